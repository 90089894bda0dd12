import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import { api } from '../../../lib/api-client';

/**
 * POST /events/match/{matchId}: 201 new, 200 re-sent duplicate (both are an
 * acknowledgement); 409 MATCH_RULE_VIOLATION / LINEUP_REQUIRED throw ApiError.
 * The live console's sender calls it; the cache is updated there.
 */
export function postMatchEvent(matchId: string, event: TMatchEvent): Promise<unknown> {
  return api.post<unknown>(`/events/match/${matchId}`, event);
}
