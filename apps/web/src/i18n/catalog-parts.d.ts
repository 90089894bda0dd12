// Parts of the UI catalogs (apps/web/catalog-parts.ts, decision 0106).

/** The sections /login shows; tests import it directly. */
declare module '*.json?part=first' {
  const part: Record<string, unknown>;
  export default part;
}

/**
 * A language's catalog: its first part, its validation messages, and a loader for each page's
 * part, by the part's name in `TEXT_PARTS`.
 */
declare module 'virtual:catalog/*' {
  export const first: Record<string, unknown>;
  export const messages: Record<string, string>;
  export const parts: Partial<Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
}
