import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../limits';
import { MatchRuleMessageKey } from '../futsal';
import { MatchEventMessageKey } from '../schemas/match-events';
import { isMessageKey, messages, pickLanguage, translate } from './index';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(path.join(dir, e.name))
      : e.name.endsWith('.ts') &&
          !e.name.endsWith('.test.ts') &&
          dir !== path.join(srcDir, 'messages')
        ? [path.join(dir, e.name)]
        : [],
  );

describe('shared message catalogs', () => {
  it('have the same keys in every language, none empty', () => {
    const keys = Object.keys(messages.es).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(messages[lang]).sort()).toEqual(keys);
      for (const text of Object.values(messages[lang])) expect(text.trim()).not.toBe('');
    }
  });

  it('keep the spec texts in Spanish', () => {
    expect(translate('es', 'errors.TEAM_ID_INVALID')).toBe('ID de equipo inválido');
    expect(translate('es', 'validation.email.invalid')).toBe('El correo electrónico no es válido');
    expect(translate('es', 'validation.lineup.exactStarters')).toBe(
      'Debes seleccionar exactamente 5 jugadores titulares',
    );
  });

  it('picks the preferred supported language of Accept-Language', () => {
    expect(pickLanguage('fr-FR,fr;q=0.9,it;q=0.8,en;q=0.5')).toBe('it');
    expect(pickLanguage('pt-BR')).toBe('pt');
    expect(pickLanguage('de')).toBe('es');
    expect(pickLanguage(undefined)).toBe('es');
    expect(pickLanguage('en;q=0.1, pt;q=0.9')).toBe('pt');
  });

  it('hold every key the shared code uses as a message', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /'((?:validation|errors|match\.rule)\.[A-Za-z_.]+)'/g,
      )) {
        if (m[1] && !m[1].endsWith('.')) used.add(m[1]);
      }
    }
    for (const k of [...Object.values(MatchRuleMessageKey), ...Object.values(MatchEventMessageKey)])
      used.add(k);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !isMessageKey(k))).toEqual([]);
  });
});
