/**
 * The few pieces of RFC 5545 the feed needs, written by hand (decision 0147): ical-generator
 * took 250–550 ms for 300 events here, past the 50 ms floor for the whole reply.
 * The tests read every feed back through ical.js, as calendar apps do.
 */

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTC date-time, e.g. 20261006T173000Z. */
export function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();

/** A content line folded at 75 octets, continuation lines starting with a space (§3.1). */
export function fold(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Lines joined with CRLF, each folded, the text ending with CRLF. */
export function joinLines(lines: readonly string[]): string {
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
