import { COURT_LENGTH_M, COURT_WIDTH_M, type TCourtZone } from '../values/shots';

/** The goal mouth is 3 m wide (Law 1): "central" is within a goal's width either side of its centre. */
const CENTRAL_HALF_WIDTH_M = 3;
/** The penalty area's radius (Law 1: 6 m arcs from the posts), taken from the goal's centre. */
const AREA_M = 6;
/** Two metres past the second penalty mark (10 m, Law 13). */
const MID_M = 12;

/** Metres from the attacked goal's centre and across from its axis, for normalised coordinates. */
export function fromGoal(x: number, y: number): { distance: number; across: number } {
  const along = (1 - x) * COURT_LENGTH_M;
  const across = Math.abs(y - 0.5) * COURT_WIDTH_M;
  return { distance: Math.hypot(along, across), across };
}

/**
 * The zone of a shot taken at (x, y), in the shooter's frame (x = 1 is the goal line attacked).
 * Six zones, from the Laws' own marks (decision 0143, docs/expected-goals.md).
 */
export function courtZone(x: number, y: number): TCourtZone {
  if (x < 0.5) return 'own_half';
  const { distance, across } = fromGoal(x, y);
  const central = across <= CENTRAL_HALF_WIDTH_M;
  if (distance <= AREA_M) return central ? 'area_central' : 'area_wide';
  if (distance <= MID_M) return central ? 'mid_central' : 'mid_wide';
  return 'long';
}
