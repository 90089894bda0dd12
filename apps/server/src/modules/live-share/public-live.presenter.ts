import {
  eventClockSec,
  MATCH_PERIODS,
  MATCH_TYPES,
  matchRulesConfig,
  periodPlan,
  PUBLIC_TIMELINE_TYPES,
  regularTimeSec,
  replayMatch,
  resolveRulesConfig,
  stopwatchClockSec,
  type TMatchEvent,
  type TMatchState,
  type TMatchStatus,
  type TMatchType,
  type TPeriodSlot,
  type TPublicLiveMatch,
  type TPublicPlayer,
  type TPublicTimelineEntry,
  type TPublicTimelineType,
} from '@futsal/shared';
import { oneOf } from '../../lib/enum-column';
import { matchStatus, statusFromState, type RosterPlayer } from '../match-log';
import type { LiveMatchRow, TimedEvent } from './live-share.repository';

const PUBLIC_TYPES = new Set<string>(PUBLIC_TIMELINE_TYPES);
const isPublicType = (type: string): type is TPublicTimelineType => PUBLIC_TYPES.has(type);

/** When an event happened on the wall clock: the device's time, never later than the server got it. */
function loggedAt({ event, receivedAt }: TimedEvent): number {
  const received = receivedAt.getTime();
  const created = event.createdAt ? Date.parse(event.createdAt) : NaN;
  return Number.isFinite(created) ? Math.min(created, received) : received;
}

/**
 * Decision 0054: the live clock of a running period as a page that does not
 * hold the console's stopwatch can know it. The console does not log its
 * pauses, so the estimate is the latest event of the period (by match clock)
 * plus the wall time since it was logged, never past the period's end: too
 * fast while the ball is out, put right by the next event. A time-out stops
 * the clock (Law 7): when it is the latest event, the clock stands at it.
 */
export function liveClockSec(
  state: Pick<TMatchState, 'period' | 'running' | 'clock' | 'voided' | 'rejected'>,
  slot: Pick<TPeriodSlot, 'endSec'> | undefined,
  events: readonly TimedEvent[],
  now: number,
): number {
  const stopped = state.clock.elapsedSec;
  if (!state.running || !slot) return stopped;
  // Undone and refused events, and the voids themselves (logged now at an old minute), say nothing of the clock.
  const skip = new Set([...state.voided, ...state.rejected.map((r) => r.eventId)]);
  let anchor: { sec: number; at: number; timeout: boolean } | null = null;
  for (const timed of events) {
    const { event } = timed;
    if (event.period !== state.period || event.type === 'void' || skip.has(event.id)) continue;
    const sec = eventClockSec(event);
    const at = loggedAt(timed);
    if (!anchor || sec > anchor.sec || (sec === anchor.sec && at > anchor.at)) {
      const timeout = event.type === 'timeout' || event.type === 'rival_timeout';
      anchor = { sec, at, timeout };
    }
  }
  if (!anchor) return stopped;
  if (anchor.timeout) return Math.max(stopped, anchor.sec);
  const since = Math.max(0, Math.floor((now - anchor.at) / 1000));
  return Math.max(stopped, Math.min(slot.endSec, anchor.sec + since));
}

const playable = (status: TMatchStatus) => status !== 'postponed' && status !== 'cancelled';

/** The public page of a match: names and numbers only, never anything else of a player. */
export function presentPublicLive(
  row: LiveMatchRow,
  roster: readonly RosterPlayer[],
  events: readonly TimedEvent[],
  now: Date,
): TPublicLiveMatch {
  const { match } = row;
  const config = matchRulesConfig(match, roster);
  const resolved = resolveRulesConfig(config);
  const log: TMatchEvent[] = events.map((e) => e.event);
  const state = replayMatch(config, log, { now: now.getTime() });
  const slot = periodPlan(resolved).find((s) => s.period === state.period);

  const people = new Map<string, TPublicPlayer>(
    roster.map((p) => [p.id, { name: p.name, number: p.number }]),
  );
  const who = (id: string | null | undefined) => (id ? (people.get(id) ?? null) : null);
  const byId = new Map(log.map((e) => [e.id, e]));
  const secondYellows = new Set(state.expelled.filter((x) => x.secondYellow).map((x) => x.eventId));

  const timeline: TPublicTimelineEntry[] = [];
  for (const period of MATCH_PERIODS) {
    for (const entry of state.timeline[period]) {
      const type = entry.type;
      if (!isPublicType(type)) continue;
      const event = byId.get(entry.eventId);
      timeline.push({
        id: entry.eventId,
        type,
        period: entry.period,
        side: entry.side,
        display: entry.display,
        player: who(entry.playerId),
        playerOut: event?.type === 'substitution' ? who(event.playerOutId) : null,
        assist: event?.type === 'goal' ? who(event.assistPlayerId) : null,
        outcome:
          event?.type === 'shootout_kick' || event?.type === 'rival_shootout_kick'
            ? event.outcome
            : null,
        secondYellow: secondYellows.has(entry.eventId),
        ownGoal: (event?.type === 'goal' || event?.type === 'rival_goal') && event.ownGoal === true,
      });
    }
  }

  return {
    teamName: row.teamName,
    opponent: match.opponent,
    isHome: match.isHome,
    date: match.date.toISOString(),
    type: oneOf<TMatchType>(MATCH_TYPES, match.type),
    // From the log, as the append stores it: an open stream's match row is not read again per event.
    status: playable(matchStatus(match)) ? statusFromState(state) : matchStatus(match),
    competition: row.competitionName,
    round: match.competitionRound || null,
    score: { ...state.score },
    shootout:
      state.shootout.kicks.length > 0
        ? { us: state.shootout.us, rival: state.shootout.rival }
        : null,
    period: state.period,
    running: state.running,
    finished: state.finished,
    abandoned: state.abandoned !== null,
    clock: {
      // The log's own stopwatch when the console logs its clock (decision 0048), else the estimate.
      elapsedSec:
        state.stopwatch && slot
          ? stopwatchClockSec(state.stopwatch, slot, now.getTime())
          : liveClockSec(state, slot, events, now.getTime()),
      periodEndSec:
        state.running && slot && (state.stopwatch?.running ?? true) ? slot.endSec : null,
      regularSec: regularTimeSec(resolved),
    },
    serverTime: now.toISOString(),
    timeline,
  };
}
