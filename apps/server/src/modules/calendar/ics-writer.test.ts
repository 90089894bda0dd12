import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, fold, joinLines, utc } from './ics-writer';

describe('the iCalendar writer', () => {
  it('folds long lines at 75 octets without splitting a character, and ical.js unfolds them', () => {
    const text = `Entrenamiento de presión tras pérdida, «salida» y 2×1 — ${'ñ'.repeat(80)}`;
    const folded = fold(`DESCRIPTION:${escapeText(text)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const [i, line] of lines.entries()) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(line.startsWith(' ')).toBe(true);
      expect(line).not.toContain('\uFFFD');
    }
    const ics = joinLines([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//test//ES',
      'BEGIN:VEVENT',
      'UID:a@b',
      'DTSTAMP:20261006T173000Z',
      `DTSTART:${utc(new Date('2026-10-06T17:30:00Z'))}`,
      `DESCRIPTION:${escapeText(text)}`,
      `SUMMARY:${escapeText('Línea 1\nLínea 2; con coma, y \\ barra')}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(ics.endsWith('\r\n')).toBe(true);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.description).toBe(text);
    expect(event.summary).toBe('Línea 1\nLínea 2; con coma, y \\ barra');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-10-06T17:30:00.000Z');
  });

  it('leaves a short line whole', () => {
    expect(fold('SUMMARY:Corto')).toBe('SUMMARY:Corto');
    expect(utc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
