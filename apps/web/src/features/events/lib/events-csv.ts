import type { TTeamEventsResponse } from '@futsal/shared/schemas/stats';
import type { TFunction } from 'i18next';
import { describeTeamEvent } from './describe-team-event';

const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** "2026-03-14 18:30" in the browser's time zone: sortable in any spreadsheet. */
export function csvDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The events as CSV (RFC 4180, comma-separated, CRLF), headers and labels in
 * the interface language. A byte-order mark lets spreadsheet apps read UTF-8.
 */
export function eventsCsv(
  data: Pick<TTeamEventsResponse, 'items' | 'players'>,
  t: TFunction,
): string {
  const head = [
    'date',
    'opponent',
    'competition',
    'matchType',
    'period',
    'minute',
    'side',
    'event',
    'player',
    'other',
    'detail',
  ].map((k) => t(`teamEvents.csv.${k}`));
  const rows = data.items.map((row) => {
    const d = describeTeamEvent(row, data.players, t);
    return [
      csvDate(row.matchDate),
      row.opponent,
      row.competitionName ?? '',
      t(`labels.matchType.${row.matchType}`),
      t(`matches.periods.${row.event.period}`),
      row.display,
      row.side === 'neutral' ? '' : t(`teamEvents.side.${row.side}`),
      d.type,
      d.player,
      d.other,
      d.detail,
    ];
  });
  return `\uFEFF${[head, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function downloadText(
  text: string,
  filename: string,
  type = 'text/csv;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
