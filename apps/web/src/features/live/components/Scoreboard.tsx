import FullscreenExitRounded from '@mui/icons-material/FullscreenExitRounded';
import FullscreenRounded from '@mui/icons-material/FullscreenRounded';
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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLiveMatch } from '../lib/use-live-match';
import { ClockCorrection } from './ClockCorrection';
import { FoulCount, foulFigures } from './FoulCount';
import { SyncBadge } from './SyncBadge';

/** What the chip above the clock says: the period, or why none is running. */
export function usePeriodLabel(live: TLiveMatch): string {
  'use memo';
  const { t } = useTranslation();
  const { state } = live;
  if (state.abandoned) return t('laws.abandoned.chip');
  if (state.shootout.available && !state.shootout.decided) return t('laws.shootout.title');
  if (state.finished) return t('live.finished');
  if (state.period) return t(`matches.periods.${state.period}`);
  return t('live.notStarted');
}

function TeamScore({
  name,
  score,
  testid,
  fouls,
}: {
  name: string;
  score: number;
  testid: string;
  /** The team's accumulated fouls in the period. */
  fouls: ReactNode;
}) {
  'use memo';
  return (
    <Box sx={{ textAlign: 'center', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" noWrap>
        {name}
      </Typography>
      <Typography
        data-testid={testid}
        sx={{
          fontSize: { xs: '2rem', md: '2.5rem' },
          fontWeight: 700,
          lineHeight: 1,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {score}
      </Typography>
      {fouls}
    </Box>
  );
}

/**
 * Score, period and clock, with the clock and period controls, sync state,
 * undo and the bench-mode switch, and each team's fouls under its score, in one band.
 */
export function Scoreboard({
  live,
  teamName,
  opponent,
  playable,
  benchMode,
  onToggleBenchMode,
  onEndPeriod,
  onUndo,
}: {
  live: TLiveMatch;
  teamName: string;
  opponent: string;
  /** A period runs and the match is not abandoned. */
  playable: boolean;
  benchMode: boolean;
  onToggleBenchMode: () => void;
  onEndPeriod: () => void;
  onUndo: () => void;
}) {
  'use memo';
  const { t } = useTranslation();
  const { state } = live;
  const periodLabel = usePeriodLabel(live);
  const big = benchMode ? 48 : 44;
  // Read into values: an element built from the whole state would be new at every clock second.
  const usFouls = foulFigures(state, 'us');
  const rivalFouls = foulFigures(state, 'rival');

  const clock = (
    <Box sx={{ textAlign: 'center' }}>
      <Chip
        size="small"
        label={periodLabel}
        data-testid="period-label"
        color={state.abandoned ? 'error' : state.running ? 'success' : 'default'}
        sx={{ mb: 0.25, height: 22 }}
      />
      <Typography
        data-testid="clock-display"
        data-running={live.clock.running ? 'true' : 'false'}
        sx={{
          fontSize: { xs: '2rem', md: '2.5rem' },
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
  );

  const periodControls = (
    <>
      {playable && (
        <Button
          data-testid="clock-toggle"
          variant="contained"
          color={live.clock.running ? 'warning' : 'success'}
          startIcon={live.clock.running ? <PauseRounded /> : <PlayArrowRounded />}
          onClick={live.toggleClock}
          sx={{ minHeight: big, minWidth: 116, whiteSpace: 'nowrap' }}
        >
          {live.clock.running ? t('live.clock.pause') : t('live.clock.resume')}
        </Button>
      )}
      {playable && (
        <ClockCorrection display={state.clock.display} correctClock={live.correctClock} />
      )}
      {playable && (
        <Button
          data-testid="period-end"
          variant="outlined"
          color="error"
          startIcon={<StopRounded />}
          onClick={onEndPeriod}
          sx={{ minHeight: big, whiteSpace: 'nowrap' }}
        >
          {t('live.period.end', { period: t(`matches.periods.${state.period ?? 'first'}`) })}
        </Button>
      )}
      {live.nextPeriod && (
        <Button
          data-testid="period-start"
          variant="contained"
          startIcon={<PlayArrowRounded />}
          onClick={live.startPeriod}
          sx={{ minHeight: big, whiteSpace: 'nowrap' }}
        >
          {t('live.period.start', { period: t(`matches.periods.${live.nextPeriod}`) })}
        </Button>
      )}
    </>
  );

  const utilities = (
    <>
      <SyncBadge
        online={live.sender.online}
        pending={live.sender.pending}
        status={live.sender.status}
        stream={live.stream}
      />
      <Button
        data-testid="action-undo"
        size="small"
        startIcon={<UndoRounded />}
        disabled={!live.lastEvent}
        onClick={onUndo}
        sx={{ minHeight: 40, minWidth: 0 }}
      >
        {live.lastEvent
          ? t('live.undoWhat', { what: t(`matches.eventTypes.${live.lastEvent.type}`) })
          : t('live.undo')}
      </Button>
      <Button
        data-testid="bench-mode-toggle"
        size="small"
        variant={benchMode ? 'outlined' : 'text'}
        aria-pressed={benchMode}
        aria-label={benchMode ? t('live.benchMode.exit') : t('live.benchMode.enter')}
        startIcon={benchMode ? <FullscreenExitRounded /> : <FullscreenRounded />}
        onClick={onToggleBenchMode}
        sx={{
          minHeight: 40,
          minWidth: 40,
          '& .MuiButton-startIcon': { margin: { xs: 0, sm: '0 8px 0 -2px' } },
        }}
      >
        {/* On a phone the icon is enough; the name stays for screen readers. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {benchMode ? t('live.benchMode.exit') : t('live.benchMode.enter')}
        </Box>
      </Button>
    </>
  );

  // Score, clock and fouls on one line; the controls beside them when the console is wide
  // (container query: the app's side menu narrows it in normal mode), below them when not.
  const wide = '@container console (min-width: 700px)';
  return (
    <Paper
      variant="outlined"
      data-testid="scoreboard"
      sx={(theme) => ({
        p: 1,
        borderRadius: 2,
        backgroundImage: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.1)}, ${alpha(theme.palette.secondary.main, 0.08)})`,
      })}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0,1fr) auto minmax(0,1fr)',
          alignItems: 'center',
          columnGap: 1,
          rowGap: 0.5,
          [wide]: { gridTemplateColumns: 'minmax(0,1fr) auto minmax(0,1fr) auto' },
        }}
      >
        <TeamScore
          name={teamName}
          score={state.score.us}
          testid="score-us"
          fouls={
            <FoulCount
              side="us"
              count={usFouls.count}
              warning={usFouls.warning}
              tenMetre={usFouls.tenMetre}
            />
          }
        />
        {clock}
        <TeamScore
          name={opponent}
          score={state.score.rival}
          testid="score-rival"
          fouls={
            <FoulCount
              side="rival"
              count={rivalFouls.count}
              warning={rivalFouls.warning}
              tenMetre={rivalFouls.tenMetre}
            />
          }
        />
        <Stack
          spacing={0.5}
          sx={{ gridColumn: '1 / -1', alignItems: 'stretch', [wide]: { gridColumn: 'auto' } }}
        >
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }}>
            {periodControls}
          </Stack>
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ justifyContent: 'space-between', alignItems: 'center', minWidth: 0 }}
          >
            {utilities}
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
