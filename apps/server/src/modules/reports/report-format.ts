import type { TLanguage, TStatsPeriod } from '@futsal/shared';
import type { Content } from 'pdfmake/interfaces';
import type { TReportTranslator } from '@futsal/shared/messages/report';

const LOCALES: Record<TLanguage, string> = { es: 'es-ES', en: 'en-GB', it: 'it-IT', pt: 'pt-PT' };

export const COLORS = {
  for: '#1e88e5',
  against: '#e53935',
  secondary: '#43a047',
  muted: '#757575',
  line: '#e0e0e0',
};

/** Dates as the reader's language writes them; match days are UTC days (decision 0012). */
export function formatters(lang: TLanguage) {
  const day = new Intl.DateTimeFormat(LOCALES[lang], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const short = new Intl.DateTimeFormat(LOCALES[lang], {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
  const pct = new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 0 });
  const num = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 });
  const isoDay = (d: string) => new Date(d.length === 10 ? `${d}T00:00:00Z` : d);
  return {
    day: (d: string) => day.format(isoDay(d)),
    short: (d: string) => short.format(isoDay(d)),
    pct: (x: number) => pct.format(x),
    num: (x: number) => num.format(x),
    minutes: (seconds: number) => String(Math.round(seconds / 60)),
  };
}
export type TFormatters = ReturnType<typeof formatters>;

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function periodLine(t: TReportTranslator, f: TFormatters, period: TStatsPeriod): string {
  return `${t('period')}: ${f.day(period.from)} – ${f.day(period.to)} · ${t(`range.${period.range}`)}`;
}

export const sectionTitle = (text: string): Content => ({ text, style: 'section' });

/** A row of labelled figures, as boxes. */
export function figureBoxes(items: readonly { label: string; value: string }[]): Content {
  return {
    table: {
      widths: items.map(() => '*'),
      body: [
        items.map((i) => ({ text: i.value, style: 'figure' })),
        items.map((i) => ({ text: i.label, style: 'figureLabel' })),
      ],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === node.table.body.length ? 0.5 : 0,
      vLineWidth: () => 0.5,
      hLineColor: () => COLORS.line,
      vLineColor: () => COLORS.line,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 0, 0, 8],
  };
}

const FIGURE = /^[+-]?\d+([.,]\d+)?$/;

/** A data table with a shaded header row, repeated on each page. */
export function dataTable(
  header: readonly string[],
  rows: readonly (string | number)[][],
  widths: (string | number)[],
): Content {
  return {
    table: {
      headerRows: 1,
      widths,
      body: [
        header.map((h) => ({ text: h, style: 'th' })),
        // Figures right-aligned so their columns line up.
        ...rows.map((r) =>
          r.map((c) => ({
            text: String(c),
            alignment: FIGURE.test(String(c)) ? ('right' as const) : ('left' as const),
          })),
        ),
      ],
    },
    layout: {
      fillColor: (row: number) => (row === 0 ? '#eeeeee' : row % 2 === 0 ? '#fafafa' : null),
      hLineWidth: () => 0.3,
      vLineWidth: () => 0,
      hLineColor: () => COLORS.line,
    },
    fontSize: 8.5,
    margin: [0, 0, 0, 10],
  };
}

export const styles = {
  title: { fontSize: 20, bold: true },
  subtitle: { fontSize: 11, color: COLORS.muted },
  section: {
    fontSize: 12,
    bold: true,
    margin: [0, 10, 0, 6] as [number, number, number, number],
    color: '#1565c0',
  },
  figure: { fontSize: 15, bold: true, alignment: 'center' as const },
  figureLabel: { fontSize: 7.5, color: COLORS.muted, alignment: 'center' as const },
  th: { bold: true, fontSize: 8 },
  muted: { color: COLORS.muted, fontSize: 9 },
};

export function footer(t: TReportTranslator, generated: string) {
  return (page: number, pages: number): Content => ({
    columns: [
      { text: t('generatedOn', { date: generated }), style: 'muted' },
      { text: t('page', { page, pages }), style: 'muted', alignment: 'right' },
    ],
    margin: [40, 10, 40, 0],
  });
}
