import type { TPlayerPair } from '@futsal/shared/schemas/rotations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { minutes, signed } from '../lib/format';
import { SortableTable, type TColumn } from './SortableTable';

/** Two players on court together: their minutes and the goals while they were. */
export function PairsTable({
  pairs,
  names,
  csvName,
}: {
  pairs: readonly TPlayerPair[];
  names: ReadonlyMap<string, string>;
  csvName?: string;
}) {
  const { t } = useTranslation();
  const columns = useMemo((): TColumn<TPlayerPair>[] => {
    const label = (q: TPlayerPair) => q.playerIds.map((id) => names.get(id) ?? '?').join(' · ');
    return [
      { key: 'players', label: t('stats.pairs.players'), value: label },
      {
        key: 'minutes',
        label: t('stats.pairs.minutes'),
        numeric: true,
        value: (q) => minutes(q.secondsTogether),
      },
      { key: 'for', label: t('stats.pairs.for'), numeric: true, value: (q) => q.goalsFor },
      {
        key: 'against',
        label: t('stats.pairs.against'),
        numeric: true,
        value: (q) => q.goalsAgainst,
      },
      {
        key: 'plusMinus',
        label: '+/-',
        numeric: true,
        value: (q) => q.plusMinus,
        render: (q) => signed(q.plusMinus),
      },
    ];
  }, [t, names]);
  return (
    <SortableTable
      rows={pairs}
      columns={columns}
      rowKey={(q) => q.playerIds.join('-')}
      initialSort={{ key: 'minutes', dir: 'desc' }}
      csvName={csvName}
      testid="pairs-table"
      empty={t('stats.pairs.empty')}
    />
  );
}
