/**
 * `text` with its first letter in capitals, as a heading or a line starts: "Domingo, 29 nov.".
 * CSS `text-transform: capitalize` raised every word instead: "29 Nov. 2026", "Segunda-Feira".
 */
export function firstUpper(text: string, lng?: string): string {
  return text.charAt(0).toLocaleUpperCase(lng) + text.slice(1);
}
