/**
 * A text column read back as its union type. The table's CHECK constraint
 * allows no other value, so one here is a bug to fail on, not a value to show.
 */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`unexpected value ${value}`);
  return value as T;
}
