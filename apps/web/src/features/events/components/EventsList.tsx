import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import type { TTeamEventRow } from '@futsal/shared/schemas/stats';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../i18n/dates';
import { labelInName } from '../../../lib/label-in-name';
import { EventIcon } from '../../matches';
import { describeTeamEvent, type TEventPlayers } from '../lib/describe-team-event';

interface Props {
  teamId: string;
  rows: readonly TTeamEventRow[];
  players: TEventPlayers;
  /** Phones get cards, wider screens a table. */
  compact: boolean;
}

const detailsPath = (teamId: string, row: TTeamEventRow) =>
  `/teams/${teamId}/matches/${row.matchId}/details`;
const rowKey = (row: TTeamEventRow) => `${row.matchId}-${row.seq}`;

function SideChip({ side }: { side: TTeamEventRow['side'] }) {
  const { t } = useTranslation();
  if (side === 'neutral') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={side === 'us' ? 'primary' : 'default'}
      label={t(`teamEvents.side.${side}`)}
    />
  );
}

const matchLabel = (row: TTeamEventRow): string =>
  `${formatDate(row.matchDate, 'short')} · ${row.opponent}`;

/** The events of the page, each opening its match's details. */
export function EventsList({ teamId, rows, players, compact }: Props) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <Stack spacing={1} data-testid="events-cards">
        {rows.map((row) => {
          const d = describeTeamEvent(row, players, t);
          return (
            <Card key={rowKey(row)} variant="outlined" data-testid="event-row">
              <CardActionArea
                component={RouterLink}
                to={detailsPath(teamId, row)}
                data-testid="event-row-link"
                sx={{
                  p: 1.5,
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'center',
                  justifyContent: 'flex-start',
                }}
              >
                <Typography
                  sx={{ fontWeight: 700, minWidth: 44, fontVariantNumeric: 'tabular-nums' }}
                >
                  {row.display}
                </Typography>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography
                    sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.75 }}
                    data-testid="event-row-type"
                  >
                    <EventIcon type={row.event.type} /> {d.type}
                  </Typography>
                  {(d.player || d.other) && (
                    <Typography variant="body2" noWrap>
                      {[d.player, d.other]
                        .filter(Boolean)
                        .join(row.event.type === 'substitution' ? ' ↔ ' : ' · ')}
                    </Typography>
                  )}
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    noWrap
                    sx={{ display: 'block' }}
                  >
                    {matchLabel(row)}
                    {row.competitionName ? ` · ${row.competitionName}` : ''}
                  </Typography>
                </Box>
                <ChevronRightRounded sx={{ color: 'text.disabled' }} />
              </CardActionArea>
            </Card>
          );
        })}
      </Stack>
    );
  }
  return (
    <Card variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="events-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('teamEvents.columns.match')}</TableCell>
            <TableCell align="right">{t('teamEvents.columns.minute')}</TableCell>
            <TableCell>{t('teamEvents.columns.event')}</TableCell>
            <TableCell>{t('teamEvents.columns.players')}</TableCell>
            <TableCell>{t('teamEvents.columns.side')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const d = describeTeamEvent(row, players, t);
            return (
              <TableRow key={rowKey(row)} hover data-testid="event-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={detailsPath(teamId, row)}
                    underline="hover"
                    data-testid="event-row-link"
                    aria-label={labelInName(matchLabel(row), t('teamEvents.openMatch'))}
                  >
                    {matchLabel(row)}
                  </Link>
                  {row.competitionName && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {row.competitionName}
                    </Typography>
                  )}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                >
                  {row.display}
                </TableCell>
                <TableCell>
                  <Box
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
                    data-testid="event-row-type"
                  >
                    <EventIcon type={row.event.type} /> {d.type}
                  </Box>
                  {d.detail && (
                    <Typography variant="caption" color="text.secondary">
                      {d.detail}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {d.player}
                  {d.other && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {row.event.type === 'substitution' ? `↔ ${d.other}` : d.other}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <SideChip side={row.side} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Card>
  );
}
