import { FINISHING_TYPES, GOAL_TYPES } from '../values/match-events';
import { sequentialId } from './builder';
import { resolveRulesConfig } from './config';
import { createGame, type TGame } from './game';
import { periodPlan } from './periods';
import { replayLog } from './replay';
import { nextKicker, shootoutAvailable, shootoutWinner } from './shootout';
import { stepEvent } from './step';
import type { TMatchRulesConfigInput, TMatchEvent } from './types';

/** Small deterministic PRNG (mulberry32), so sample logs are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TGenerateOptions {
  /** Events to aim for (the match may finish first). */
  length: number;
  /** Uniform in [0, 1). */
  random: () => number;
  /**
   * Accepts or refuses a candidate. Defaults to an incremental replay, which
   * is what `validateEvent` decides for events appended in match order;
   * property tests pass `validateEvent` itself.
   */
  accept?: (events: readonly TMatchEvent[], candidate: TMatchEvent) => boolean;
  /** Share of steps that try to void an earlier event (default 0). */
  voidRate?: number;
  /** Share of steps that try a random, probably invalid, player (default 0.05). */
  noiseRate?: number;
}

type TBody = Record<string, unknown> & { type: TMatchEvent['type'] };

/**
 * A random match log whose every event the rules accept: it proposes
 * plausible events from the current state (and some nonsense) and keeps only
 * the accepted ones.
 */
