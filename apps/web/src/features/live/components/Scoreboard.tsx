import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import UndoRounded from '@mui/icons-material/UndoRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TLiveMatch } from '../lib/use-live-match';
import { SyncBadge } from './SyncBadge';

/** What the chip above the clock says: the period, or why none is running. */
export function usePeriodLabel(live: TLiveMatch): string {
  const { t } = useTranslation();
  const { state } = live;
  if (state.abandoned) return t('laws.abandoned.chip');
  if (state.shootout.available && !state.shootout.decided) return t('laws.shootout.title');
  if (state.finished) return t('live.finished');
  if (state.period) return t(`matches.periods.${state.period}`);
  return t('live.notStarted');
}

/** Score, period and clock, with the clock and period controls, sync state and undo. */
export function Scoreboard({
  live,
  teamName,
  opponent,
  playable,
  onUndo,
}: {
  live: TLiveMatch;
  teamName: string;
  opponent: string;
  /** A period runs and the match is not abandoned. */
  playable: boolean;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  const { state } = live;
  const periodLabel = usePeriodLabel(live);
  return (
    <Paper
      variant="outlined"
      sx={(theme) => ({
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        backgroundImage: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.1)}, ${alpha(theme.palette.secondary.main, 0.08)})`,
      })}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr auto 1fr', sm: '1fr auto 1fr' },
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
        }}
      >
        <Box sx={{ textAlign: 'center', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {teamName}
          </Typography>
          <Typography
            data-testid="score-us"
            sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem' }, fontWeight: 700, lineHeight: 1 }}
          >
            {state.score.us}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'center' }}>
          <Chip
            size="small"
            label={periodLabel}
            data-testid="period-label"
            color={state.abandoned ? 'error' : state.running ? 'success' : 'default'}
            sx={{ mb: 0.5 }}
          />
          <Typography
            data-testid="clock-display"
            data-running={live.clock.running ? 'true' : 'false'}
            sx={{
              fontSize: { xs: '2.5rem', sm: '3.5rem' },
              fontWeight: 700,
              lineHeight: 1,
              fontVariantNumeric: 'tabular-nums',
              color: live.timeUp
                ? 'error.main'
                : live.clock.running
                  ? 'text.primary'
                  : 'text.secondary',
            }}
          >
            {state.clock.display}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'center', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {opponent}
          </Typography>
          <Typography
            data-testid="score-rival"
            sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem' }, fontWeight: 700, lineHeight: 1 }}
          >
            {state.score.rival}
          </Typography>
        </Box>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1.5, justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        {playable && (
          <Button
            data-testid="clock-toggle"
            variant="contained"
            color={live.clock.running ? 'warning' : 'success'}
            size="large"
            startIcon={live.clock.running ? <PauseRounded /> : <PlayArrowRounded />}
            onClick={live.toggleClock}
            sx={{ minHeight: 52, minWidth: 140 }}
          >
            {live.clock.running ? t('live.clock.pause') : t('live.clock.resume')}
          </Button>
        )}
        {playable && (
          <Button
            data-testid="period-end"
            variant="outlined"
            color="error"
            size="large"
            startIcon={<StopRounded />}
            onClick={live.endPeriod}
            sx={{ minHeight: 52 }}
          >
            {t('live.period.end', { period: t(`matches.periods.${state.period ?? 'first'}`) })}
          </Button>
        )}
        {live.nextPeriod && (
          <Button
            data-testid="period-start"
            variant="contained"
            size="large"
            startIcon={<PlayArrowRounded />}
            onClick={live.startPeriod}
            sx={{ minHeight: 52 }}
          >
            {t('live.period.start', { period: t(`matches.periods.${live.nextPeriod}`) })}
          </Button>
        )}
      </Stack>
      <Stack
        direction="row"
        sx={{
          mt: 1.5,
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <SyncBadge
          online={live.sender.online}
          pending={live.sender.pending}
          status={live.sender.status}
        />
        <Button
          data-testid="action-undo"
          size="small"
          startIcon={<UndoRounded />}
          disabled={!live.lastEvent}
          onClick={onUndo}
          sx={{ minHeight: 40 }}
        >
          {live.lastEvent
            ? t('live.undoWhat', { what: t(`matches.eventTypes.${live.lastEvent.type}`) })
            : t('live.undo')}
        </Button>
      </Stack>
    </Paper>
  );
}
