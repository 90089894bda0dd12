/**
 * zod's string formats as plain checks, for code that must not load zod (decision 0105): the
 * same patterns as `z.uuid()` and `z.iso.date()` (zod/v4/core/regexes.js). formats.test.ts
 * holds them to zod's answers.
 */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** What `z.uuid()` accepts: an RFC 9562 UUID, the nil one or the max one. */
export const isUuid = (value: string): boolean => UUID.test(value);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What `z.iso.date()` accepts: YYYY-MM-DD, a day that exists in that month and year. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}
