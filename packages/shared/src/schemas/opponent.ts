import { z } from 'zod';
import { LIMITS } from '../limits';
import { MATCH_PERIODS } from '../values/match-events';
import { SHOT_SITUATIONS } from '../values/shots';
import { ZShotFigures } from './shot-figures';
import { ZMatchResultRow, ZScoredRecord } from './stats';

/**
 * The opponent report (issue 38): everything logged in a team's finished matches against one
 * rival name, matched trimmed and case- and accent-insensitively (`opponentKey`).
 */

/** The key two spellings of a rival share: trimmed, accents dropped, lower case, spaces collapsed. */
export const opponentKey = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();

export const ZOpponentQuery = z.object({
  name: z
    .string('validation.match.opponentRequired')
    .trim()
    .min(1, 'validation.match.opponentRequired')
    .max(LIMITS.match.opponent[1], 'validation.match.opponent'),
});
export type TOpponentQuery = z.output<typeof ZOpponentQuery>;

/** The PDF takes the same name plus the language of the document. */
export const ZOpponentReportQuery = ZOpponentQuery.extend({
  lng: z.enum(['es', 'en', 'it', 'pt'], 'validation.stats.language').optional(),
});
export type TOpponentReportQuery = z.output<typeof ZOpponentReportQuery>;

const count = z.number().int().min(0);

/** One rival name of the team's matches (any status), its latest spelling. */
export const ZOpponentEntry = z.object({
  name: z.string(),
  matches: count,
  finished: count,
  lastDate: z.string(),
});
export const ZOpponentsResponse = z.object({ opponents: z.array(ZOpponentEntry) });
export type TOpponentsResponse = z.infer<typeof ZOpponentsResponse>;

const ZPeriodRow = z.object({ period: z.enum(MATCH_PERIODS), for: count, against: count });
export type TOpponentPeriodRow = z.infer<typeof ZPeriodRow>;

export const ZOpponentReport = z.object({
  teamId: z.uuid(),
  /** The spelling of the latest match against them. */
  opponent: z.string(),
  /** Finished matches against them, newest first. */
  record: ZScoredRecord,
  matches: z.array(ZMatchResultRow),
  /** `for` ours, `against` theirs; both halves, and extra time where a match went into it. */
  goalsByPeriod: z.array(ZPeriodRow),
  fouls: z.array(ZPeriodRow),
  /** Yellow cards are logged for us only; red cards for both. */
  cards: z.array(
    z.object({ period: z.enum(MATCH_PERIODS), yellowFor: count, redFor: count, redAgainst: count }),
  ),
  /** Their shots and goals by the situation tagged (untagged ones left out). */
  situations: z.partialRecord(z.enum(SHOT_SITUATIONS), z.object({ shots: count, goals: count })),
  shotFigures: ZShotFigures,
});
export type TOpponentReport = z.infer<typeof ZOpponentReport>;
