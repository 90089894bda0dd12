import { shootoutMoment } from '@futsal/shared/futsal/shootout';
import { validateEvent } from '@futsal/shared/futsal/validate';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMountStages } from '../../../lib/use-mount-stages';
import { type TSquadPlayer, indexSquad, rulesConfig } from '../../matches';
import { useLiveMatch, type TEventInput } from '../lib/use-live-match';
import { ActionBar } from './ActionBar';
import { BenchPanel } from './BenchPanel';
import { DenseContext, useBenchMode } from './bench-mode';
import { ConfirmDialog } from './ConfirmDialog';
import { ConsoleSection } from './ConsoleSection';
import { CourtPanel } from './CourtPanel';
import { FoulPanel } from './FoulPanel';
import { GoalSheet } from './GoalSheet';
import { LawsBanners } from './LawsBanners';
import { LiveTimeline } from './LiveTimeline';
import { ManDownBanner } from './ManDownBanner';
import { MomentBanners } from './MomentBanners';
import { RivalActionBar } from './RivalActionBar';
import { RotationBoard } from './RotationBoard';
import { Scoreboard } from './Scoreboard';
import { ShootoutPanel } from './ShootoutPanel';
import { TimeoutBanner } from './TimeoutBanner';
import { useMoments } from './use-moments';
import { usePlayerPicker } from './use-player-picker';

/** The id of a candidate event asked about, never logged. */
const PROBE_ID = '00000000-0000-4000-8000-00000000feed';

export interface LiveConsoleProps {
  match: TMatch;
  squad: readonly TSquadPlayer[];
  serverEvents: readonly TMatchEvent[];
  teamName?: string;
}

/** One column of the bench-mode grid; on phones its panels join the single column. */
function Column({ children }: { children: ReactNode }) {
  'use memo';
  return (
    <Stack
      spacing={{ xs: 0, md: 1 }}
      sx={{ display: { xs: 'contents', md: 'flex' }, minHeight: 0, minWidth: 0 }}
    >
      {children}
    </Stack>
  );
}

/** The commit (useMountStages) from which each part of the console is mounted; the score is at 0. */
const STAGE = { court: 1, actions: 2, bench: 3, rival: 4, log: 5 } as const;

/**
 * The bench console: one or two taps per event, the futsal rules kept by the shared engine.
 * Memoised: the match page re-renders for what the console does not show (the offline queue, the
 * team's other matches, the lineup form), and the whole console is long to render on a phone.
 */
