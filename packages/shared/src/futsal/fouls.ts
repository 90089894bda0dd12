import type { TGame } from './game';
import { statsOf } from './game';
import { foulBucket } from './periods';
import type { TFoulRecord, TFoulState, TMatchPeriod, TSide } from './types';

/** Law 13: from the sixth accumulated foul of a team in a half, every foul is a DFK from 10 m. */
export const FOUL_WARNING_AT = 5;

export function recordFoul(
  g: TGame,
  side: TSide,
  e: { id: string; period: TMatchPeriod; accumulated?: boolean | undefined },
  clockSec: number,
  playerId: string | null,
): TFoulRecord {
  const bucket = foulBucket(e.period);
  // Law 13: only fouls punished by a direct free kick or a penalty accumulate.
  const accumulated = e.accumulated !== false;
  const number = accumulated ? ++g.fouls[side][bucket] : g.fouls[side][bucket];
  const record: TFoulRecord = {
    eventId: e.id,
    side,
    bucket,
    accumulated,
    number,
    clockSec,
    playerId,
    warning: accumulated && number === FOUL_WARNING_AT,
    tenMetreKick: accumulated && number > FOUL_WARNING_AT,
  };
  g.foulList.push(record);
  if (playerId) statsOf(g, playerId).fouls++;
  return record;
}

export function foulState(g: TGame): TFoulState {
  const bucket = g.current ? foulBucket(g.current.period) : 'first';
  const current = { us: g.fouls.us[bucket], rival: g.fouls.rival[bucket] };
  return {
    us: { ...g.fouls.us },
    rival: { ...g.fouls.rival },
    current,
    warning: { us: current.us >= FOUL_WARNING_AT, rival: current.rival >= FOUL_WARNING_AT },
    list: g.foulList.map((f) => ({ ...f })),
  };
}
