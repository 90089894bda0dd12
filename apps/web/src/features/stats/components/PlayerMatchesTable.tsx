import type { TPlayerMatchRow } from '@futsal/shared/schemas/stats';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../i18n/dates';
import { matchBase } from '../../matches';
import { minutes, signed } from '../lib/format';
import { SortableTable, type TColumn } from './SortableTable';

/** The player's line in each match of the period. */
export function PlayerMatchesTable({
  teamId,
  rows,
  csvName,
}: {
  teamId: string;
  rows: readonly TPlayerMatchRow[];
  csvName: string;
}) {
  const { t } = useTranslation();
  const columns = useMemo((): TColumn<TPlayerMatchRow>[] => {
    const n = (
      key: 'goals' | 'assists' | 'shots' | 'fouls' | 'yellowCards' | 'redCards',
    ): TColumn<TPlayerMatchRow> => ({
      key,
      label: t(`stats.columns.${key}`),
      title: t(`stats.columnTitles.${key}`),
      numeric: true,
      value: (r) => r[key],
    });
    return [
      {
        key: 'date',
        label: t('stats.columns.date'),
        value: (r) => r.date,
        render: (r) => formatDate(r.date, 'short'),
      },
      {
        key: 'opponent',
        label: t('stats.columns.opponent'),
        value: (r) => r.opponent,
        render: (r) => (
          <Link
            component={RouterLink}
            to={`${matchBase(teamId)}/${r.matchId}/details`}
            underline="hover"
            color="inherit"
          >
            {r.isHome ? '' : '@ '}
            {r.opponent}
          </Link>
        ),
      },
      {
        key: 'score',
        label: t('stats.columns.score'),
        value: (r) => `${r.goalsFor}-${r.goalsAgainst}`,
      },
      {
        key: 'participation',
        label: t('stats.columns.participation'),
        value: (r) => t(`labels.participation.${r.participation}`),
      },
      {
        key: 'minutes',
        label: t('stats.columns.secondsPlayed'),
        title: t('stats.columnTitles.secondsPlayed'),
        numeric: true,
        value: (r) => minutes(r.secondsPlayed),
      },
      n('goals'),
      n('assists'),
      n('shots'),
      n('fouls'),
      n('yellowCards'),
      n('redCards'),
      {
        key: 'plusMinus',
        label: t('stats.columns.plusMinus'),
        title: t('stats.columnTitles.plusMinus'),
        numeric: true,
        value: (r) => r.plusMinus,
        render: (r) => signed(r.plusMinus),
      },
    ];
  }, [t, teamId]);
  return (
    <SortableTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.matchId}
      initialSort={{ key: 'date', dir: 'desc' }}
      csvName={csvName}
      testid="player-matches-table"
    />
  );
}
