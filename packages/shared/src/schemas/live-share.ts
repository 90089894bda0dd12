import { z } from 'zod';
import { MATCH_STATUSES, MATCH_TYPES } from './match';
import { MATCH_PERIODS, SHOOTOUT_OUTCOMES } from './match-events';

/** Their values, which need no zod, live in values/live-share.ts (decision 0105). */
export * from '../values/live-share';

/** GET/POST /matches/{id}/share: whether the match has an active link, and the link's token. */
export const ZLiveShareStatus = z.object({
  active: z.boolean(),
  /**
   * The link's token while active; null when off, or when the server secret
   * changed since it was made (the link still works but cannot be shown again:
   * revoke it and make a new one).
   */
  token: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type TLiveShareStatus = z.infer<typeof ZLiveShareStatus>;

/** Events a fan's timeline shows: the score, cards, changes, time-outs and the periods. */
export const PUBLIC_TIMELINE_TYPES = [
  'goal',
  'rival_goal',
  'yellow_card',
  'red_card',
  'rival_red_card',
  'substitution',
  'sub_in',
  'sub_out',
  'timeout',
  'rival_timeout',
  'period_start',
  'period_end',
  'shootout_kick',
  'rival_shootout_kick',
] as const;
export type TPublicTimelineType = (typeof PUBLIC_TIMELINE_TYPES)[number];

/** A player as the public page shows them: name and shirt number, nothing else. */
export const ZPublicPlayer = z.object({ name: z.string(), number: z.number().int() });
export type TPublicPlayer = z.infer<typeof ZPublicPlayer>;

export const ZPublicTimelineEntry = z.object({
  id: z.string(),
  type: z.enum(PUBLIC_TIMELINE_TYPES),
  period: z.enum(MATCH_PERIODS),
  side: z.enum(['us', 'rival']),
  /** Minute as shown to people, e.g. "17'" or "40+2'". */
  display: z.string(),
  /** Our scorer, carded player, kicker, or the player coming on. */
  player: ZPublicPlayer.nullable(),
  /** The player going off in a substitution. */
  playerOut: ZPublicPlayer.nullable(),
  assist: ZPublicPlayer.nullable(),
  /** A kick from the penalty mark. */
  outcome: z.enum(SHOOTOUT_OUTCOMES).nullable(),
  /** A second caution, which is the sending-off itself (Law 12). */
  secondYellow: z.boolean(),
  /** Law 10: a goal put in by the team that conceded it (`player`: ours, on our own goal). */
  ownGoal: z.boolean(),
});
export type TPublicTimelineEntry = z.infer<typeof ZPublicTimelineEntry>;

const ZCounts = z.object({ us: z.number().int(), rival: z.number().int() });

/**
 * GET /public/live/{token}: what parents and fans see, without signing in.
 * Team names, competition, score, clock and a timeline with player names and
 * numbers only: no venue, no photos, no other personal data (decision 0053).
 */
export const ZPublicLiveMatch = z.object({
  teamName: z.string(),
  opponent: z.string(),
  isHome: z.boolean(),
  date: z.string(),
  type: z.enum(MATCH_TYPES),
  status: z.enum(MATCH_STATUSES),
  competition: z.string().nullable(),
  round: z.string().nullable(),
  score: ZCounts,
  /** Kicks from the penalty mark scored, once a shoot-out has begun. */
  shootout: ZCounts.nullable(),
  period: z.enum(MATCH_PERIODS).nullable(),
  running: z.boolean(),
  finished: z.boolean(),
  abandoned: z.boolean(),
  clock: z.object({
    /**
     * The match clock at `serverTime`: while a period runs, the last event's
     * clock plus the time since it was logged, never past the period's end
     * (decision 0054); otherwise the clock where play stopped.
     */
    elapsedSec: z.number().int(),
    /**
     * Where the running period ends while the clock runs: a page ticking the
     * clock stops there. Null while it stands (no period runs, or the log
     * says the clock is paused): the page does not tick.
     */
    periodEndSec: z.number().int().nullable(),
    /** Regular time, for "40+2:10" past it. */
    regularSec: z.number().int(),
  }),
  serverTime: z.string(),
  /** Oldest first. */
  timeline: z.array(ZPublicTimelineEntry),
});
export type TPublicLiveMatch = z.infer<typeof ZPublicLiveMatch>;
