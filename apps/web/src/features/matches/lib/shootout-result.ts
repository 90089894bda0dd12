import { hasShootout, matchRulesConfig } from '@futsal/shared/futsal/match-config';
import { replayMatch } from '@futsal/shared/futsal/replay';
import type { TShootoutState, TSide } from '@futsal/shared/futsal/types';
import type { TMatch } from '@futsal/shared/schemas/match';
import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { useQuery } from '@tanstack/react-query';
import { getMatchEvents } from '../api/get-match-events';
import { matchKeys } from '../api/keys';

export interface TShootoutResult {
  us: number;
  rival: number;
  winner: TSide | null;
}

/** The kicks of a shoot-out as the engine counts them; null when none were taken. */
export function shootoutResult(shootout: TShootoutState): TShootoutResult | null {
  if (!shootout.available || shootout.kicks.length === 0) return null;
  return { us: shootout.us, rival: shootout.rival, winner: shootout.winner };
}

/**
 * Only a finished, level knockout match can have been decided on kicks: the
 * match row caches the score, not the kicks, so those are the only matches
 * whose log a list needs to read (decision 0051).
 */
export const mayHaveShootout = (match: TMatch): boolean =>
  match.status === 'finished' && match.score.us === match.score.rival && hasShootout(match);

/** Replays a match's log for its shoot-out (the roster is not needed for kicks). */
export const shootoutOfLog = (match: TMatch, log: readonly TMatchEvent[]) =>
  shootoutResult(replayMatch(matchRulesConfig(match, []), log).shootout);

/** A list's view of a match's shoot-out: its log is fetched only when it may have one. */
export function useShootoutResult(match: TMatch): TShootoutResult | null {
  const enabled = mayHaveShootout(match);
  const events = useQuery({
    queryKey: matchKeys.events(match.id),
    queryFn: () => getMatchEvents(match.id),
    enabled,
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return enabled && events.data ? shootoutOfLog(match, events.data) : null;
}
