import { describe, expect, it } from 'vitest';
import { fileSlug } from '../../../lib/save-blob';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('starts with a UTF-8 BOM and ends lines with CRLF', () => {
    const csv = toCsv(
      ['Jugador', 'G'],
      [
        ['Martín Ñúñez', 3],
        ['João', 0],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Jugador,G\r\nMartín Ñúñez,3\r\nJoão,0\r\n');
  });

  it('quotes commas, quotes, semicolons, line breaks and edge spaces', () => {
    expect(csvCell('Gil, Bea')).toBe('"Gil, Bea"');
    expect(csvCell('Bea "La Roca"')).toBe('"Bea ""La Roca"""');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('línea\nnueva')).toBe('"línea\nnueva"');
    expect(csvCell(' x')).toBe('" x"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+34 600')).toBe("'+34 600");
    expect(csvCell(-2)).toBe('-2');
  });

  it('makes safe file names', () => {
    expect(fileSlug('Club Estadística Ñandú / 2026')).toBe('club-estadistica-nandu-2026');
    expect(fileSlug('***')).toBe('export');
  });
});
