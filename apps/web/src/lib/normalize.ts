/** Unwraps `{ key: value }` replies as well as bare values (the API's exact shapes vary by resource). */
export function unwrap<T>(data: unknown, key: string): T | null {
  if (data && typeof data === 'object' && key in data) {
    return (data as Record<string, unknown>)[key] as T;
  }
  return (data ?? null) as T | null;
}

/** Id of a resource from `_id` or `id`. */
export function resourceId(
  value: { id?: unknown; _id?: unknown } | null | undefined,
): string | null {
  const id = value?._id ?? value?.id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}
