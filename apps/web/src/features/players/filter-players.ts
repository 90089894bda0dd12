import type { TPlayer } from '@futsal/shared/schemas/player';

export interface TPlayerFilters {
  query: string;
  status: string;
  position: string;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Search by name (accents and case ignored) or shirt number (#7 or 7); filter by status and position (primary or secondary). */
export function filterPlayers(
  players: readonly TPlayer[],
  { query, status, position }: TPlayerFilters,
): TPlayer[] {
  const q = fold(query);
  const numberQuery = q.replace(/^#/, '');
  return players.filter((p) => {
    if (status && p.status !== status) return false;
    if (position && p.positions.primary !== position && p.positions.secondary !== position)
      return false;
    if (!q) return true;
    if (/^\d+$/.test(numberQuery))
      return String(p.number) === numberQuery || fold(p.name).includes(q);
    return fold(p.name).includes(q);
  });
}

/** Age in whole years from a YYYY-MM-DD date of birth. */
export function ageOf(dateOfBirth: string | null, today = new Date()): number | null {
  if (!dateOfBirth) return null;
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  if (!y || !m || !d) return null;
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age >= 0 && age < 120 ? age : null;
}
