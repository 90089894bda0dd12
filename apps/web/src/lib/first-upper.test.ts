import { describe, expect, it } from 'vitest';
import { firstUpper } from './first-upper';

describe('a heading made of a date', () => {
  it('starts with a capital and leaves every other word as the language writes it', () => {
    expect(firstUpper('domingo, 29 nov.', 'es')).toBe('Domingo, 29 nov.');
    expect(firstUpper('segunda-feira, 30 nov', 'pt')).toBe('Segunda-feira, 30 nov');
    expect(firstUpper('novembre 2026', 'it')).toBe('Novembre 2026');
    expect(firstUpper('23 nov 2026 – 29 nov 2026', 'es')).toBe('23 nov 2026 – 29 nov 2026');
    expect(firstUpper('', 'en')).toBe('');
  });
});
