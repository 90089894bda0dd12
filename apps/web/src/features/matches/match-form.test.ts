import { describe, expect, it } from 'vitest';
import { matchFormDefaults } from './match-form';

describe('a new match form', () => {
  it('proposes 18:00 today while it is ahead', () => {
    const form = matchFormDefaults(null, undefined, undefined, new Date(2026, 10, 28, 17, 59));
    expect([form.date, form.time]).toEqual(['2026-11-28', '18:00']);
  });

  it('proposes 18:00 tomorrow once today’s has passed, across a month’s end', () => {
    const form = matchFormDefaults(null, undefined, undefined, new Date(2026, 10, 30, 21, 30));
    expect([form.date, form.time]).toEqual(['2026-12-01', '18:00']);
  });
});
