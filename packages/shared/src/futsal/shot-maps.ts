import type { TPlayerShotFigures, TShotFigures } from '../schemas/shot-figures';
import {
  COURT_LENGTH_M,
  COURT_WIDTH_M,
  FINISHING_MIN_SHOTS,
  type TCourtZone,
} from '../values/shots';
import { courtZone } from './court-zone';
import type { TShotRecord } from './shots';
import { summariseShots } from './shot-summary';

/**
 * Issue 38's maps beyond the dots (decision 0170): a player's shots, the zones as areas of the
 * court to shade, and goals against the model in words. Shared so the statistics page, the
 * console and the PDFs draw the same figures from the same derivation.
 */

/** A player's own shots and goals over a period's matches: the map, the zones, goals vs xG. */
export function playerShotFigures(
  matches: readonly { shots: readonly TShotRecord[] }[],
  playerId: string,
  mapMax: number,
): TPlayerShotFigures {
  const own = matches.map((m) => ({
    shots: m.shots.filter((s) => s.side === 'us' && s.playerId === playerId),
    gameStates: null,
  }));
  const s = summariseShots(own, mapMax);
  return {
    map: s.map,
    mapLeftOff: s.mapLeftOff,
    shots: s.shots.for,
    goals: s.goals.for,
    xg: s.xg.for,
    zones: s.zones.for,
    goalMouth: s.goalMouth.for,
  };
}

export type TFinishingTone = 'above' | 'below' | 'level';

/**
 * Goals against the model's expectation, once there are FINISHING_MIN_SHOTS shots (fewer say
 * more about luck than finishing); null before. The difference is rounded to one decimal, as
 * the sentence says it; under 0.5 goals either way reads as "as the model expects".
 */
export function finishingVsModel(figures: {
  shots: number;
  goals: number;
  xg: number;
}): { diff: number; tone: TFinishingTone } | null {
  if (figures.shots < FINISHING_MIN_SHOTS) return null;
  const diff = Math.round((figures.goals - figures.xg) * 10) / 10;
  const tone: TFinishingTone = Math.abs(diff) < 0.5 ? 'level' : diff > 0 ? 'above' : 'below';
  return { diff, tone };
}

/** A team's finishing from its period figures: its shots' goals (own goals are no shot). */
export function teamFinishing(f: Pick<TShotFigures, 'shots' | 'goals' | 'xg'>) {
  return finishingVsModel({ shots: f.shots.for, goals: f.goals.for, xg: f.xg.for });
}

/** A strip of court, in metres of the shooter's frame (x = 40 the goal attacked). */
export interface TZoneRun {
  zone: TCourtZone;
  x: number;
  y: number;
  w: number;
  h: number;
}

const runsCache = new Map<number, readonly TZoneRun[]>();

/**
 * The zones of court-zone.ts as horizontal strips of `step` metres: each row of the court cut
 * where its zone changes. Drawn from the same function that files each shot, so a shaded zone is
 * exactly where its shots were; strips are a handful of rectangles per row, cheap for SVG and
 * pdfmake alike. The own half is one strip: it is one zone.
 */
export function zoneRuns(step = 0.25): readonly TZoneRun[] {
  const kept = runsCache.get(step);
  if (kept) return kept;
  const half = COURT_LENGTH_M / 2;
  const runs: TZoneRun[] = [{ zone: 'own_half', x: 0, y: 0, w: half, h: COURT_WIDTH_M }];
  for (let y = 0; y < COURT_WIDTH_M - 1e-9; y += step) {
    const ny = (y + step / 2) / COURT_WIDTH_M;
    let start = half;
    let zone = courtZone((half + step / 2) / COURT_LENGTH_M, ny);
    for (let x = half + step; x <= COURT_LENGTH_M + 1e-9; x += step) {
      const next =
        x < COURT_LENGTH_M - 1e-9 ? courtZone((x + step / 2) / COURT_LENGTH_M, ny) : null;
      if (next === zone) continue;
      runs.push({ zone, x: start, y, w: x - start, h: step });
      if (next === null) break;
      start = x;
      zone = next;
    }
  }
  runsCache.set(step, runs);
  return runs;
}

/** Where a zone's figures are written, in metres of the shooter's frame (wide zones: the upper part). */
export const ZONE_LABEL_POINTS: Readonly<Record<TCourtZone, { x: number; y: number }>> = {
  area_central: { x: 37, y: 10 },
  area_wide: { x: 38.3, y: 5.2 },
  mid_central: { x: 31, y: 10 },
  mid_wide: { x: 34.5, y: 2.2 },
  long: { x: 24, y: 10 },
  own_half: { x: 10, y: 10 },
};

/** A zone's shade from 0 (no shot) to 1 (the busiest zone of the map), by its shots. */
export function zoneShades(
  zones: Partial<Record<TCourtZone, { shots: number }>>,
): Partial<Record<TCourtZone, number>> {
  const max = Math.max(0, ...Object.values(zones).map((z) => z?.shots ?? 0));
  const out: Partial<Record<TCourtZone, number>> = {};
  if (max === 0) return out;
  for (const [zone, z] of Object.entries(zones) as [TCourtZone, { shots: number } | undefined][])
    if (z && z.shots > 0) out[zone] = z.shots / max;
  return out;
}
