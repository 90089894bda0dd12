import { MATCH_STATUSES, ZErrorBody, ZMatchEventRequest, ZStoredMatchEvent } from '@futsal/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TMatchEventRow } from '../../db/schema';
import { errorBody } from '../../lib/errors';
import type { EventOutcome } from './events.service';

const ZMatchProgress = z.object({
  status: z.enum(MATCH_STATUSES),
  score: z.object({ us: z.number().int(), rival: z.number().int() }),
});

/** POST /events/match/{matchId}: the stored event (201 new, 200 re-send) and the match after it. */
export const ZAppendEventResponse = ZStoredMatchEvent.extend({
  duplicate: z.boolean(),
  match: ZMatchProgress,
});

/** One event of a batch: created, a re-send of a stored one, or refused with the error a single POST would give. */
export const ZBatchEventResult = z.object({
  id: z.string(),
  result: z.enum(['created', 'duplicate', 'refused']),
  seq: z.number().int().optional(),
  error: ZErrorBody.shape.error.optional(),
});

/** POST /events/match/{matchId}/batch: per-event results in the order sent, and the match after them. */
export const ZBatchEventsResponse = z.object({
  results: z.array(ZBatchEventResult),
  match: ZMatchProgress,
});

/**
 * A stored event as the API shows it. Its payload goes through the event schema again (a row
 * written by an earlier version may hold more), unless `created`: the event this request just
 * stored is its body, which the route's schema has already parsed.
 */
export function presentStoredEvent(row: TMatchEventRow, { created = false } = {}) {
  return {
    seq: row.seq,
    receivedAt: row.receivedAt.toISOString(),
    event: created ? row.payload : ZMatchEventRequest.parse(row.payload),
  };
}

/** A row as the signed-in stream sends it: with who logged it (decision 0180). */
export function presentStreamedEvent(row: TMatchEventRow & { loggerName?: string | null }) {
  const { loggedBy, loggerName } = row;
  return {
    ...presentStoredEvent(row),
    loggedBy: loggedBy && loggerName != null ? { id: loggedBy, name: loggerName } : null,
  };
}

export function presentOutcome(
  req: FastifyRequest,
  outcome: EventOutcome,
): z.infer<typeof ZBatchEventResult> {
  if (outcome.result === 'refused') {
    const { error } = errorBody(req, outcome.error.code, outcome.error.details);
    return { id: outcome.id, result: 'refused', error };
  }
  return { id: outcome.row.id, result: outcome.result, seq: outcome.row.seq };
}
