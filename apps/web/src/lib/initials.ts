/** Up to two initials of a name (the generated avatar: no external image service). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((w) => w?.[0] ?? '')
    .join('')
    .toUpperCase();
}

const PALETTE = [
  '#1e88e5',
  '#43a047',
  '#8e24aa',
  '#f4511e',
  '#00897b',
  '#3949ab',
  '#5e35b1',
  '#6d4c41',
  '#d81b60',
  '#00acc1',
];

/** A stable colour for a name. */
export function colorFor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i += 1) hash = (hash * 31 + name.charCodeAt(i)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length] ?? '#1e88e5';
}
