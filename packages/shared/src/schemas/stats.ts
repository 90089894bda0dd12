import { z } from 'zod';
import { GOAL_TYPES, FINISHING_TYPES, MATCH_PERIODS, ZMatchEventRequest } from './match-events';
import { MATCH_STATUSES, MATCH_TYPES } from './match';
import { PARTICIPATIONS, POSITIONS } from './player';
import { ZPlayerRotation, ZRotations } from './rotations';
import {
  STATS_RANGES,
  VENUES,
  MATCH_RESULTS,
  TEAM_EVENTS_MAX_PAGE_SIZE,
  TEAM_EVENT_TYPES,
  EVENT_SIDES,
} from '../values/stats';
import { ZPlayerShotFigures, ZShotFigures } from './shot-figures';

/** Their values, which need no zod, live in values/stats.ts (decision 0105). */
export * from '../values/stats';

/**
 * Contracts of the statistics routes (spec §7: GET /stats/team/{teamId},
 * /stats/player/{playerId}, /stats/match/{matchId}), of the reports' filters
 * and of the team events page (GET /events/team/{teamId}).
 *
 * Every figure is derived from the event log by the rules engine. Season
 * figures count finished matches only; a live match shows in match stats.
 * Shots include goals: a goal is a shot on target in every figure.
 */

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.optional());

/**
 * Filters shared by the stats and report routes (query string). `range=custom`
 * needs `from` and `to` (YYYY-MM-DD, inclusive, `from` ≤ `to`); the other
 * ranges ignore them. `season` runs from the season start month (a user
 * setting, default August) to today.
 */
