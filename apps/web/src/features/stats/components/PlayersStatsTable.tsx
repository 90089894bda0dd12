import type { TPlayerStatsLine } from '@futsal/shared/schemas/stats';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { minutes, signed } from '../lib/format';
import { SortableTable, type TColumn } from './SortableTable';

/** Every player's line over the period, sortable, exportable. */
export function PlayersStatsTable({
  teamId,
  players,
  csvName,
}: {
  teamId: string;
  players: readonly TPlayerStatsLine[];
  csvName: string;
}) {
  const { t } = useTranslation();
  const columns = useMemo((): TColumn<TPlayerStatsLine>[] => {
    const n = (
      key: keyof TPlayerStatsLine & string,
      get?: (p: TPlayerStatsLine) => number,
    ): TColumn<TPlayerStatsLine> => ({
      key,
      label: t(`stats.columns.${key}`),
      title: t(`stats.columnTitles.${key}`),
      numeric: true,
      value: get ?? ((p) => p[key] as number),
    });
    return [
      {
        key: 'name',
        label: t('stats.columns.name'),
        title: t('stats.columnTitles.name'),
        value: (p) => p.name,
        render: (p) => (
          <Link
            component={RouterLink}
            to={`/teams/${teamId}/players/${p.playerId}/stats`}
            underline="hover"
            color="inherit"
            sx={{ fontWeight: 500 }}
          >
            {p.number !== null ? `${p.number}. ` : ''}
            {p.name}
          </Link>
        ),
      },
      n('matches'),
      n('starts'),
      n('secondsPlayed', (p) => minutes(p.secondsPlayed)),
      n('goals'),
      n('assists'),
      n('shots'),
      n('shotsOnTarget'),
      n('fouls'),
      n('yellowCards'),
      n('redCards'),
      { ...n('plusMinus'), render: (p) => signed(p.plusMinus) },
    ];
  }, [t, teamId]);
  return (
    <SortableTable
      rows={players}
      columns={columns}
      rowKey={(p) => p.playerId}
      initialSort={{ key: 'goals', dir: 'desc' }}
      csvName={csvName}
      testid="players-table"
    />
  );
}
