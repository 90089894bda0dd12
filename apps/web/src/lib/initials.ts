/** Up to two initials of a name (the generated avatar: no external image service). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((w) => w?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * The generated avatars' backgrounds, under white initials: each at least WCAG's 4.5:1 against
 * white (the 600 shades of these hues were 2.7 to 4.3, and axe flagged a coach's avatar).
 */
export const AVATAR_COLORS = [
  '#1565c0',
  '#2e7d32',
  '#8e24aa',
  '#bf360c',
  '#00796b',
  '#3949ab',
  '#5e35b1',
  '#6d4c41',
  '#c2185b',
  '#0277bd',
] as const;

/** A stable colour for a name. */
export function colorFor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = (hash * 31 + name.charCodeAt(i)) | 0;
  return AVATAR_COLORS[Math.abs(hash) % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}
