import { RESERVED_ID_SEGMENTS } from './limits';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path segment can be a resource id (spec §5): not blank, not the
 * text 'undefined' or 'null', not a reserved route word, and a UUID.
 */
export function isValidId(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (v === '' || v === 'undefined' || v === 'null') return false;
  if ((RESERVED_ID_SEGMENTS as readonly string[]).includes(v.toLowerCase())) return false;
  return UUID_RE.test(v);
}
