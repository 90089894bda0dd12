import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../limits';
import { messages, pickLanguage, translate } from './index';

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
});
