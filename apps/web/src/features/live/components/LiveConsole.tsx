import { shootoutMoment } from '@futsal/shared/futsal/shootout';
import { validateEvent } from '@futsal/shared/futsal/validate';
import type { TMatchState, TSide } from '@futsal/shared/futsal/types';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TMatchEvent, TMatchEventOf } from '@futsal/shared/schemas/match-events';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEventCallback } from '@mui/material/utils';
import { memo, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMountStages } from '../../../lib/use-mount-stages';
import { useWakeLock } from '../../../lib/use-wake-lock';
import { type TSquadPlayer, indexSquad } from '../../matches';
import { useLiveMatch, type TEventInput } from '../lib/use-live-match';
import { ActionBar } from './ActionBar';
import { BenchPanel } from './BenchPanel';
import { DenseContext, useBenchMode } from './bench-mode';
import { ConfirmDialog } from './ConfirmDialog';
import { ConsoleSection } from './ConsoleSection';
import { CourtPanel } from './CourtPanel';
import { FoulPanel } from './FoulPanel';
import { GoalSheet } from './GoalSheet';
import { AccessLost } from './AccessLost';
import { LiveTimeline } from './LiveTimeline';
import { RivalActionBar } from './RivalActionBar';
import { RotationBoard } from './RotationBoard';
import { Scoreboard } from './Scoreboard';
import { ShootoutPanel } from './ShootoutPanel';
import { StatusLine, StatusStrip } from './StatusStrip';
import { TimeoutBanner } from './TimeoutBanner';
import { useMomentBuzz } from './use-moments';
import { useSelected } from '../lib/selection-store';
import { usePlayerPicker } from './use-player-picker';
import { RivalShotActions, useShotPlacing } from './shot-placing';

/** The id of a candidate event asked about, never logged. */
const PROBE_ID = '00000000-0000-4000-8000-00000000feed';

export interface LiveConsoleProps {
  match: TMatch;
  squad: readonly TSquadPlayer[];
  serverEvents: readonly TMatchEvent[];
  teamName?: string;
}

/** Our players on court when `goal` was scored, its scorer aside: who may have assisted. */
function onCourtAt(state: TMatchState, goal: TMatchEventOf<'goal'>): string[] {
  const at = goal.minute * 60 + goal.second;
  return Object.entries(state.courtIntervals)
    .filter(
      ([id, spans]) =>
        id !== goal.playerId &&
        spans.some((s) => s.fromSec <= at && (s.toSec === null || s.toSec >= at)),
    )
    .map(([id]) => id);
}

/** The commit (useMountStages) from which each part of the console is mounted; the score is at 0. */
/** From this console width, two columns (a container query: the side menu narrows it). */
const WIDE_CONSOLE = '@container console (min-width: 700px)';

const STAGE = { court: 1, actions: 2, bench: 3, rival: 4, log: 5 } as const;

