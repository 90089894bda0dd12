import type { TShotFigures } from '../schemas/shot-figures';
import { SCORE_STATES, STRENGTH_STATES } from '../values/shots';
import { emptySplits, type TGameStateSplits } from './game-state';
import type { TShotRecord } from './shots';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The shot figures of one match or of a period's matches (most recent first), summed from what
 * each match's derivation stored: the same sums on the server and in the console. The map keeps
 * the first `mapMax` placed shots; the sums count every shot.
 */
export function summariseShots(
  matches: readonly { shots: readonly TShotRecord[]; gameStates: TGameStateSplits | null }[],
  mapMax: number,
): TShotFigures {
  const out: TShotFigures = {
    map: [],
    mapLeftOff: 0,
    xg: { for: 0, against: 0 },
    shots: { for: 0, against: 0 },
    goals: { for: 0, against: 0 },
    zones: { for: {}, against: {} },
    goalMouth: { for: {}, against: {} },
    origins: { for: {}, against: {} },
    gameStates: emptySplits(),
    byPlayer: [],
  };
  const players = new Map<string, TShotFigures['byPlayer'][number]>();
  for (const m of matches) {
    for (const s of m.shots) {
      const key = s.side === 'us' ? 'for' : 'against';
      out.xg[key] += s.xg;
      out.shots[key]++;
      if (s.goal) out.goals[key]++;
      if (s.zone) {
        const z = (out.zones[key][s.zone] ??= { shots: 0, goals: 0, xg: 0 });
        z.shots++;
        if (s.goal) z.goals++;
        z.xg = round3(z.xg + s.xg);
      }
      if (s.goalMouth) out.goalMouth[key][s.goalMouth] = (out.goalMouth[key][s.goalMouth] ?? 0) + 1;
      if (s.origin) out.origins[key][s.origin] = (out.origins[key][s.origin] ?? 0) + 1;
      if (s.playerId && s.side === 'us') {
        const p = players.get(s.playerId) ?? { playerId: s.playerId, shots: 0, goals: 0, xg: 0 };
        p.shots++;
        if (s.goal) p.goals++;
        p.xg = round3(p.xg + s.xg);
        players.set(s.playerId, p);
      }
      if (s.x === null || s.y === null) continue;
      if (out.map.length < mapMax) out.map.push(s);
      else out.mapLeftOff++;
    }
    if (!m.gameStates) continue;
    for (const dim of ['strength', 'score'] as const) {
      const states = dim === 'strength' ? STRENGTH_STATES : SCORE_STATES;
      for (const state of states) {
        const from = (m.gameStates[dim] as Record<string, TGameStateSplits['score']['level']>)[
          state
        ];
        const to = (out.gameStates[dim] as Record<string, TGameStateSplits['score']['level']>)[
          state
        ];
        if (!from || !to) continue;
        to.seconds += from.seconds;
        to.goalsFor += from.goalsFor;
        to.goalsAgainst += from.goalsAgainst;
        to.shotsFor += from.shotsFor;
        to.shotsAgainst += from.shotsAgainst;
        to.xgFor = round3(to.xgFor + from.xgFor);
        to.xgAgainst = round3(to.xgAgainst + from.xgAgainst);
      }
    }
  }
  out.byPlayer = [...players.values()].sort((a, b) => b.xg - a.xg || b.shots - a.shots);
  out.xg.for = round3(out.xg.for);
  out.xg.against = round3(out.xg.against);
  return out;
}
