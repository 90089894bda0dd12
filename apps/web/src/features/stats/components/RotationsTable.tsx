import type { TPlayerRotationLine } from '@futsal/shared/schemas/rotations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { minutes, mmss } from '../lib/format';
import { SortableTable, type TColumn } from './SortableTable';

/** Work:rest as "1:r" (r minutes of rest per minute on court), from work over rest. */
export const workRestText = (workRest: number | null): string =>
  workRest === null || workRest <= 0 ? '—' : `1:${(1 / workRest).toFixed(1)}`;

/** Stints per player (count, average, longest), minutes per period, work:rest, flying goalkeeper. */
export function RotationsTable({
  rows,
  names,
  csvName,
}: {
  rows: readonly TPlayerRotationLine[];
  names: ReadonlyMap<string, string>;
  csvName?: string;
}) {
  const { t } = useTranslation();
  const columns = useMemo((): TColumn<TPlayerRotationLine>[] => {
    const extra = (r: TPlayerRotationLine) =>
      (r.periodSeconds.firstExtra ?? 0) + (r.periodSeconds.secondExtra ?? 0);
    const list: TColumn<TPlayerRotationLine>[] = [
      {
        key: 'player',
        label: t('stats.rotations.player'),
        value: (r) => names.get(r.playerId) ?? '?',
      },
      { key: 'stints', label: t('stats.rotations.stints'), numeric: true, value: (r) => r.stints },
      {
        key: 'average',
        label: t('stats.rotations.average'),
        numeric: true,
        value: (r) => r.averageStintSec,
        render: (r) => mmss(r.averageStintSec),
      },
      {
        key: 'longest',
        label: t('stats.rotations.longest'),
        numeric: true,
        value: (r) => r.longestStintSec,
        render: (r) => mmss(r.longestStintSec),
      },
      {
        key: 'minutes',
        label: t('stats.rotations.minutes'),
        numeric: true,
        value: (r) => minutes(r.secondsPlayed),
      },
      {
        key: 'first',
        label: t('stats.rotations.first'),
        numeric: true,
        value: (r) => minutes(r.periodSeconds.first ?? 0),
      },
      {
        key: 'second',
        label: t('stats.rotations.second'),
        numeric: true,
        value: (r) => minutes(r.periodSeconds.second ?? 0),
      },
    ];
    if (rows.some((r) => extra(r) > 0))
      list.push({
        key: 'extra',
        label: t('stats.rotations.extra'),
        numeric: true,
        value: (r) => minutes(extra(r)),
      });
    list.push(
      {
        key: 'workRest',
        label: t('stats.rotations.workRest'),
        numeric: true,
        // Sorted by rest per minute of work: the most rested first on the first click.
        value: (r) => (r.workRest ? 1 / r.workRest : 0),
        render: (r) => workRestText(r.workRest),
      },
      {
        key: 'flying',
        label: t('stats.rotations.flying'),
        numeric: true,
        value: (r) => r.flyingGoalkeeperSec,
        render: (r) => mmss(r.flyingGoalkeeperSec),
      },
    );
    return list;
  }, [t, names, rows]);
  return (
    <SortableTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.playerId}
      initialSort={{ key: 'minutes', dir: 'desc' }}
      csvName={csvName}
      testid="rotations-table"
      empty={t('stats.rotations.empty')}
    />
  );
}
