import type { TQuintet } from '@futsal/shared/schemas/stats';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { minutes, signed } from '../lib/format';
import { SortableTable, type TColumn } from './SortableTable';

/** The five-a-side units with their minutes and goals; names from the player lines. */
export function QuintetsTable({
  quintets,
  names,
  csvName,
}: {
  quintets: readonly TQuintet[];
  names: ReadonlyMap<string, string>;
  csvName?: string;
}) {
  const { t } = useTranslation();
  const columns = useMemo((): TColumn<TQuintet>[] => {
    const label = (q: TQuintet) => q.playerIds.map((id) => names.get(id) ?? '?').join(' · ');
    return [
      {
        key: 'players',
        label: t('stats.quintets.players'),
        value: label,
        render: (q) => (
          <span style={{ whiteSpace: 'normal', display: 'inline-block', minWidth: 180 }}>
            {label(q)}
          </span>
        ),
      },
      {
        key: 'minutes',
        label: t('stats.quintets.minutes'),
        numeric: true,
        value: (q) => minutes(q.secondsTogether),
      },
      { key: 'for', label: t('stats.quintets.for'), numeric: true, value: (q) => q.goalsFor },
      {
        key: 'against',
        label: t('stats.quintets.against'),
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
      rows={quintets}
      columns={columns}
      rowKey={(q) => q.playerIds.join('-')}
      initialSort={{ key: 'minutes', dir: 'desc' }}
      csvName={csvName}
      testid="quintets-table"
      empty={t('stats.quintets.empty')}
    />
  );
}
