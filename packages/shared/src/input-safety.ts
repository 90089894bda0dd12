import { z } from 'zod';

/**
 * What PostgreSQL would refuse and so must be refused at the edge (400, not
 * 500): a NUL character in text (text and jsonb cannot hold \u0000) and
 * dates outside the range the product accepts (year 0, year 10000, …).
 * Every request's body, query and path go through `findUnsafeInput`; schemas
 * can add the same rules with `safeText` / `isDateInRange`.
 */
export const DATE_RANGE = { minYear: 1900, maxYear: 2199 } as const;

/** A whole string that is an ISO 8601 date or date-time: the year is its first four digits. */
const ISO_DATE_RE = /^([+-]?\d{4,6})-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export function isDateInRange(value: string): boolean {
  const match = ISO_DATE_RE.exec(value.trim());
  if (!match) return true;
  const year = Number(match[1]);
  // A date-time with an offset can fall into the neighbouring year in UTC: the range keeps a margin of whole years.
  return year >= DATE_RANGE.minYear && year <= DATE_RANGE.maxYear;
}

export const hasNul = (value: string): boolean => value.includes('\u0000');

export interface UnsafeInput {
  /** Dotted path of the offending value, e.g. `emergencyContact.name`. */
  path: string;
  key: 'validation.text.invalidCharacters' | 'validation.date.outOfRange';
}

/** The first string (or object key) in `value` that the database would refuse; null when none. */
export function findUnsafeInput(
  value: unknown,
  path: string[] = [],
  depth = 0,
): UnsafeInput | null {
  // Bodies are bounded by the body limit; the depth bound only guards against pathological nesting.
  if (depth > 64) return null;
  if (typeof value === 'string') {
    if (hasNul(value)) return { path: path.join('.'), key: 'validation.text.invalidCharacters' };
    if (!isDateInRange(value)) return { path: path.join('.'), key: 'validation.date.outOfRange' };
    return null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeInput(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !(value instanceof Uint8Array)) {
    for (const [key, inner] of Object.entries(value)) {
      if (hasNul(key))
        return {
          path: [...path, key.replaceAll('\u0000', '')].join('.'),
          key: 'validation.text.invalidCharacters',
        };
      const found = findUnsafeInput(inner, [...path, key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/** A string schema that also refuses NUL characters, for forms that want the rule client-side. */
export const safeText = () =>
  z.string().refine((v) => !hasNul(v), 'validation.text.invalidCharacters');
