import { describe, expect, it } from 'vitest';
import { formatMessage } from './index';

describe('formatMessage (the server words a text as the web’s i18next would)', () => {
  it('picks the plural form by count and fills the params', () => {
    expect(formatMessage('es', 'planLimit.teams', { plan: 'Club', count: 5 })).toBe(
      'Tu plan Club permite como máximo 5 equipos. Mejora tu plan para crear más',
    );
    expect(formatMessage('es', 'planLimit.teams', { plan: 'Starter', count: 1 })).toBe(
      'Tu plan Starter permite como máximo 1 equipo. Mejora tu plan para crear más',
    );
  });

  it('takes the context variant first, and words the free tier as no plan', () => {
    expect(formatMessage('en', 'planLimit.players', { context: 'free', count: 15 })).toBe(
      'Without a paid plan you can have 15 players per team. Choose a plan to add more',
    );
  });

  it('falls back to the plain key, and returns an unknown key as it is', () => {
    expect(formatMessage('en', 'downgrade.teams', { count: 2, limit: 1, plan: 'Starter' })).toBe(
      'You have 2 teams and the Starter plan allows 1',
    );
    expect(formatMessage('it', 'no.such.key')).toBe('no.such.key');
  });
});
