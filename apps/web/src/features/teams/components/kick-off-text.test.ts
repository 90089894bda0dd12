import { describe, expect, it } from 'vitest';
import { kickOffText } from './NextMatchCard';

describe("the next match's kick-off line", () => {
  it('starts with a capital, its month as the language writes it', () => {
    expect(kickOffText('2026-11-29T12:00:00Z', 'it')).toMatch(/^Domenica 29 novembre/);
    expect(kickOffText('2026-11-30T12:00:00Z', 'pt')).toMatch(/^Segunda-feira, 30 de novembro/);
    expect(kickOffText('not a date', 'es')).toBe('');
  });
});
