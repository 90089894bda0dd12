import type { TScoredRecord, TTeamStatsResponse } from '@futsal/shared/schemas/stats';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { signed } from '../lib/format';
import { SortableTable, type TColumn } from './SortableTable';

interface TSplitRow {
  key: string;
  label: string;
  record: TScoredRecord;
}

/** Home/away, per match type and per competition, as one record table. */
export function SplitsTable({
  splits,
  csvName,
}: {
  splits: TTeamStatsResponse['splits'];
  csvName: string;
}) {
  const { t } = useTranslation();
  const rows = useMemo((): TSplitRow[] => {
    const out: TSplitRow[] = [
      { key: 'home', label: t('labels.venue.home'), record: splits.home },
      { key: 'away', label: t('labels.venue.away'), record: splits.away },
      ...splits.byType.map((s) => ({
        key: `type-${s.type}`,
        label: t(`labels.matchType.${s.type}`),
        record: s.record,
      })),
      ...splits.byCompetition.map((c) => ({
        key: `c-${c.competitionId}`,
        label: c.name,
        record: c.record,
      })),
    ];
    return out.filter((r) => r.record.gamesPlayed > 0);
  }, [splits, t]);
  const columns = useMemo((): TColumn<TSplitRow>[] => {
    const n = (key: keyof TScoredRecord): TColumn<TSplitRow> => ({
      key,
      label: t(`stats.splits.${key}`),
      title: t(`stats.splits.titles.${key}`),
      numeric: true,
      value: (r) => r.record[key],
      render: key === 'goalDifference' ? (r) => signed(r.record.goalDifference) : undefined,
    });
    return [
      { key: 'label', label: t('stats.splits.split'), value: (r) => r.label },
      n('gamesPlayed'),
      n('wins'),
      n('draws'),
      n('losses'),
      n('goalsFor'),
      n('goalsAgainst'),
      n('goalDifference'),
      n('points'),
    ];
  }, [t]);
  // Keep the natural order (home, away, types, competitions) until the coach sorts.
  return (
    <SortableTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.key}
      initialSort={{ key: '', dir: 'asc' }}
      csvName={csvName}
      testid="splits-table"
    />
  );
}
