import { useDeferredValue } from 'react';
import TimelineRounded from '@mui/icons-material/TimelineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useTeamMatchesQuery } from '../../matches';
import { useTeamPlayersQuery } from '../../players';
import { useTeamQuery } from '../../teams';
import { useTeamCompetitionsQuery } from '../../competitions';
import { useTeamEventsQuery } from '../api/get-team-events';
import { EventsFilters } from '../components/EventsFilters';
import { EventsList } from '../components/EventsList';
import { ExportEventsButton } from '../components/ExportEventsButton';
import {
  EVENTS_PAGE_SIZES,
  filtersFromParams,
  hasFilters,
  paramsFromFilters,
  withFilter,
  type TEventsFilters,
} from '../lib/events-filters';

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      data-testid="events-empty"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
    >
      <TimelineRounded sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1, fontWeight: 600 }}>
        {filtered ? t('teamEvents.emptyFiltered') : t('teamEvents.empty')}
      </Typography>
      {filtered ? (
        <Button onClick={onClear} sx={{ mt: 1 }}>
          {t('teamEvents.filters.clear')}
        </Button>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('teamEvents.emptyText')}
        </Typography>
      )}
    </Card>
  );
}

function LoadingRows({ compact }: { compact: boolean }) {
  return (
    <Stack spacing={1} data-testid="events-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={compact ? 72 : 44} />
      ))}
    </Stack>
  );
}

/** /teams/{teamId}/events: every accepted event of the team's matches, filtered from the URL. */
export function TeamEventsPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const compact = !useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { teamId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const events = useTeamEventsQuery(teamId, filters);
  const team = useTeamQuery(teamId);
  const players = useTeamPlayersQuery(teamId);
  const matches = useTeamMatchesQuery(teamId);
  const competitions = useTeamCompetitionsQuery(teamId);

  const go = (next: TEventsFilters) => setParams(paramsFromFilters(next));
  const clear = () => go({ page: 1, pageSize: filters.pageSize });
  const data = useDeferredValue(events.data);
  const playedMatches = (matches.data ?? []).filter((m) => m.status !== 'scheduled');

  return (
    <Box data-testid="team-events-page">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          gap: { xs: 0, sm: 2 },
        }}
      >
        <PageHeader title={t('pages.events.title')} subtitle={t('teamEvents.subtitle')} />
        <Box sx={{ mb: { xs: 2, sm: 0 } }}>
          <ExportEventsButton
            teamId={teamId}
            teamName={team.data?.name ?? ''}
            filters={filters}
            disabled={!data || data.total === 0}
          />
        </Box>
      </Stack>
      <EventsFilters
        filters={filters}
        onChange={(field, value) => go(withFilter(filters, field, value))}
        onClear={clear}
        players={players.data ?? []}
        matches={playedMatches}
        competitions={competitions.data ?? []}
      />
      {events.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void events.refetch()}>
              {t('teamEvents.retry')}
            </Button>
          }
        >
          {t('teamEvents.loadError')}
        </Alert>
      ) : !data ? (
        <LoadingRows compact={compact} />
      ) : data.items.length === 0 && data.total === 0 ? (
        <EmptyState filtered={hasFilters(filters)} onClear={clear} />
      ) : (
        <Box sx={{ opacity: events.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1 }}
            data-testid="events-total"
          >
            {t('teamEvents.total', { count: data.total })}
          </Typography>
          <EventsList teamId={teamId} rows={data.items} players={data.players} compact={compact} />
          <TablePagination
            component="div"
            count={data.total}
            page={Math.max(0, filters.page - 1)}
            rowsPerPage={filters.pageSize}
            rowsPerPageOptions={[...EVENTS_PAGE_SIZES]}
            onPageChange={(_, page) => go({ ...filters, page: page + 1 })}
            onRowsPerPageChange={(e) =>
              go({ ...filters, page: 1, pageSize: Number(e.target.value) })
            }
            labelRowsPerPage={t('teamEvents.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) =>
              t('teamEvents.displayedRows', { from, to, count })
            }
            getItemAriaLabel={(type) =>
              t(type === 'next' ? 'teamEvents.nextPage' : 'teamEvents.previousPage')
            }
            data-testid="events-pagination"
          />
        </Box>
      )}
    </Box>
  );
}

export default TeamEventsPage;
