/** Display helpers shared by the stats screens. */

/** Whole minutes from seconds ("127" for 2:07:xx). */
export const minutes = (seconds: number): number => Math.floor(seconds / 60);

/** "mm:ss" for a match, "h:mm" past an hour is not used: minutes count on. */
export const mmss = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

export function percent(ratio: number, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}

export function decimal(value: number, lng: string, digits = 2): string {
  return new Intl.NumberFormat(lng, {
    maximumFractionDigits: digits,
    minimumFractionDigits: 0,
  }).format(value);
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