export const ZStatsQuery = z
  .object({
    range: z.preprocess(
      emptyToUndefined,
      z.enum(STATS_RANGES, 'validation.stats.range').default('season'),
    ),
    from: optional(z.iso.date('validation.stats.date')),
    to: optional(z.iso.date('validation.stats.date')),
    competitionId: optional(z.uuid('errors.COMPETITION_ID_INVALID')),
    type: optional(z.enum(MATCH_TYPES, 'validation.stats.type')),
    venue: optional(z.enum(VENUES, 'validation.stats.venue')),
  })
  .superRefine((q, ctx) => {
    if (q.range !== 'custom') return;
    if (!q.from)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.stats.customDates' });
    if (!q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.stats.customDates' });
    if (q.from && q.to && q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.stats.fromAfterTo' });
    }
  });
export type TStatsQuery = z.output<typeof ZStatsQuery>;
export type TStatsQueryInput = z.input<typeof ZStatsQuery>;

/** Report routes take the same filters plus the language of the document. */
export const ZReportQuery = ZStatsQuery.and(
  z.object({ lng: optional(z.enum(['es', 'en', 'it', 'pt'], 'validation.stats.language')) }),
);
export type TReportQuery = z.output<typeof ZReportQuery>;

/** The period the figures cover, resolved from the filters (dates inclusive, YYYY-MM-DD). */
export const ZStatsPeriod = z.object({
  range: z.enum(STATS_RANGES),
  from: z.iso.date(),
  to: z.iso.date(),
  /** 1–12: the month a season starts in, used for `range=season`. */
  seasonStartMonth: z.number().int().min(1).max(12),
});
export type TStatsPeriod = z.infer<typeof ZStatsPeriod>;

export const ZStatsFilters = z.object({
  competitionId: z.uuid().nullable(),
  type: z.enum(MATCH_TYPES).nullable(),
  venue: z.enum(VENUES).nullable(),
});

const count = z.number().int().min(0);
const ZForAgainst = z.object({ for: count, against: count });
export type TForAgainst = z.infer<typeof ZForAgainst>;

/** The spec's Team.statistics field names. */
export const ZTeamRecord = z.object({
  gamesPlayed: count,
  wins: count,
  draws: count,
  losses: count,
  goalsFor: count,
  goalsAgainst: count,
});
export type TTeamRecord = z.infer<typeof ZTeamRecord>;

/** A record with its points (3 a win, 1 a draw) and goal difference. */
export const ZScoredRecord = ZTeamRecord.extend({
  points: count,
  goalDifference: z.number().int(),
});
export type TScoredRecord = z.infer<typeof ZScoredRecord>;

const ZGoalTypeCounts = z.partialRecord(z.enum(GOAL_TYPES), count);
const ZFinishingTypeCounts = z.partialRecord(z.enum(FINISHING_TYPES), count);

/** One finished match in a results table. */
export const ZMatchResultRow = z.object({
  matchId: z.uuid(),
  date: z.string(),
  opponent: z.string(),
  isHome: z.boolean(),
  type: z.enum(MATCH_TYPES),
  competitionId: z.uuid().nullable(),
  competitionName: z.string().nullable(),
  goalsFor: count,
  goalsAgainst: count,
  result: z.enum(MATCH_RESULTS),
});
export type TMatchResultRow = z.infer<typeof ZMatchResultRow>;

/** A player's line over the period (or over one match). */
export const ZPlayerStatsLine = z.object({
  playerId: z.uuid(),
  name: z.string(),
  number: z.number().int().nullable(),
  position: z.enum(POSITIONS).nullable(),
  /** Matches in which the player was on court. */
  matches: count,
  starts: count,
  secondsPlayed: count,
  goals: count,
  assists: count,
  shots: count,
  shotsOnTarget: count,
  fouls: count,
  yellowCards: count,
  redCards: count,
  /** Goals for minus goals against while the player was on court. */
  plusMinus: z.number().int(),
});
export type TPlayerStatsLine = z.infer<typeof ZPlayerStatsLine>;

/** Five players on court together, with what happened while they were. */
export const ZQuintet = z.object({
  /** Sorted player ids. */
  playerIds: z.array(z.uuid()).length(5),
  secondsTogether: count,
  goalsFor: count,
  goalsAgainst: count,
  plusMinus: z.number().int(),
});
export type TQuintet = z.infer<typeof ZQuintet>;

/** Goals in a 5-minute band of regular time, by match clock (minute 0–5 is band 0). */
export const ZGoalBand = z.object({
  fromMinute: count,
  toMinute: count,
  for: count,
  against: count,
});

export const ZGoalsByPeriod = z.array(
  z.object({ period: z.enum(MATCH_PERIODS), for: count, against: count }),
);

export const ZTeamStatsResponse = z.object({
  period: ZStatsPeriod,
  filters: ZStatsFilters,
  statistics: ZTeamRecord,
  kpis: z.object({
    points: count,
    goalDifference: z.number().int(),
    cleanSheets: count,
    /** Wins / games played, 0–1 (0 without games). */
    winRate: z.number().min(0).max(1),
    /** Last five results, most recent first. */
    form: z.array(z.enum(MATCH_RESULTS)).max(5),
  }),
  /** Per-match averages (0 without games). */
  averages: z.object({
    goalsFor: z.number(),
    goalsAgainst: z.number(),
    shots: z.number(),
    fouls: z.number(),
  }),
  goals: z.object({
    byPeriod: ZGoalsByPeriod,
    /** Regular time only, in 5-minute bands; extra time apart below. */
    byBand: z.array(ZGoalBand),
    extraTime: ZForAgainst,
    types: z.object({ for: ZGoalTypeCounts, against: ZGoalTypeCounts }),
    finishing: z.object({ for: ZFinishingTypeCounts, against: ZFinishingTypeCounts }),
    /** Scored and conceded while our team played short after a sending-off. */
    whileShort: ZForAgainst,
    /** Scored and conceded while the opponent played short. */
    whileRivalShort: ZForAgainst,
    /** Scored and conceded while our team used a flying goalkeeper. */
    withFlyingGoalkeeper: ZForAgainst,
    /** Law 10: the rival's own goals (for) and ours (against), in the totals above, no one's goals. */
    ownGoals: ZForAgainst,
  }),
  /** Direct free kicks from 10 m after the 6th accumulated foul: for us (rival's fouls) and against. */
  tenMetreKicks: ZForAgainst,
  discipline: z.object({
    /** Fouls committed: `for` ours, `against` the opponent's. */
    fouls: ZForAgainst,
    yellowCards: count,
    redCards: ZForAgainst,
  }),
  shooting: z.object({
    /** Shots including goals. */
    shots: count,
    onTarget: count,
    goals: count,
    /** onTarget / shots, 0–1. */
    accuracy: z.number().min(0).max(1),
    /** goals / shots, 0–1. */
    conversion: z.number().min(0).max(1),
  }),
  corners: count,
  timeouts: ZForAgainst,
  players: z.array(ZPlayerStatsLine),
  /** Most-used quintets first (at most 10). */
  quintets: z.array(ZQuintet),
  /** Stints, rest and pairs over the period (issue 37). */
  rotations: ZRotations,
  splits: z.object({
    home: ZScoredRecord,
    away: ZScoredRecord,
    byType: z.array(z.object({ type: z.enum(MATCH_TYPES), record: ZScoredRecord })),
    byCompetition: z.array(
      z.object({ competitionId: z.uuid(), name: z.string(), record: ZScoredRecord }),
    ),
  }),
  /** Finished matches of the period, most recent first. */
  results: z.array(ZMatchResultRow),
  /** Issue 38: shot map, expected goals, goal origins, game-state splits. */
  shotFigures: ZShotFigures,
});
export type TTeamStatsResponse = z.infer<typeof ZTeamStatsResponse>;

/** A player's line in one match. */
export const ZPlayerMatchRow = ZMatchResultRow.extend({
  participation: z.enum(PARTICIPATIONS),
  secondsPlayed: count,
  goals: count,
  assists: count,
  shots: count,
  shotsOnTarget: count,
  fouls: count,
  yellowCards: count,
  redCards: count,
  plusMinus: z.number().int(),
});
export type TPlayerMatchRow = z.infer<typeof ZPlayerMatchRow>;

export const ZPlayerStatsResponse = z.object({
  period: ZStatsPeriod,
  filters: ZStatsFilters,
  /** Sporting basics only: personal and medical data never appear in statistics. */
  player: z.object({
    id: z.uuid(),
    teamId: z.uuid(),
    name: z.string(),
    number: z.number().int().nullable(),
    position: z.enum(POSITIONS).nullable(),
  }),
  totals: ZPlayerStatsLine.omit({ playerId: true, name: true, number: true, position: true }),
  /** Per 40 minutes played (0 without minutes). */
  per40: z.object({ goals: z.number(), assists: z.number(), shots: z.number(), fouls: z.number() }),
  /** Finished matches of the period by the player's participation in each. */
  participation: z.record(z.enum(PARTICIPATIONS), count),
  goalTypes: ZGoalTypeCounts,
  finishingTypes: ZFinishingTypeCounts,
  /** The player's stints, rest and flying-goalkeeper time over the period (issue 37). */
  rotation: ZPlayerRotation,
  /** Most recent first. */
  matches: z.array(ZPlayerMatchRow),
  /** Issue 38: the player's shots on the court, zones, goal mouth, goals vs xG (decision 0170). */
  shotFigures: ZPlayerShotFigures,
});
export type TPlayerStatsResponse = z.infer<typeof ZPlayerStatsResponse>;

export const ZMatchStatsResponse = z.object({
  matchId: z.uuid(),
  status: z.enum(MATCH_STATUSES),
  score: z.object({ us: count, rival: count }),
  /** Shots include goals. */
  team: z.object({
    shots: ZForAgainst.pick({ for: true }).extend({ onTarget: count }),
    fouls: ZForAgainst,
    yellowCards: count,
    redCards: ZForAgainst,
    corners: count,
    offsides: count,
    timeouts: ZForAgainst,
    tenMetreKicks: ZForAgainst,
    goalTypes: z.object({ for: ZGoalTypeCounts, against: ZGoalTypeCounts }),
    finishingTypes: ZFinishingTypeCounts,
  }),
  goalsByPeriod: ZGoalsByPeriod,
  players: z.array(ZPlayerStatsLine.extend({ participation: z.enum(PARTICIPATIONS) })),
  quintets: z.array(ZQuintet),
  /** Issue 38: shot map, expected goals, goal origins, game-state splits. */
  shotFigures: ZShotFigures,
  rotations: ZRotations,
});
export type TMatchStatsResponse = z.infer<typeof ZMatchStatsResponse>;

/**
 * GET /events/team/{teamId}: the accepted events of the team's matches (voids,
 * voided and refused events left out), newest match first, in log order within
 * a match. `playerId` matches any player the event names (scorer, assistant,
 * player in or out). `void` is no filter value: voids never show.
 */
export const ZTeamEventsQuery = z.object({
  type: optional(z.enum(TEAM_EVENT_TYPES, 'validation.matchEvent.type')),
  playerId: optional(z.uuid('errors.PLAYER_ID_INVALID')),
  matchId: optional(z.uuid('errors.MATCH_ID_INVALID')),
  competitionId: optional(z.uuid('errors.COMPETITION_ID_INVALID')),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number('validation.page').int('validation.page').min(1, 'validation.page').default(1),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number('validation.page')
      .int('validation.page')
      .min(1, 'validation.page')
      .max(TEAM_EVENTS_MAX_PAGE_SIZE, 'validation.page')
      .default(50),
  ),
});
export type TTeamEventsQuery = z.output<typeof ZTeamEventsQuery>;
export type TTeamEventsQueryInput = z.input<typeof ZTeamEventsQuery>;

export const ZTeamEventRow = z.object({
  matchId: z.uuid(),
  matchDate: z.string(),
  opponent: z.string(),
  matchType: z.enum(MATCH_TYPES),
  competitionId: z.uuid().nullable(),
  competitionName: z.string().nullable(),
  seq: z.number().int(),
  /** Minute as shown to people, e.g. "17'" or "40+2'". */
  display: z.string(),
  side: z.enum(EVENT_SIDES),
  event: ZMatchEventRequest,
});
export type TTeamEventRow = z.infer<typeof ZTeamEventRow>;

export const ZTeamEventsResponse = z.object({
  items: z.array(ZTeamEventRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: count,
  /** Name and number of every player the page's events name (a deleted player is absent). */
  players: z.record(
    z.string(),
    z.object({ name: z.string(), number: z.number().int().nullable() }),
  ),
});
export type TTeamEventsResponse = z.infer<typeof ZTeamEventsResponse>;
