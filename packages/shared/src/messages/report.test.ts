import { LANGUAGES } from '../limits';
import { describe, expect, it } from 'vitest';
import { reportMessages } from './report';

describe('report messages', () => {
  it('have the same keys, all filled, in the four languages', () => {
    const keys = Object.keys(reportMessages.es).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(reportMessages[lang]).sort(), lang).toEqual(keys);
      for (const key of keys)
        expect(
          reportMessages[lang][key as keyof typeof reportMessages.es].trim(),
          `${lang} ${key}`,
        ).not.toBe('');
    }
  });
});
