import { MATCH_PERIODS, PARTICIPATIONS, ZMatch } from '@futsal/shared';
import type { preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { checkedId } from '../../lib/params';

const ZSideCounts = z.object({ us: z.number().int(), rival: z.number().int() });

/**
 * The engine's TMatchState. The fields the console reads first are spelled
 * out; the rest (fouls, man-down windows, time-outs, intervals, timeline,
 * summary...) pass through as the engine returns them.
 */
export const ZMatchStateBody = z.looseObject({
  score: ZSideCounts,
  period: z.enum(MATCH_PERIODS).nullable(),
  running: z.boolean(),
  finished: z.boolean(),
  clock: z.object({
    elapsedSec: z.number(),
    minute: z.number().int(),
    second: z.number().int(),
    extraTime: z.boolean(),
    display: z.string(),
  }),
  onCourt: z.array(z.string()),
  bench: z.array(z.string()),
  secondsPlayed: z.record(z.string(), z.number()),
  participation: z.record(z.string(), z.enum(PARTICIPATIONS)),
});

/** GET /matches/{id}/state. */
export const ZMatchStateResponse = z.object({ match: ZMatch, state: ZMatchStateBody });

/** `?clockSec=` the console's live clock, so open intervals run up to it. */
export const ZMatchStateQuery = z.object({
  clockSec: z.coerce
    .number('errors.VALIDATION_ERROR')
    .int('errors.VALIDATION_ERROR')
    .min(0, 'errors.VALIDATION_ERROR')
    .optional(),
});

/** GET /matches/tournament/{tournamentId}?teamId=: an optional team id, checked like a path id. */
export const ZCompetitionMatchesQuery = z.object({
  teamId: z.string().describe('UUID').optional(),
});

export const checkTeamIdQuery: preValidationAsyncHookHandler = async (req) => {
  const query = req.query as Record<string, unknown>;
  if (query.teamId !== undefined) query.teamId = checkedId(query.teamId, 'TEAM_ID_INVALID');
};
