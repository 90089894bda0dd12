import { describe, expect, it } from 'vitest';
import { labelInName } from './label-in-name';

describe('labelInName', () => {
  it('starts with the text the control shows, then says what it is for', () => {
    expect(labelInName('ES', 'Idioma')).toBe('ES, Idioma');
  });

  it('is the purpose alone when the control shows no text', () => {
    expect(labelInName('', 'Cuenta')).toBe('Cuenta');
  });
});