/** The columns' and places' looks (LiveConsole's `column` and `place`), static. */
const LAYOUT_SX = {
  '& .lc-column': { display: 'contents' },
  '& .lc-place': {
    order: 'var(--lc-order)',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
  },
  [WIDE_CONSOLE]: {
    '& .lc-column': { display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0, minWidth: 0 },
    '& .lc-place': { order: 0 },
    '& .lc-place[data-grow]': { flex: 1, minHeight: 0 },
  },
} as const;

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
  // The screen stays on from kick-off to the final whistle (decision 0135).
  useWakeLock(Boolean(state.period) && !state.finished && !state.abandoned);
  const players = useMemo(() => indexSquad(squad), [squad]);
  const { config } = live;
  const placing = useShotPlacing(record, live.log);
  const picker = usePlayerPicker(record, state.onCourt, placing.afterShot);
  // The picker's handlers keep their identity across selections (use-player-picker): taken out of
  // it, the closures below do too, and a tap on a player redraws neither the score nor the fouls.
  const { clear: clearPick, onAction: pickAction } = picker;
  const { benchMode, toggleBenchMode } = useBenchMode();
  useMomentBuzz(state);
  const [confirm, setConfirm] = useState<'end' | 'undo' | null>(null);
  // A goal of ours opened from the timeline, to add or change its details.
  const [editing, setEditing] = useState<TMatchEventOf<'goal'> | null>(null);
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
  // By the ids, not the players' lines: those move each second (seconds played), and a new set
  // would redraw the court and the bench with them.
  const cautionedIds = Object.entries(state.players)
    .filter(([, s]) => s.yellowCards > 0)
    .map(([id]) => id)
    .join(',');
  const cautioned = useMemo(
    () => new Set(cautionedIds ? cautionedIds.split(',') : []),
    [cautionedIds],
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
  // The console reads the pending tap only for a substitute: whether they may come on with no one
  // going off is the engine's answer, at this second (a man-down's end lets one back).
  const selectedSub = useSelected(picker.store, (s) =>
    s.selected !== null && !state.onCourt.includes(s.selected) ? s.selected : null,
  );
  const canEnter =
    selectedSub !== null && allows({ type: 'substitution', playerInId: selectedSub });

  /**
   * Law 7: a time-out stops the match clock; its minute runs on the wall clock (TimeoutBanner).
   * The engine stops the log's stopwatch itself; only a period begun without one (an older log)
   * keeps this device's own, which the console stops.
   */
  const timeout = (input: TEventInput) => {
    const event = record(input);
    if (event && live.clock.running && !state.stopwatch) live.toggleClock();
    clearPick();
  };
  // The handlers the panels hold keep their identity (MUI's useEventCallback): built from the
  // live match, which a clock second renews, they would redraw every panel holding one each second.
  const ourTimeout = useEventCallback(() => timeout({ type: 'timeout' }));
  const rivalTimeout = useEventCallback(() => timeout({ type: 'rival_timeout' }));
  const undo = useEventCallback(() => {
    live.undo();
    clearPick();
  });
  const askUndo = useEventCallback(() =>
    live.lastEvent?.type === 'period_end' ? setConfirm('undo') : undo(),
  );
  const resume = useEventCallback(() => {
    if (!live.clock.running) live.toggleClock();
  });
  const indirectFoul = useEventCallback((side: TSide) => {
    if (side === 'rival') record({ type: 'rival_foul', accumulated: false });
    else {
      record({ type: 'foul', accumulated: false, ...picker.courtSelection() });
      clearPick();
    }
  });

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
      flyingGoalkeeper={state.flyingGoalkeeper}
      timeoutsLeft={state.timeouts.left}
      picker={picker}
      playable={playable}
      record={record}
      onTimeout={ourTimeout}
    />
  );
  const rival = (
    <RivalActionBar
      timeoutsLeft={state.timeouts.left}
      opponent={match.opponent}
      playable={playable}
      record={record}
      onTimeout={rivalTimeout}
      selection={picker.store}
      onOwnGoal={() => pickAction('ownGoal')}
    >
      {/* A phone in normal mode (the coach's choice; bench mode is the touch default) keeps
          its taps on one screen without them (decision 0130). */}
      <Box
        sx={
          benchMode
            ? { display: 'contents' }
            : { display: 'none', [WIDE_CONSOLE]: { display: 'contents' } }
        }
      >
        <RivalShotActions
          rivalFlying={state.rivalFlyingGoalkeeper.active}
          playable={playable}
          record={record}
          afterShot={placing.afterShot}
        />
      </Box>
    </RivalActionBar>
  );
  const fouls = (
    <FoulPanel
      timeoutsLeft={state.timeouts.left}
      playable={playable}
      onIndirectFoul={indirectFoul}
    />
  );
  const timeline = (
    <ConsoleSection grow testid="timeline-panel" title={t('live.timeline')}>
      <LiveTimeline
        matchId={match.id}
        timeline={state.timeline}
        expelled={state.expelled}
        log={live.log}
        players={players}
        limit={benchMode ? 40 : 12}
        onEditGoal={playable || state.finished ? setEditing : undefined}
        onPlace={placing.openById}
      />
    </ConsoleSection>
  );

  const strip = (
    <StatusStrip
      state={state}
      liveSec={live.liveSec}
      players={players}
      teamName={us}
      opponent={match.opponent}
      extra={
        <>
          <TimeoutBanner
            state={state}
            log={live.log}
            clockRunning={live.clock.running}
            teamName={us}
            opponent={match.opponent}
            onResume={resume}
          />
          {state.finished && !state.shootout.available && (
            <StatusLine severity="success" testid="match-finished">
              {t('live.finishedText')}
            </StatusLine>
          )}
          {live.timeUp && !state.abandoned && (
            <StatusLine severity="info" testid="time-up">
              {t('live.timeUp')}
            </StatusLine>
          )}
        </>
      }
    />
  );

  // The rotation board (issue 37) beside the bench: a compact panel, folded on demand, whose
  // height the one-screen rule counts (decision 0130).
  const wide = WIDE_CONSOLE;
  const rotation =
    stage >= STAGE.bench ? (
      // A phone in normal mode has no room for it under the bench (decision 0130): bench mode
      // and wider consoles show it.
      <Box sx={benchMode ? undefined : { display: 'none', [wide]: { display: 'block' } }}>
        {rotations}
      </Box>
    ) : null;

  // Every tap of play on one screen (decision 0130). On a phone one column, in tap order: court,
  // actions, bench, then the fouls' extras and the log. From 700 px of console width (a container
  // query: the app's side menu narrows it in normal mode) two columns, the players on the left
  // and the actions on the right; on a phone the columns are `display: contents`, their panels
  // placed by `order`. Plain elements styled once by the console (LAYOUT_SX): they redraw with
  // the panels they hold, at every clock second for the rotation board's (decision 0183).
  const column = (testid: string, children: ReactNode) => (
    <div className="lc-column" data-testid={testid}>
      {children}
    </div>
  );
  const place = (order: number, node: ReactNode, grow = false) =>
    node ? (
      <div
        className="lc-place"
        data-grow={grow ? 'true' : undefined}
        style={{ '--lc-order': order } as CSSProperties}
      >
        {node}
      </div>
    ) : null;

  const actionsPanel = (
    <Paper
      variant="outlined"
      data-testid="actions-panel"
      sx={{
        p: 1,
        pt: 0.25,
        borderRadius: 2,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'minmax(0,3fr) minmax(0,2fr)',
      }}
    >
      {actions}
      {stage >= STAGE.rival && rival}
    </Paper>
  );

  return (
    <DenseContext.Provider value={benchMode}>
      <Box
        data-testid="live-console"
        data-bench-mode={benchMode ? 'true' : 'false'}
        sx={(theme) => ({
          ...LAYOUT_SX,
          containerType: 'inline-size',
          containerName: 'console',
          display: 'flex',
          flexDirection: 'column',
          // Half the gap on a phone: the rival's shot buttons (issue 38) took the bench's last row.
          gap: { xs: 0.5, sm: 1 },
          ...(benchMode
            ? {
                position: 'fixed',
                inset: 0,
                // Above the app's top bar and menu, below dialogs and notices.
                zIndex: theme.zIndex.drawer + 1,
                bgcolor: 'background.default',
                overflowY: 'auto',
                p: 1,
              }
            : { minHeight: rest ? undefined : '100vh' }),
        })}
      >
        <Scoreboard
          live={live}
          teamName={us}
          opponent={match.opponent}
          playable={playable}
          benchMode={benchMode}
          onToggleBenchMode={toggleBenchMode}
          onEndPeriod={() => setConfirm('end')}
          onUndo={askUndo}
        />
        {live.stream === 'closed' && <AccessLost floating />}
        {strip}
        <Box
          data-testid="console-play"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: { xs: 0.5, sm: 1 },
            [wide]: {
              display: 'grid',
              gridTemplateColumns: 'minmax(0,1fr) minmax(0,1fr)',
              alignItems: 'start',
              ...(benchMode ? { flex: 1, minHeight: 0, alignItems: 'stretch' } : {}),
            },
          }}
        >
          {column(
            'console-players',
            shootout ? (
              // The shoot-out is the whole of play now: its kickers replace court, bench and actions.
              place(1, <Box data-testid="shootout-screen">{shootout}</Box>)
            ) : (
              <>
                {stage >= STAGE.court && place(1, court)}
                {stage >= STAGE.bench && place(3, bench, true)}
                {place(4, rotation)}
              </>
            ),
          )}
          {column(
            'console-actions',
            <>
              {!shootout && stage >= STAGE.actions && place(2, actionsPanel)}
              {stage >= STAGE.rival && place(5, fouls)}
              {rest && place(6, timeline, true)}
            </>,
          )}
        </Box>

        {placing.dialog}
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
        <GoalSheet
          mode="edit"
          goal={editing}
          players={players}
          assistants={editing ? onCourtAt(state, editing) : []}
          onClose={() => setEditing(null)}
          onSave={(goal, details) => {
            live.amendGoal(goal, details);
            setEditing(null);
          }}
        />
        {/* One question at a time: the end of the period, or undoing its end (or the match's). */}
        <ConfirmDialog
          open={confirm !== null}
          title={
            confirm === 'undo'
              ? t('live.confirm.undoEndTitle')
              : t('live.confirm.endTitle', {
                  period: t(`matches.periods.${state.period ?? 'first'}`),
                })
          }
          text={
            confirm === 'undo'
              ? t(state.finished ? 'live.confirm.undoFinalText' : 'live.confirm.undoEndText')
              : t('live.confirm.endText')
          }
          confirm={t(confirm === 'undo' ? 'live.confirm.undoEndYes' : 'live.confirm.endYes')}
          onConfirm={confirm === 'undo' ? undo : live.endPeriod}
          onClose={() => setConfirm(null)}
        />
      </Box>
    </DenseContext.Provider>
  );
});
