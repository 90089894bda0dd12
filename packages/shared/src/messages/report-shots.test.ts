import { describe, expect, it } from 'vitest';
import { shotsReportMessages, shotsReportTranslator } from './report-shots';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the PDFs' shot-map texts (decision 0170)", () => {
  it('carry the same keys and placeholders in the four languages', () => {
    const es = shotsReportMessages.es;
    for (const lang of ['en', 'it', 'pt'] as const) {
      const other = shotsReportMessages[lang];
      expect(Object.keys(other).sort()).toEqual(Object.keys(es).sort());
      for (const [key, text] of Object.entries(es))
        expect(placeholders(other[key as keyof typeof es]), `${lang} ${key}`).toEqual(
          placeholders(text),
        );
    }
  });

  it('fills the finishing sentence', () => {
    expect(
      shotsReportTranslator('en')('finishing.above', { value: '3.2', goals: 9, xg: '5.8' }),
    ).toBe('Scores 3.2 more goals than the model expects from these chances (9 goals, 5.8 xG).');
  });
});
