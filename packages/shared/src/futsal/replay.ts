import { isClockEvent, MATCH_PERIODS } from '../values/match-events';
import { resolveRulesConfig } from './config';
import { quintetsAt } from './court-figures';
import { foulState } from './fouls';
import { createGame, type TGame } from './game';
import { prepareLog, type TPreparedLog } from './log';
import { courtLimit, expireManDown } from './man-down';
import { pairsAt } from './pairs';
import { participation } from './participation';
import { displayClock } from './periods';
import { rotationsAt } from './rotations';
import { shootoutState } from './shootout';
import { playAndRivalFlying } from './game-state';
import { shotFigures } from './shots';
import { stepEvent } from './step';
import { periodStopwatch, stopwatchClockSec } from './stopwatch';
import type { TClockState } from './clock';
import { summarize } from './summary';
import { timelineEntry } from './timeline';
import { timeoutsLeft } from './timeouts';
import type {
  TInterval,
  TMatchRulesConfigInput,
  TMatchEvent,
  TMatchPeriod,
  TMatchState,
  TReplayOptions,
  TTimelineEntry,
} from './types';

export interface TReplayResult {
  game: TGame;
  /** Replayed events in match order, without voids, voided or rejected ones. */
  accepted: TMatchEvent[];
  voided: Set<string>;
  /** The last event folded in match order, refused ones included; null for an empty log. */
  last: TMatchEvent | null;
}

/** The fold itself, shared by `replayMatch` and `validateEvent`. */
export function replayLog(
  configInput: TMatchRulesConfigInput,
  events: readonly TMatchEvent[],
): TReplayResult {
  return replayPrepared(configInput, prepareLog(events));
}

/**
 * The fold of a log already prepared (deduped, voids applied, in match order). A live fold
 * (`foldLog`) also keeps the presence marks its late events are judged by.
 */
export function replayPrepared(
  configInput: TMatchRulesConfigInput,
  log: Readonly<TPreparedLog>,
  keepPresence = false,
): TReplayResult {
  const g = createGame(resolveRulesConfig(configInput), keepPresence);
  g.rejected.push(...log.rejected);
  const accepted: TMatchEvent[] = [];
  for (const e of log.events) {
    const code = stepEvent(g, e);
    if (code) g.rejected.push({ eventId: e.id, code });
    else accepted.push(e);
  }
  return { game: g, accepted, voided: log.voided, last: log.events.at(-1) ?? null };
}

/**
 * The clock the state is read at: the log's stopwatch at `now`, else the
 * console's live clock, kept inside the running period.
 */
function stateClock(g: TGame, stopwatch: TClockState | null, options: TReplayOptions): number {
  if (!g.running || !g.current) return g.clockSec;
  // The stopwatch may be behind the last event (a correction set it back): it wins, as the referee's clock.
  if (stopwatch && options.now !== undefined)
    return stopwatchClockSec(stopwatch, g.current, options.now);
  if (options.clockSec === undefined) return g.clockSec;
  return Math.min(Math.max(options.clockSec, g.clockSec), g.current.endSec);
}

const secondsIn = (list: readonly TInterval[], now: number) =>
  list.reduce((sum, i) => sum + Math.max(0, (i.toSec ?? now) - i.fromSec), 0);

/**
 * Replays a match's event log into its state. Pure and deterministic: the
 * same config and log (in any order of re-sent duplicates) give the same
 * state on the bench console and on the server. Events that break the Laws
 * are skipped and listed in `rejected`.
 */
export function replayMatch(
  config: TMatchRulesConfigInput,
  events: readonly TMatchEvent[],
  options: TReplayOptions = {},
): TMatchState {
  return matchState(replayLog(config, events), options);
}

/** What a match row keeps of its log: the score and what its status follows from. */
export type TFoldProgress = Pick<
  TMatchState,
  'score' | 'period' | 'finished' | 'abandoned' | 'shootout'
>;

/**
 * A fold's score and status inputs, as `matchState` gives them, without building the whole
 * state (court intervals, timeline, summary: O(log) work). The server's live append needs only
 * these (decision 0085). Unlike `matchState` it leaves the fold as it is.
 */
