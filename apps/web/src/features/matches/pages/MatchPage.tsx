import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDate } from '../../../i18n/dates';
import { errorMessage } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { ShareLiveButton } from '../../live-share';
import { LiveConsole, useQueuedEvents } from '../../live';
import { useCan, useTeamQuery } from '../../teams';
import { useMatchQuery } from '../api/get-match';
import { useMatchEventsQuery } from '../api/get-match-events';
import { useSquadQuery } from '../api/get-squad';
import { useTeamMatchesQuery } from '../api/get-team-matches';
import { LineupEditor } from '../components/LineupEditor';
import { lastLineup } from '../lib/last-lineup';
import { matchBase } from '../paths';
import { isMissingError } from '../../../app/missing/missing-resource';

const NO_EVENTS: TMatchEvent[] = [];

export function MatchPage() {
  'use memo';
  const { t } = useTranslation();
  const { teamId = '', competitionId, matchId = '' } = useParams();
  const match = useMatchQuery(matchId);
  const squad = useSquadQuery(teamId);
  const events = useMatchEventsQuery(matchId);
  const team = useTeamQuery(teamId);
  const queued = useQueuedEvents(matchId);
  const [editingLineup, setEditingLineup] = useState(false);
  // The lineup is the loggers' (match.log): other roles follow the match (decision 0181).
  const canLog = useCan(teamId, 'match.log');
  // The team's matches, for "copy the last lineup": only while a lineup is being picked.
  const picking = Boolean(match.data && (!match.data.lineup || editingLineup));
  const teamMatches = useTeamMatchesQuery(teamId, picking);
  const base = matchBase(teamId, competitionId);
  usePageTitle(
    match.data ? t('matches.vs', { opponent: match.data.opponent }) : t('pages.match.title'),
  );

  // Rendered first as the skeleton, then in a background render the browser can interrupt: the
  // data arrives through TanStack Query's store, whose updates React renders in one blocking task,
  // and the console is the heaviest page to mount (a phone froze for half a second).
  const ready = Boolean(match.data && squad.data && !(events.isPending && !events.isError));
  const shown = useDeferredValue(ready);
  // A missing match is redirected by the layout (decision 0019); other failures show here.
  if (match.isError && !isMissingError(match.error)) {
    return <Alert severity="error">{errorMessage(match.error, t, 'matches.loadError')}</Alert>;
  }
  if (!match.data || !squad.data || !ready || !shown) {
    return (
      <Stack spacing={2} data-testid="match-loading">
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  const m = match.data;
  const hasLog = (events.data?.length ?? 0) > 0 || queued.length > 0;
  const showLineup = !m.lineup || editingLineup;

  return (
    <Box data-testid="match-page">
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mb: { xs: 1, sm: 2 }, flexWrap: 'wrap', rowGap: 0 }}
      >
        <IconButton component={RouterLink} to={base} aria-label={t('matches.backToList')}>
          <ArrowBackRounded />
        </IconButton>
        {/* The title and date wrap rather than shrink to "e…" beside the buttons on a phone:
            the buttons go to the next line first (issue 37). */}
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography
            variant="h5"
            component="h1"
            sx={{ fontWeight: 600, fontSize: { xs: '1.2rem', sm: '1.5rem' }, lineHeight: 1.25 }}
          >
            {m.isHome
              ? t('matches.vs', { opponent: m.opponent })
              : t('matches.at', { opponent: m.opponent })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(m.date, 'medium')} · {dayjs(m.date).format('HH:mm')}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {' · '}
              {m.location}
            </Box>
          </Typography>
        </Box>
        {canLog && m.lineup && !editingLineup && !hasLog && (
          <Button
            startIcon={<GroupsRounded />}
            onClick={() => setEditingLineup(true)}
            data-testid="edit-lineup"
          >
            {t('matches.lineup.edit')}
          </Button>
        )}
        {/* On a phone the two links keep their icons and names (read aloud) but not the names'
            width, so the title keeps its line and the console starts higher (issue 37). */}
        <Box
          sx={{
            display: 'flex',
            '& .MuiButton-root': {
              fontSize: { xs: 0, sm: '0.875rem' },
              minWidth: 44,
              minHeight: 44,
            },
            '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
          }}
        >
          <ShareLiveButton matchId={m.id} />
          <Button
            component={RouterLink}
            to={`${base}/${m.id}/details`}
            startIcon={<InsightsRounded />}
            data-testid="view-details"
          >
            {t('matches.details')}
          </Button>
        </Box>
      </Stack>
      {events.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('live.sync.logUnavailable')}
        </Alert>
      )}
      {!m.lineup && !canLog ? (
        <Alert severity="info" data-testid="match-no-lineup">
          {t('matches.detailsPage.noLineup')}
        </Alert>
      ) : showLineup ? (
        <LineupEditor
          matchId={m.id}
          squad={squad.data}
          initial={m.lineup}
          lastLineup={teamMatches.data ? lastLineup(teamMatches.data, m) : null}
          onSaved={() => setEditingLineup(false)}
          onCancel={m.lineup ? () => setEditingLineup(false) : undefined}
        />
      ) : (
        <LiveConsole
          match={m}
          squad={squad.data}
          serverEvents={events.data ?? NO_EVENTS}
          teamName={team.data?.name}
        />
      )}
    </Box>
  );
}

export default MatchPage;
