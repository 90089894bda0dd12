import type { TCourtZone, TShotSituation, TStrengthState } from '../values/shots';

/**
 * The expected-goals model (decision 0143): a zone's base chance times the strongest multiplier
 * of the shot's situation and its state on court, capped. Every number and its source is in
 * docs/expected-goals.md; change them there and here together.
 */
export const XG_ZONE_BASE: Readonly<Record<TCourtZone, number>> = {
  area_central: 0.3,
  area_wide: 0.12,
  mid_central: 0.1,
  mid_wide: 0.05,
  long: 0.03,
  own_half: 0.02,
};
/** A shot without a place: the model's mean over the zones a futsal shot comes from. */
export const XG_UNPLACED = 0.08;

export const XG_SITUATION_MULTIPLIER: Readonly<Record<TShotSituation, number>> = {
  open_play: 1,
  transition: 2.3,
  corner: 1,
  kick_in: 1,
  free_kick: 1,
  ten_metre: 3,
  penalty: 1,
  rebound: 3.7,
};

export const XG_STATE_MULTIPLIER: Readonly<Record<TStrengthState, number>> = {
  even: 1,
  man_up: 2.8,
  man_down: 1,
  flying_for: 1.6,
  flying_against: 1,
};

/** A penalty from the 6 m mark is priced on its own, whatever its zone. */
export const XG_PENALTY = 0.7;
/** No open-play shot is a sure goal. */
export const XG_CAP = 0.9;

/** Rounded to 3 decimals so stored figures and sums are stable across machines. */
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * One shot's expected goals. `strength` is from the shooter's side (a rival's shot while we are a
 * man down is the rival's `man_up`). The largest multiplier applies, never their product: the
 * research figures each compare one situation with all others, not with each other.
 */
export function expectedGoals(
  zone: TCourtZone | null,
  situation: TShotSituation | null,
  strength: TStrengthState,
): number {
  if (situation === 'penalty') return XG_PENALTY;
  const base = zone ? XG_ZONE_BASE[zone] : XG_UNPLACED;
  const multiplier = Math.max(
    situation ? XG_SITUATION_MULTIPLIER[situation] : 1,
    XG_STATE_MULTIPLIER[strength],
  );
  return round3(Math.min(XG_CAP, base * multiplier));
}