export function foldProgress({ game: g }: Pick<TReplayResult, 'game'>): TFoldProgress {
  return {
    score: { ...g.score },
    period: g.current?.period ?? null,
    finished: g.finished,
    abandoned: g.abandoned ? { ...g.abandoned } : null,
    shootout: shootoutState(g),
  };
}

/**
 * The state of a finished fold, so a caller that has just folded the log (the
 * server's append, judging an event) need not fold it again. Consumes the fold.
 */
export function matchState(
  { game: g, accepted, voided }: TReplayResult,
  options: TReplayOptions = {},
): TMatchState {
  const stopwatch = g.running && g.current ? periodStopwatch(accepted, g.current) : null;
  const now = stateClock(g, stopwatch, options);
  expireManDown(g, now);

  const courtIntervals: Record<string, TInterval[]> = {};
  const secondsPlayed: Record<string, number> = {};
  for (const [id, closed] of g.intervals) {
    const from = g.openSince.get(id);
    const list = from === undefined ? [...closed] : [...closed, { fromSec: from, toSec: null }];
    courtIntervals[id] = list;
    secondsPlayed[id] = secondsIn(list, now);
    const stats = g.players.get(id);
    if (stats) stats.secondsPlayed = secondsPlayed[id];
  }

  const timeline = Object.fromEntries(
    MATCH_PERIODS.map((p) => [p, [] as TTimelineEntry[]]),
  ) as Record<TMatchPeriod, TTimelineEntry[]>;
  // The accepted events in match order, less the clock's own (they move the stopwatch only).
  // A shot's place (issue 38) is shown on its shot, not as an entry of its own.
  for (const e of accepted)
    if (!isClockEvent(e) && e.type !== 'shot_place')
      timeline[e.period].push(timelineEntry(e, g.regularSec));

  const squad = [...g.squad];
  const flyingSpells =
    g.flyingSince === null
      ? g.flyingSpells
      : [...g.flyingSpells, { fromSec: g.flyingSince, toSec: null }];
  // Issue 38: shots tagged with the game state at their moment (shots.ts).
  const { play, flyingAgainst } = playAndRivalFlying(accepted, g.plan, now);
  const { shots, gameStates } = shotFigures(accepted, {
    play,
    windows: g.windows,
    flyingFor: flyingSpells,
    flyingAgainst,
    goals: g.goals,
  });
  return {
    ...foldProgress({ game: g }),
    running: g.running,
    courtLimit: courtLimit(g),
    clock: {
      elapsedSec: now,
      minute: Math.floor(now / 60),
      second: now % 60,
      extraTime: now > g.regularSec,
      display: displayClock(now, g.regularSec),
    },
    stopwatch: stopwatch ? { ...stopwatch } : null,
    onCourt: [...g.onCourt],
    bench: squad.filter((id) => !g.onCourt.includes(id) && !g.expelled.has(id)),
    expelled: [...g.expelled.values()].map((x) => ({ ...x })),
    fouls: foulState(g),
    manDown: g.windows.map((w) => ({ ...w })),
    timeouts: { used: g.timeouts.map((t) => ({ ...t })), left: timeoutsLeft(g) },
    flyingGoalkeeper: {
      active: g.flyingSince !== null,
      spells: flyingSpells.map((s) => ({ ...s })),
    },
    goals: g.goals.map((x) => ({ ...x })),
    shotList: shots,
    gameStates,
    rivalFlyingGoalkeeper: {
      active: flyingAgainst.at(-1)?.toSec === null,
      spells: flyingAgainst,
    },
    courtIntervals,
    secondsPlayed,
    plusMinus: Object.fromEntries(g.plusMinus),
    quintets: quintetsAt(g, now),
    rotations: rotationsAt(g, courtIntervals, now),
    pairs: pairsAt(g, courtIntervals, now),
    participation: participation(g),
    players: Object.fromEntries([...g.players].map(([id, s]) => [id, { ...s }])),
    timeline,
    summary: summarize(g, accepted),
    rejected: g.rejected.map((r) => ({ ...r })),
    voided: [...voided],
  };
}