export function generateMatchLog(
  configInput: TMatchRulesConfigInput,
  options: TGenerateOptions,
): TMatchEvent[] {
  const config = resolveRulesConfig(configInput);
  const plan = periodPlan(config);
  const total = plan.at(-1)?.endSec ?? 0;
  const { random, length } = options;
  const voidRate = options.voidRate ?? 0;
  const noiseRate = options.noiseRate ?? 0.05;
  const squad = [...config.starters, ...config.substitutes];
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
  const maxStep = Math.max(2, Math.floor((2 * total) / Math.max(1, length)));

  const events: TMatchEvent[] = [];
  let g: TGame = createGame(config);
  let clock = 0;
  let nextId = 1;
  let attempts = 0;

  const tryAdd = (body: TBody): boolean => {
    // Kicks from the penalty mark carry the last period's final second.
    const slot = g.finished ? plan[g.endedIndex] : g.running ? g.current : plan[g.endedIndex + 1];
    if (!slot) return false;
    const at = g.finished ? slot.endSec : Math.min(Math.max(clock, slot.startSec), slot.endSec);
    const candidate = {
      ...body,
      id: sequentialId(nextId++, 0xf5),
      period: slot.period,
      minute: Math.floor(at / 60),
      second: at % 60,
    } as TMatchEvent;
    if (options.accept) {
      if (!options.accept(events, candidate)) return false;
      events.push(candidate);
      // A void can change the past, so rebuild rather than step.
      if (candidate.type === 'void') g = replayLog(config, events).game;
      else if (stepEvent(g, candidate)) g = replayLog(config, events).game;
    } else {
      if (candidate.type === 'void' || stepEvent(g, candidate)) return false;
      events.push(candidate);
    }
    clock = at;
    return true;
  };

  const player = (list: readonly string[]) => (random() < noiseRate ? pick(squad) : pick(list));

  while (events.length < length && attempts < length * 20 && !g.abandoned) {
    attempts++;
    if (g.finished) {
      if (!shootoutAvailable(g) || shootoutWinner(g)) break;
      const side =
        random() < noiseRate
          ? pick(['us', 'rival'] as const)
          : (nextKicker(g) ?? pick(['us', 'rival'] as const));
      const outcome = pick(['scored', 'scored', 'missed', 'saved'] as const);
      const kicker = player(g.onCourt);
      if (side === 'rival') tryAdd({ type: 'rival_shootout_kick', outcome });
      else if (kicker) tryAdd({ type: 'shootout_kick', playerId: kicker, outcome });
      continue;
    }
    if (!g.running) {
      tryAdd({ type: 'period_start' });
      continue;
    }
    const slot = g.current;
    if (!slot) break;
    clock = Math.min(slot.endSec, clock + Math.floor(random() * maxStep));
    if (clock >= slot.endSec) {
      tryAdd({ type: 'period_end' });
      continue;
    }
    const bench = squad.filter((id) => !g.onCourt.includes(id));
    const r = random();
    if (r < voidRate) {
      const target = pick(events.filter((e) => e.type !== 'void'));
      if (target) tryAdd({ type: 'void', voidsEventId: target.id });
    } else if (r < 0.2) {
      const out = player(g.onCourt);
      const inId = player(bench);
      if (inId) tryAdd({ type: 'substitution', playerOutId: out, playerInId: inId });
    } else if (r < 0.25) {
      const inId = player(bench);
      if (inId) tryAdd({ type: 'sub_in', playerId: inId });
    } else if (r < 0.27) {
      const out = player(g.onCourt);
      if (out) tryAdd({ type: 'sub_out', playerId: out });
    } else if (r < 0.31) {
      const scorer = player(g.onCourt);
      const assist = random() < 0.5 ? player(g.onCourt.filter((id) => id !== scorer)) : undefined;
      if (scorer) {
        tryAdd({
          type: 'goal',
          playerId: scorer,
          assistPlayerId: assist,
          goalType: pick(GOAL_TYPES),
          finishingType: pick(FINISHING_TYPES),
        });
      }
    } else if (r < 0.343) {
      tryAdd({ type: 'rival_goal' });
    } else if (r < 0.347) {
      // Own goals (Law 10) from the same draw, so the rest of a seed's log stays as it was.
      tryAdd({ type: 'goal', ownGoal: true });
    } else if (r < 0.35) {
      tryAdd({ type: 'rival_goal', ownGoal: true, playerId: g.onCourt[0] });
    } else if (r < 0.55) {
      tryAdd({ type: 'shot', playerId: player(g.onCourt), onTarget: random() < 0.5 });
    } else if (r < 0.67) {
      tryAdd({ type: 'foul', playerId: player(g.onCourt), accumulated: random() < 0.85 });
    } else if (r < 0.79) {
      tryAdd({ type: 'rival_foul', accumulated: random() < 0.85 ? undefined : false });
    } else if (r < 0.83) {
      tryAdd({ type: 'corner', playerId: player(g.onCourt) });
    } else if (r < 0.85) {
      tryAdd({ type: 'yellow_card', playerId: player(squad) });
    } else if (r < 0.87) {
      const id = player(random() < 0.8 ? g.onCourt : squad);
      if (id) tryAdd({ type: 'red_card', playerId: id });
    } else if (r < 0.89) {
      tryAdd({ type: 'rival_red_card', playerLocation: random() < 0.2 ? 'bench' : undefined });
    } else if (r < 0.92) {
      tryAdd({ type: random() < 0.5 ? 'timeout' : 'rival_timeout' });
    } else if (r < 0.96) {
      tryAdd({ type: g.flyingSince === null ? 'flying_goalkeeper_on' : 'flying_goalkeeper_off' });
    } else if (r < 0.98) {
      const id = player(g.onCourt);
      if (id) tryAdd({ type: 'assist', playerId: id });
    } else {
      tryAdd({ type: 'offside', playerId: player(g.onCourt) });
    }
  }
  return events;
}

/** Player ids of the sample squad: 5 starters then 9 substitutes. */
export const samplePlayerIds = (count = 14): string[] =>
  Array.from({ length: count }, (_, i) => sequentialId(i + 1, 0x9a));

/**
 * A realistic valid log of about `n` events with its config, for timing the
 * replay (`bench`) and for fixtures:
 *
 *   const { config, events } = generateSampleLog(400);
 *   const t = performance.now(); replayMatch(config, events); performance.now() - t;
 */
export function generateSampleLog(
  n: number,
  seed = 1,
): { config: TMatchRulesConfigInput; events: TMatchEvent[] } {
  const ids = samplePlayerIds();
  const config: TMatchRulesConfigInput = {
    periods: 2,
    periodMinutes: 20,
    starters: ids.slice(0, 5),
    substitutes: ids.slice(5),
  };
  return { config, events: generateMatchLog(config, { length: n, random: seededRandom(seed) }) };
}
