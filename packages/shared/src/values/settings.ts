// The values of schemas/settings.ts that need no zod, which the web and the rules engine import
// without loading zod (decision 0105). schemas/settings.ts re-exports them.

export const THEMES = ['light', 'dark'] as const;
export type TTheme = (typeof THEMES)[number];

/** August: most futsal seasons in Europe and South America start then. */
export const DEFAULT_SEASON_START_MONTH = 8;
