import { resolveRulesConfig } from './config';
import type { TGame } from './game';
import { periodPlan } from './periods';
import { otherSide } from './game';
import { MatchRuleCode, type TMatchRuleCode } from './rules';
import type {
  TMatchEventOf,
  TMatchPeriod,
  TMatchRulesConfigInput,
  TShootoutState,
  TSide,
} from './types';

/** Law 10: each team takes five kicks, then one each until one scores and the other does not. */
export const SHOOTOUT_ROUNDS = 5;

type TKickEvent = TMatchEventOf<'shootout_kick' | 'rival_shootout_kick'>;

export const isKick = (e: { type: string }): e is TKickEvent =>
  e.type === 'shootout_kick' || e.type === 'rival_shootout_kick';

const kickSide = (e: TKickEvent): TSide => (e.type === 'shootout_kick' ? 'us' : 'rival');

const taken = (g: TGame, side: TSide) => g.kicks.filter((k) => k.side === side).length;
const scored = (g: TGame, side: TSide) =>
  g.kicks.filter((k) => k.side === side && k.outcome === 'scored').length;

/** A shoot-out may be held: the match has one, play is over level, and it was not abandoned. */
export const shootoutAvailable = (g: TGame): boolean =>
  g.config.shootout && g.finished && g.abandoned === null && g.score.us === g.score.rival;

/**
 * The winner once it is settled: a team leads by more than the kicks the
 * other has left in the current round count (five, or the sudden-death round
 * being played). Nobody while it can still change.
 */
export function shootoutWinner(g: TGame): TSide | null {
  const n = { us: taken(g, 'us'), rival: taken(g, 'rival') };
  const goals = { us: scored(g, 'us'), rival: scored(g, 'rival') };
  const rounds = Math.max(SHOOTOUT_ROUNDS, n.us, n.rival);
  for (const side of ['us', 'rival'] as const) {
    const other = otherSide(side);
    if (goals[side] > goals[other] + (rounds - n[other])) return side;
  }
  return null;
}

/** Who kicks next: the teams alternate and the first kick sets the order. */
export function nextKicker(g: TGame): TSide | null {
  const first = g.kicks[0];
  if (!first) return null;
  const us = taken(g, 'us');
  const rival = taken(g, 'rival');
  if (us === rival) return first.side;
  return us < rival ? 'us' : 'rival';
}

export function checkKick(g: TGame, e: TKickEvent): TMatchRuleCode | null {
  if (!shootoutAvailable(g)) return MatchRuleCode.SHOOTOUT_NOT_AVAILABLE;
  if (shootoutWinner(g) !== null) return MatchRuleCode.SHOOTOUT_DECIDED;
  const next = nextKicker(g);
  if (next !== null && next !== kickSide(e)) return MatchRuleCode.SHOOTOUT_OUT_OF_TURN;
  return null;
}

export function recordKick(g: TGame, e: TKickEvent): void {
  const side = kickSide(e);
  g.kicks.push({
    eventId: e.id,
    side,
    playerId: e.type === 'shootout_kick' ? e.playerId : null,
    outcome: e.outcome,
    round: taken(g, side) + 1,
  });
}

export function shootoutState(g: TGame): TShootoutState {
  const winner = shootoutWinner(g);
  return {
    available: shootoutAvailable(g),
    us: scored(g, 'us'),
    rival: scored(g, 'rival'),
    kicks: g.kicks.map((k) => ({ ...k })),
    decided: winner !== null,
    winner,
    next: winner === null && shootoutAvailable(g) ? (nextKicker(g) ?? null) : null,
  };
}

/** Where a kick is logged: the last period of the match at its final second, after the final whistle. */
export function shootoutMoment(config: TMatchRulesConfigInput): {
  period: TMatchPeriod;
  minute: number;
  second: number;
} {
  const last = periodPlan(resolveRulesConfig(config)).at(-1);
  const end = last?.endSec ?? 0;
  return { period: last?.period ?? 'first', minute: Math.floor(end / 60), second: end % 60 };
}
