import { LANGUAGES, messages } from '@futsal/shared';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import i18n from './index';
import enUi from './locales/en.json';
import esUi from './locales/es.json';
import itUi from './locales/it.json';
import ptUi from './locales/pt.json';

const UI_CATALOGS: Record<string, Record<string, unknown>> = {
  es: esUi,
  en: enUi,
  it: itUi,
  pt: ptUi,
};

beforeAll(async () => {
  await i18n.loadLanguages(['en', 'it', 'pt']);
});

function flatKeys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? flatKeys(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}

describe('UI catalogs', () => {
  const es = flatKeys(esUi).sort();

  it('Spanish (the source) is not empty', () => {
    expect(es.length).toBeGreaterThan(50);
  });

  it.each(LANGUAGES.filter((l) => l !== 'es'))(
    '%s has exactly the keys of es, none empty',
    (lng) => {
      const catalog = UI_CATALOGS[lng] ?? {};
      const keys = flatKeys(catalog).sort();
      expect(keys).toEqual(es);
      for (const key of keys) {
        const value = key
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalog);
        expect(typeof value === 'string' && value.trim().length > 0, `${lng}:${key}`).toBe(true);
      }
    },
  );

  it('has no UI key that shadows a shared catalog key', () => {
    const shared = Object.keys(messages.es);
    expect(es.filter((k) => shared.includes(k))).toEqual([]);
  });

  it('keeps the spec texts', () => {
    expect(i18n.getFixedT('es')('layout.subscribe')).toBe('Suscribirse');
    expect(i18n.getFixedT('es')('layout.upgrade')).toBe('Mejorar Plan');
    expect(i18n.getFixedT('es')('auth.loginError')).toBe('Error al iniciar sesión');
    expect(i18n.getFixedT('it')('auth.loginError')).toBe('Errore di accesso');
    expect(i18n.getFixedT('pt')('auth.loginError')).toBe('Erro ao entrar');
    expect(i18n.getFixedT('es')('auth.registerError')).toBe('Error al registrar usuario');
  });

  it('resolves the shared flat keys (zod messages and error codes) in every language', () => {
    for (const lng of LANGUAGES) {
      const t = i18n.getFixedT(lng);
      expect(t('validation.email.invalid')).toBe(messages[lng]['validation.email.invalid']);
      expect(t('errors.INVALID_CREDENTIALS')).toBe(messages[lng]['errors.INVALID_CREDENTIALS']);
    }
  });
});

describe('labels the web and the PDF reports both show', () => {
  // Issue 35: the PDF said "Juego en movimiento" where the web said "Jugada en movimiento".
  // Both read `labels.*` of the shared catalog; the UI catalogs hold none of their own.
  it('are the shared texts in every language, with no UI copy of them', () => {
    const labels = Object.keys(messages.es).filter((k) => k.startsWith('labels.'));
    expect(labels).toEqual(
      expect.arrayContaining(['labels.goalType.moving_play', 'labels.result.W']),
    );
    for (const lng of LANGUAGES) {
      const t = i18n.getFixedT(lng);
      for (const key of labels)
        expect(t(key), `${lng} ${key}`).toBe(messages[lng][key as keyof typeof messages.es]);
    }
    const copies = [
      'goalTypes',
      'resultLetters',
      'types',
      'positions',
      'position',
      'participation',
      'venues',
    ];
    for (const lng of LANGUAGES) {
      const ui = flatKeys(UI_CATALOGS[lng] ?? {});
      const leaf = (k: string) => k.split('.').slice(-2, -1)[0] ?? '';
      expect(
        ui.filter((k) => copies.includes(leaf(k))),
        lng,
      ).toEqual([]);
    }
  });
});

describe('dates', () => {
  it('formats Spanish dates short and medium', () => {
    expect(formatDate('2025-03-07T12:00:00', 'short', 'es')).toBe('07/03/2025');
    expect(formatDate('2025-03-07T12:00:00', 'medium', 'es')).toMatch(/^7 mar\.? 2025$/);
    expect(formatDate('nope', 'short', 'es')).toBe('');
  });
  it('starts the Spanish week on Monday', () => {
    expect(dayjs('2025-03-07').locale('es').startOf('week').day()).toBe(1);
  });
});
