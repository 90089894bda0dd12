import { describe, expect, it } from 'vitest';
import { contactHref } from './ContactLink';

describe('contactHref', () => {
  it('dials the digits of a phone number, keeping one leading +', () => {
    expect(contactHref('tel', '+34 600 11-22 33')).toBe('tel:+34600112233');
    expect(contactHref('tel', '(91) 555 0101')).toBe('tel:915550101');
  });
  it('writes to an e-mail address', () => {
    expect(contactHref('mailto', ' ana@club.es ')).toBe('mailto:ana@club.es');
  });
});
