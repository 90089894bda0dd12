import { replayMatch } from '@futsal/shared/futsal/replay';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getMatchEvents,
  indexSquad,
  matchKeys,
  rulesConfig,
  type TSquadPlayer,
} from '../../matches';
import { useMatchStream } from '../lib/use-match-stream';
import { AccessLost } from './AccessLost';
import { ConsoleSection } from './ConsoleSection';
import { LiveTimeline } from './LiveTimeline';

/**
 * The live match for a role that may read it but not log it (analyst, medical; decision 0180):
 * the score and the timeline, kept live by the match's stream, without a control that the
 * server would refuse.
 */
export function LiveWatch({
  match,
  squad,
  serverEvents,
  teamName,
}: {
  match: TMatch;
  squad: readonly TSquadPlayer[];
  serverEvents: readonly TMatchEvent[];
  teamName?: string;
}) {
  'use memo';
  const { t } = useTranslation();
  const log = useQuery({
    queryKey: matchKeys.events(match.id),
    queryFn: () => getMatchEvents(match.id),
    initialData: () => [...serverEvents],
    staleTime: 30_000,
  }).data;
  const stream = useMatchStream(match.id);
  const config = useMemo(() => rulesConfig(match, squad), [match, squad]);
  const state = useMemo(() => replayMatch(config, log), [config, log]);
  const players = useMemo(() => indexSquad(squad), [squad]);
  const us = teamName ?? t('live.us');
  return (
    <Stack spacing={1} data-testid="live-watch" data-stream={stream}>
      {stream === 'closed' && <AccessLost />}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            variant="outlined"
            icon={<VisibilityRounded />}
            label={t('liveStaff.watchOnly')}
            data-testid="live-watch-only"
          />
          <Chip
            size="small"
            variant="outlined"
            color={stream === 'live' ? 'success' : 'warning'}
            label={
              stream === 'live'
                ? t('live.sync.online')
                : stream === 'closed'
                  ? t('liveStaff.updatesStopped')
                  : t('live.sync.reconnecting')
            }
          />
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr auto 1fr',
            alignItems: 'center',
            gap: 1,
            mt: 1.5,
          }}
        >
          <Typography sx={{ fontWeight: 600, textAlign: 'right' }} noWrap>
            {match.isHome ? us : match.opponent}
          </Typography>
          <Typography
            data-testid="live-watch-score"
            sx={{ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {match.isHome
              ? `${state.score.us} – ${state.score.rival}`
              : `${state.score.rival} – ${state.score.us}`}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {match.isHome ? match.opponent : us}
          </Typography>
        </Box>
      </Paper>
      <ConsoleSection testid="timeline-panel" title={t('live.timeline')}>
        <LiveTimeline
          matchId={match.id}
          timeline={state.timeline}
          expelled={state.expelled}
          log={log}
          players={players}
          limit={40}
        />
      </ConsoleSection>
    </Stack>
  );
}