export const LiveConsole = memo(function LiveConsole({
  match,
  squad,
  serverEvents,
  teamName,
}: LiveConsoleProps) {
  'use memo';
  const { t } = useTranslation();
  const live = useLiveMatch(match, squad, serverEvents);
  const { state, record } = live;
  const players = useMemo(() => indexSquad(squad), [squad]);
  const config = useMemo(() => rulesConfig(match, squad), [match, squad]);
  const picker = usePlayerPicker(record, state.onCourt);
  const { benchMode, toggleBenchMode } = useBenchMode();
  const { moments, dismiss } = useMoments(state);
  const [confirm, setConfirm] = useState<'end' | 'undo' | null>(null);
  // The console mounts in six commits: the score, the court, our actions, then what a phone
  // shows below its first screen, the bench, the rival's actions with the fouls, and the log.
  // In one commit it was the longest task of the page's load on a phone; with the screen below
  // the first in one commit, that commit was still the longest (decision 0097).
  // Until the last, the console keeps a screen's height, so the footer is not pushed down at
  // each stage.
  const stage = useMountStages(STAGE.log);
  const rest = stage >= STAGE.log;
  const us = teamName || t('live.us');

  // An abandoned match takes no more events (Law 3): the console stops offering them.
  const playable = state.running && !state.abandoned;
  const cautioned = new Set(
    Object.entries(state.players)
      .filter(([, s]) => s.yellowCards > 0)
      .map(([id]) => id),
  );

  /** Whether the engine would take this event now: the console offers only what it allows. */
  const allows = (input: TEventInput) => {
    if (!playable || !state.period) return false;
    const sec = live.liveSec;
    const probe = {
      ...input,
      id: PROBE_ID,
      period: state.period,
      minute: Math.floor(sec / 60),
      second: sec % 60,
    } as TMatchEvent;
    return validateEvent(config, live.log, probe).ok;
  };
  const canEnter =
    picker.selectedWhere === 'bench' &&
    picker.selected !== null &&
    allows({ type: 'substitution', playerInId: picker.selected });

  /**
   * Law 7: a time-out stops the match clock; its minute runs on the wall clock (TimeoutBanner).
   * The engine stops the log's stopwatch itself; only a period begun without one (an older log)
   * keeps this device's own, which the console stops.
   */
  const timeout = (input: TEventInput) => {
    const event = record(input);
    if (event && live.clock.running && !state.stopwatch) live.toggleClock();
    picker.clear();
  };
  const undo = () => {
    live.undo();
    picker.clear();
  };

  const shootout = state.shootout.available && (
    <ShootoutPanel
      shootout={state.shootout}
      kickers={[...state.onCourt, ...state.bench]}
      players={players}
      teamName={us}
      opponent={match.opponent}
      onKick={(side, outcome, playerId) => {
        const at = shootoutMoment(config);
        const when = { period: at.period, clockSec: at.minute * 60 + at.second };
        if (side === 'rival') record({ type: 'rival_shootout_kick', outcome }, when);
        else if (playerId) record({ type: 'shootout_kick', playerId, outcome }, when);
      }}
    />
  );

  const court = (
    <CourtPanel
      onCourt={state.onCourt}
      players={players}
      cautioned={cautioned}
      picker={picker}
      playable={playable}
    />
  );
  const bench = (
    <BenchPanel
      bench={state.bench}
      expelled={state.expelled}
      players={players}
      cautioned={cautioned}
      picker={picker}
      playable={playable}
      canEnter={canEnter}
    />
  );
  const rotations = <RotationBoard state={state} players={players} teamId={match.teamId} />;
  const actions = (
    <ActionBar
      state={state}
      picker={picker}
      playable={playable}
      record={record}
      onTimeout={() => timeout({ type: 'timeout' })}
    />
  );
  const rival = (
    <RivalActionBar
      state={state}
      opponent={match.opponent}
      playable={playable}
      record={record}
      onTimeout={() => timeout({ type: 'rival_timeout' })}
      ownGoalPicked={picker.pick === 'ownGoal'}
      onOwnGoal={() => picker.onAction('ownGoal')}
      players={players}
      onOwnGoalBy={picker.onTapPlayer}
    />
  );
  const fouls = (
    <FoulPanel
      state={state}
      teamName={us}
      opponent={match.opponent}
      playable={playable}
      onIndirectFoul={(side) => {
        if (side === 'rival') record({ type: 'rival_foul', accumulated: false });
        else {
          record({ type: 'foul', accumulated: false, ...picker.courtSelection });
          picker.clear();
        }
      }}
    />
  );
  const timeline = (
    <ConsoleSection order={6} grow testid="timeline-panel" title={t('live.timeline')}>
      <LiveTimeline state={state} log={live.log} players={players} limit={benchMode ? 40 : 12} />
    </ConsoleSection>
  );

  const banners = (
    <>
      {state.finished && !state.shootout.available && (
        <Alert
          severity="success"
          data-testid="match-finished"
          sx={{ py: benchMode ? 0 : undefined }}
        >
          {t('live.finishedText')}
        </Alert>
      )}
      <LawsBanners
        state={state}
        players={players}
        liveSec={live.liveSec}
        teamName={us}
        opponent={match.opponent}
      />
      <TimeoutBanner
        state={state}
        log={live.log}
        clockRunning={live.clock.running}
        teamName={us}
        opponent={match.opponent}
        onResume={() => {
          if (!live.clock.running) live.toggleClock();
        }}
      />
      <MomentBanners
        moments={moments}
        teamName={us}
        opponent={match.opponent}
        onDismiss={dismiss}
      />
      {live.timeUp && !state.abandoned && <Alert severity="info">{t('live.timeUp')}</Alert>}
      <ManDownBanner state={state} liveSec={live.liveSec} />
    </>
  );

  return (
    <DenseContext.Provider value={benchMode}>
      <Box
        data-testid="live-console"
        data-bench-mode={benchMode ? 'true' : 'false'}
        sx={
          benchMode
            ? (theme) => ({
                position: 'fixed',
                inset: 0,
                // Above the app's top bar and menu, below dialogs and notices.
                zIndex: theme.zIndex.drawer + 1,
                bgcolor: 'background.default',
                overflowY: 'auto',
                p: 1,
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
              })
            : {
                display: 'grid',
                gap: 2,
                alignContent: 'start',
                minHeight: rest ? undefined : '100vh',
              }
        }
      >
        <Box sx={benchMode ? { flexShrink: 0 } : undefined}>
          <Scoreboard
            live={live}
            teamName={us}
            opponent={match.opponent}
            playable={playable}
            compact={benchMode}
            benchMode={benchMode}
            onToggleBenchMode={toggleBenchMode}
            onEndPeriod={() => setConfirm('end')}
            onUndo={() => (live.lastEvent?.type === 'period_end' ? setConfirm('undo') : undo())}
          />
        </Box>

        {benchMode ? (
          <>
            <Stack spacing={0.5} sx={{ flexShrink: 0 }} data-testid="console-banners">
              {banners}
            </Stack>
            <Box
              sx={{
                // Phones scroll the whole console; from md up the grid takes the height left.
                flex: { xs: 'none', md: 1 },
                minHeight: { md: 0 },
                display: 'grid',
                gap: 1,
                gridTemplateColumns: {
                  xs: 'minmax(0,1fr)',
                  md: shootout
                    ? 'minmax(0,2.1fr) minmax(0,0.9fr)'
                    : 'minmax(0,1.1fr) minmax(0,1fr) minmax(0,0.9fr)',
                },
              }}
            >
              {shootout ? (
                // The shoot-out is the whole of play now: its kickers replace court, bench and actions.
                <Box sx={{ minHeight: 0, overflowY: { md: 'auto' } }} data-testid="shootout-screen">
                  {shootout}
                </Box>
              ) : (
                <>
                  <Column>
                    {stage >= STAGE.court && court}
                    {stage >= STAGE.bench && bench}
                    {stage >= STAGE.bench && rotations}
                  </Column>
                  <Column>
                    {stage >= STAGE.actions && actions}
                    {stage >= STAGE.rival && rival}
                  </Column>
                </>
              )}
              {stage >= STAGE.rival && (
                <Column>
                  {fouls}
                  {rest && timeline}
                </Column>
              )}
            </Box>
          </>
        ) : (
          <>
            {banners}
            {shootout}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'minmax(0,1.15fr) minmax(0,1fr)' },
                alignItems: 'start',
              }}
            >
              <Stack spacing={{ xs: 0, md: 2 }} sx={{ display: { xs: 'contents', md: 'flex' } }}>
                {stage >= STAGE.court && court}
                {stage >= STAGE.bench && bench}
                {stage >= STAGE.bench && rotations}
              </Stack>
              <Stack spacing={{ xs: 0, md: 2 }} sx={{ display: { xs: 'contents', md: 'flex' } }}>
                {stage >= STAGE.actions && actions}
                {stage >= STAGE.rival && (
                  <>
                    {rival}
                    {fouls}
                  </>
                )}
                {rest && timeline}
              </Stack>
            </Box>
          </>
        )}

        <GoalSheet
          goal={picker.sheetGoal}
          players={players}
          assistants={state.onCourt.filter((id) => id !== picker.sheetGoal?.playerId)}
          onClose={picker.closeSheet}
          onSave={(goal, details) => {
            live.amendGoal(goal, details);
            picker.closeSheet();
          }}
        />
        <ConfirmDialog
          open={confirm === 'end'}
          title={t('live.confirm.endTitle', {
            period: t(`matches.periods.${state.period ?? 'first'}`),
          })}
          text={t('live.confirm.endText')}
          confirm={t('live.confirm.endYes')}
          onConfirm={live.endPeriod}
          onClose={() => setConfirm(null)}
        />
        <ConfirmDialog
          open={confirm === 'undo'}
          title={t('live.confirm.undoEndTitle')}
          text={t(state.finished ? 'live.confirm.undoFinalText' : 'live.confirm.undoEndText')}
          confirm={t('live.confirm.undoEndYes')}
          onConfirm={undo}
          onClose={() => setConfirm(null)}
        />
      </Box>
    </DenseContext.Provider>
  );
});
