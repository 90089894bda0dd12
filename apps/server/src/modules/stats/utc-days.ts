/** Days as the statistics count them: UTC calendar days, written YYYY-MM-DD. */
export const DAY_MS = 86_400_000;

/** Midnight UTC of `day`, in ms. */
export const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The UTC day of an instant in ms. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) => isoDay(dayMs(day) + n * DAY_MS);
