import { sql } from 'drizzle-orm';
import type {
  TFinishingType,
  TGameStateSplits,
  TGoalType,
  TMatchEvent,
  TMatchPeriod,
  TShotRecord,
  TTeamRole,
} from '@futsal/shared';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { decryptText, encryptText, keyIdOf, medicalKeyring } from '../lib/medical-crypto';

/**
 * A JSON value stored encrypted (decision 0173): AES-256-GCM text naming its key. A value
 * written before the encryption (plain JSON) still reads, until the start-up pass seals it.
 */
const encryptedJson = <T>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => encryptText(medicalKeyring(), JSON.stringify(value)),
    fromDriver: (value) =>
      JSON.parse(keyIdOf(value) ? decryptText(medicalKeyring(), value) : value) as T,
  })(name);

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Uniqueness is case-insensitive: 'Ana@x.com' and 'ana@x.com' are one account. */
    emailLower: text('email_lower').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarKey: text('avatar_key'),
    /** The pending deletion request's link nonce (decision 0172): one link opens, once. */
    deletionNonce: text('deletion_nonce'),
    /** When a confirmed deletion erases the account; signing in before clears it. */
    deletionDueAt: timestamptz('deletion_due_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(t.emailLower),
    index('users_deletion_due_at_idx')
      .on(t.deletionDueAt)
      .where(sql`${t.deletionDueAt} is not null`),
  ],
);

/** One row per issued JWT: a token is valid only while its row is live. */
export const sessions = pgTable(
  'sessions',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    period: text('period').notNull(),
    status: text('status').notNull(),
    startDate: timestamptz('start_date').notNull(),
    nextBillingDate: timestamptz('next_billing_date'),
    autoRenew: boolean('auto_renew').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    provider: text('provider').notNull().default('sandbox'),
    /** The provider's id: preapproval (Mercado Pago), subscription or checkout session (Stripe). */
    providerRef: text('provider_ref'),
    cancelledAt: timestamptz('cancelled_at'),
    /** A renewal failed: the plan holds for the grace period, then the subscription is suspended. */
    paymentFailedAt: timestamptz('payment_failed_at'),
    /** A downgrade waiting for the next billing date. */
    scheduledPlan: text('scheduled_plan'),
    scheduledPeriod: text('scheduled_period'),
    /** Time of the newest provider event applied: older ones never move the subscription back. */
    lastEventAt: timestamptz('last_event_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    uniqueIndex('subscriptions_provider_ref_idx')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    uniqueIndex('subscriptions_one_live_per_user_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'active', 'cancelled', 'suspended')`),
    index('subscriptions_due_idx').on(t.status, t.nextBillingDate),
    check(
      'subscriptions_provider_check',
      sql`${t.provider} in ('sandbox', 'mercadopago', 'stripe')`,
    ),
    check(
      'subscriptions_scheduled_check',
      sql`(${t.scheduledPlan} is null) = (${t.scheduledPeriod} is null)`,
    ),
    check('subscriptions_plan_check', sql`${t.plan} in ('starter', 'club', 'pro')`),
    check('subscriptions_period_check', sql`${t.period} in ('monthly', 'yearly')`),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('active', 'cancelled', 'expired', 'pending', 'suspended')`,
    ),
  ],
);

export type TUserRow = typeof users.$inferSelect;
export type TSessionRow = typeof sessions.$inferSelect;
export type TSubscriptionRow = typeof subscriptions.$inferSelect;

/** Every charge of a subscription, as the provider reported it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    providerRef: text('provider_ref'),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    plan: text('plan').notNull(),
    period: text('period').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_subscription_id_idx').on(t.subscriptionId, t.createdAt),
    check('payments_kind_check', sql`${t.kind} in ('initial', 'renewal', 'upgrade')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'approved', 'failed')`),
  ],
);
export type TPaymentRow = typeof payments.$inferSelect;

/** Provider events already applied: the key makes a replay a no-op. */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    subscriptionId: uuid('subscription_id'),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A coach's team; its players and competitions go with it (ON DELETE CASCADE). */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    division: text('division'),
    foundedYear: integer('founded_year'),
    logoKey: text('logo_key'),
    /** The stint the live rotation board flags a player past (issue 37), in seconds. */
    targetStintSec: integer('target_stint_sec').notNull().default(240),
    /** Hours before an event the unanswered called-up players get a reminder (decision 0167); 0 is off. */
    reminderHoursBefore: integer('reminder_hours_before').notNull().default(24),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('teams_owner_id_idx').on(t.ownerId),
    check('teams_reminder_hours_check', sql`${t.reminderHoursBefore} between 0 and 168`),
  ],
);

/**
 * Who works on a team and as what (issue 40, decision 0175). The owner has a
 * row too (role `owner`), so one membership test answers every route; the
 * team's `owner_id` stays the paying account whose plan limits count.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TTeamRole>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_id_idx').on(t.userId),
    check(
      'team_members_role_check',
      sql`${t.role} in ('owner', 'coach', 'assistant', 'analyst', 'medical')`,
    ),
    // One owner per team: the paying account.
    uniqueIndex('team_members_one_owner_idx')
      .on(t.teamId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * An invitation to a team's staff, sent by e-mail. The token is never stored:
 * only its SHA-256, so a leaked table cannot accept an invitation.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<TTeamRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_hash_idx').on(t.tokenHash),
    index('team_invitations_team_id_idx').on(t.teamId),
    check(
      'team_invitations_role_check',
      sql`${t.role} in ('coach', 'assistant', 'analyst', 'medical')`,
    ),
  ],
);

/**
 * A team's audit trail: who created, changed or deleted what, and when.
 * `fields` names the changed fields, never their values (personal and medical
 * data stay out of it). Rows older than the retention are deleted by a job.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Null once the acting account is deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    fields: text('fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_team_id_at_idx').on(t.teamId, t.at), index('audit_log_at_idx').on(t.at)],
);

/** Emergency contact as stored (jsonb): only the fields that were given. */
/** Null or absent: no value (a blank form field clears it). */
export interface TStoredEmergencyContact {
  name?: string | null;
  phone?: string | null;
  relationship?: string | null;
}

/** Medical info as stored (jsonb): sensitive, never logged, only read by its owner. */
export interface TStoredMedicalInfo {
  bloodType?: string | null;
  allergies?: string[];
  currentMedicalConditions?: string | null;
  currentInjuries?: string[];
  injuryHistory?: string[];
}

export const players = pgTable(
  'players',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: integer('number').notNull(),
    primaryPosition: text('primary_position').notNull(),
    secondaryPosition: text('secondary_position'),
    preferredFoot: text('preferred_foot').notNull(),
    status: text('status').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    height: doublePrecision('height'),
    weight: doublePrecision('weight'),
    joinedDate: date('joined_date', { mode: 'string' }),
    phone: text('phone'),
    address: text('address'),
    nationalId: text('national_id').notNull(),
    email: text('email'),
    emergencyContact: jsonb('emergency_contact').$type<TStoredEmergencyContact>(),
    /** Encrypted at rest (decision 0173); read and written as the object through the keyring. */
    medicalInfo: encryptedJson<TStoredMedicalInfo>('medical_info'),
    /** Set when the player was erased (decision 0171): the row only names them in match figures. */
    erasedAt: timestamptz('erased_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // An erased player's number is free again for the squad.
    uniqueIndex('players_team_id_number_unique')
      .on(t.teamId, t.number)
      .where(sql`${t.erasedAt} is null`),
    index('players_team_id_idx').on(t.teamId),
    check('players_number_check', sql`${t.number} between 1 and 99`),
    check(
      'players_primary_position_check',
      sql`${t.primaryPosition} in ('goalkeeper', 'defender', 'winger', 'pivot', 'universal')`,
    ),
    check('players_preferred_foot_check', sql`${t.preferredFoot} in ('left', 'right', 'both')`),
    check(
      'players_status_check',
      sql`${t.status} in ('available', 'injured', 'suspended', 'inactive')`,
    ),
  ],
);

/**
 * Each status a player has had and since when (decision 0188): written by the trigger on
 * `players` (migration 0034), at every insert and every change of `status`, whichever route made
 * it. The load chart marks the weeks of an injury from it.
 */
export const playerStatusChanges = pgTable(
  'player_status_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('player_status_changes_player_idx').on(t.playerId, t.changedAt),
    check(
      'player_status_changes_status_check',
      sql`${t.status} in ('available', 'injured', 'suspended', 'inactive')`,
    ),
  ],
);

export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    description: text('description'),
    location: text('location'),
    organizer: text('organizer'),
    maxTeams: integer('max_teams'),
    status: text('status').notNull().default('upcoming'),
    format: text('format'),
    prize: text('prize'),
    rules: text('rules'),
    /** Disciplinary rules (decision 0165); the defaults are DEFAULT_DISCIPLINE's. */
    redSuspensionMatches: integer('red_suspension_matches').notNull().default(1),
    yellowAccumulation: integer('yellow_accumulation').notNull().default(5),
    yellowSuspensionMatches: integer('yellow_suspension_matches').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('competitions_team_id_idx').on(t.teamId),
    check(
      'competitions_discipline_check',
      sql`${t.redSuspensionMatches} between 0 and 10 and ${t.yellowAccumulation} between 0 and 20 and ${t.yellowSuspensionMatches} between 1 and 10`,
    ),
    check('competitions_type_check', sql`${t.type} in ('tournament', 'cup')`),
    check(
      'competitions_status_check',
      sql`${t.status} in ('upcoming', 'ongoing', 'completed', 'cancelled')`,
    ),
    check('competitions_dates_check', sql`${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
  ],
);

export type TTeamRow = typeof teams.$inferSelect;
export type TPlayerRow = typeof players.$inferSelect;
export type TCompetitionRow = typeof competitions.$inferSelect;

/** The engine's squad for a match: exactly 5 starters and at most 9 substitutes (player ids). */
export interface TStoredLineup {
  starters: string[];
  substitutes: string[];
}

/** A suspended player in the lineup all the same, and why. */
export interface TStoredLineupOverride {
  playerId: string;
  reason: string;
}

/**
 * A match of a team. `status` follows decision 0007; `score_us`/`score_rival`
 * are a cache of the event log's replay, rewritten in the transaction that
 * appends an event (the log is the truth).
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    competitionId: uuid('competition_id').references(() => competitions.id, {
      onDelete: 'set null',
    }),
    opponent: text('opponent').notNull(),
    date: timestamptz('date').notNull(),
    location: text('location').notNull(),
    isHome: boolean('is_home').notNull(),
    type: text('type').notNull(),
    periods: integer('periods').notNull(),
    periodDuration: integer('period_duration').notNull(),
    status: text('status').notNull().default('scheduled'),
    competitionRound: text('competition_round'),
    lineup: jsonb('lineup').$type<TStoredLineup>(),
    /** Suspended players lined up all the same, with the coach's reason (decision 0165). */
    lineupOverrides: jsonb('lineup_overrides')
      .$type<TStoredLineupOverride[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    scoreUs: integer('score_us').notNull().default(0),
    scoreRival: integer('score_rival').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('matches_team_id_date_idx').on(t.teamId, t.date),
    index('matches_competition_id_idx').on(t.competitionId),
    check('matches_type_check', sql`${t.type} in ('friendly', 'league', 'tournament', 'cup')`),
    check(
      'matches_status_check',
      sql`${t.status} in ('scheduled', 'live', 'finished', 'postponed', 'cancelled')`,
    ),
    check('matches_periods_check', sql`${t.periods} between 1 and 4`),
    check('matches_period_duration_check', sql`${t.periodDuration} between 5 and 45`),
  ],
);

/**
 * The append-only event log of a match. (match, client-generated UUID) is the
 * primary key, so a re-sent event can never be stored twice; `seq` keeps
 * the append order. `payload` is the event exactly as validated (ZMatchEventRequest).
 */
export const matchEvents = pgTable(
  'match_events',
  {
    id: uuid('id').notNull(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<TMatchEvent>().notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    /** The staff member who logged it (issue 40); null for events logged before roles. */
    loggedBy: uuid('logged_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Ids are scoped to their match (migration 0006): another account's UUID neither collides nor leaks.
    primaryKey({ columns: [t.matchId, t.id] }),
    index('match_events_match_id_seq_idx').on(t.matchId, t.seq),
    // Decision 0018: a match's voids by the event they undo (the events page leaves both out).
    index('match_events_voids_idx')
      .on(t.matchId, sql`(${t.payload}->>'voidsEventId')`)
      .where(sql`${t.type} = 'void'`),
  ],
);

/**
 * A match's read-only live link (decision 0053). The token is never stored:
 * it is HMAC(server secret, nonce), re-derived for the coach, and looked up by
 * its SHA-256. At most one link per match is active (not revoked).
 */
export const matchLiveShares = pgTable(
  'match_live_shares',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('match_live_shares_token_hash_idx').on(t.tokenHash),
    uniqueIndex('match_live_shares_active_idx')
      .on(t.matchId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export type TMatchLiveShareRow = typeof matchLiveShares.$inferSelect;

export type TMatchRow = typeof matches.$inferSelect;
export type TMatchEventRow = typeof matchEvents.$inferSelect;

/** One goal as the statistics read it (match_figures.goals), derived from the replayed log. */
export interface TStoredGoal {
  side: 'us' | 'rival';
  period: TMatchPeriod;
  clockSec: number;
  /** After regular time (spec §4): kept apart from the 5-minute bands. */
  extraTime: boolean;
  playerId: string | null;
  goalType: TGoalType | null;
  finishingType: TFinishingType | null;
  /** Our team played short (an open man-down window of ours). */
  whileShort: boolean;
  whileRivalShort: boolean;
  /** Our team had a flying goalkeeper on. */
  flyingGoalkeeper: boolean;
  /** Law 10: put in by the team that conceded it; `playerId` is then ours on our own goal. */
  ownGoal?: boolean;
}

/**
 * The match's goals counted by key, per side, so a season sums small maps
 * instead of reading every goal: `period:<period>`, `band:<0-based 5-minute
 * band>` or `band:extra`, `type:<goal type>`, `finishing:<finishing type>`,
 * `flag:whileShort|whileRivalShort|flyingGoalkeeper|ownGoal`.
 */
export interface TGoalCounts {
  for: Record<string, number>;
  against: Record<string, number>;
}

/**
 * Derived figures of a match (decision 0011): rewritten from the engine's
 * replay, so season figures are an aggregation over these rows, written in the
 * transaction that changes the log or the lineup. `derivation_version` below
 * the code's current one means the rows are derived again by the start-up job.
 */
export const matchFigures = pgTable(
  'match_figures',
  {
    matchId: uuid('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    derivationVersion: integer('derivation_version').notNull(),
    goalsFor: integer('goals_for').notNull().default(0),
    goalsAgainst: integer('goals_against').notNull().default(0),
    shots: integer('shots').notNull().default(0),
    shotsOnTarget: integer('shots_on_target').notNull().default(0),
    foulsFor: integer('fouls_for').notNull().default(0),
    foulsAgainst: integer('fouls_against').notNull().default(0),
    yellowCards: integer('yellow_cards').notNull().default(0),
    redCardsFor: integer('red_cards_for').notNull().default(0),
    redCardsAgainst: integer('red_cards_against').notNull().default(0),
    corners: integer('corners').notNull().default(0),
    offsides: integer('offsides').notNull().default(0),
    timeoutsFor: integer('timeouts_for').notNull().default(0),
    timeoutsAgainst: integer('timeouts_against').notNull().default(0),
    tenMetreKicksFor: integer('ten_metre_kicks_for').notNull().default(0),
    tenMetreKicksAgainst: integer('ten_metre_kicks_against').notNull().default(0),
    regularSeconds: integer('regular_seconds').notNull().default(2400),
    goals: jsonb('goals')
      .$type<TStoredGoal[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    goalCounts: jsonb('goal_counts')
      .$type<TGoalCounts>()
      .notNull()
      .default(sql`'{"for":{},"against":{}}'::jsonb`),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Issue 38: every shot and goal of both teams, placed and tagged by the engine (futsal/shots.ts). */
    shotList: jsonb('shot_list')
      .$type<TShotRecord[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Issue 38: seconds, goals, shots and expected goals per game state (futsal/game-state.ts). */
    gameStates: jsonb('game_states').$type<TGameStateSplits | null>(),
  },
  (t) => [index('match_figures_team_id_idx').on(t.teamId)],
);

/** A player's line in one match: every roster player at derivation time gets one (participation). */
export const matchPlayerLines = pgTable(
  'match_player_lines',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    participation: text('participation').notNull(),
    secondsPlayed: integer('seconds_played').notNull().default(0),
    goals: integer('goals').notNull().default(0),
    assists: integer('assists').notNull().default(0),
    shots: integer('shots').notNull().default(0),
    shotsOnTarget: integer('shots_on_target').notNull().default(0),
    fouls: integer('fouls').notNull().default(0),
    yellowCards: integer('yellow_cards').notNull().default(0),
    redCards: integer('red_cards').notNull().default(0),
    plusMinus: integer('plus_minus').notNull().default(0),
    goalTypes: jsonb('goal_types')
      .$type<Partial<Record<TGoalType, number>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    finishingTypes: jsonb('finishing_types')
      .$type<Partial<Record<TFinishingType, number>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Rotations (issue 37): continuous spells on court, from the engine's court. */
    stints: integer('stints').notNull().default(0),
    longestStintSec: integer('longest_stint_sec').notNull().default(0),
    /** Match-clock seconds on the bench while able to play. */
    restSeconds: integer('rest_seconds').notNull().default(0),
    flyingGoalkeeperSeconds: integer('flying_goalkeeper_seconds').notNull().default(0),
    periodSeconds: jsonb('period_seconds')
      .$type<Partial<Record<TMatchPeriod, number>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerId] }),
    index('match_player_lines_player_id_idx').on(t.playerId),
    index('match_player_lines_team_id_idx').on(t.teamId),
    check(
      'match_player_lines_participation_check',
      sql`${t.participation} in ('starter', 'substitute', 'substitute_played', 'bench', 'injured', 'suspended', 'not_selected')`,
    ),
  ],
);

/** Five of our players on court together in one match; `player_ids` is the sorted ids joined by commas. */
export const matchQuintets = pgTable(
  'match_quintets',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    playerIds: text('player_ids').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull().default(0),
    goalsFor: integer('goals_for').notNull().default(0),
    goalsAgainst: integer('goals_against').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerIds] }),
    index('match_quintets_team_id_idx').on(t.teamId),
  ],
);

/** Two of ours on court together in a match (issue 37): seconds and goals, from the engine. */
export const matchPairs = pgTable(
  'match_pairs',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** The two ids, sorted, joined by a comma. */
    playerIds: text('player_ids').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull().default(0),
    goalsFor: integer('goals_for').notNull().default(0),
    goalsAgainst: integer('goals_against').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.playerIds] }),
    index('match_pairs_team_id_idx').on(t.teamId),
  ],
);

export type TMatchPairRow = typeof matchPairs.$inferSelect;
export type TMatchFiguresRow = typeof matchFigures.$inferSelect;
export type TMatchPlayerLineRow = typeof matchPlayerLines.$inferSelect;
export type TMatchQuintetRow = typeof matchQuintets.$inferSelect;
/** A user's preferences (GET/PUT /settings); no row means DEFAULT_USER_SETTINGS. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until the user picks one: a device's own is never stored for it (decision 0117). */
    language: text('language'),
    theme: text('theme'),
    defaultPeriods: integer('default_periods').notNull(),
    defaultPeriodDuration: integer('default_period_duration').notNull(),
    seasonStartMonth: integer('season_start_month').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('user_settings_language_check', sql`${t.language} in ('es', 'en', 'it', 'pt')`),
    check('user_settings_theme_check', sql`${t.theme} in ('light', 'dark')`),
    check('user_settings_default_periods_check', sql`${t.defaultPeriods} between 1 and 4`),
    check(
      'user_settings_default_period_duration_check',
      sql`${t.defaultPeriodDuration} between 5 and 45`,
    ),
    check('user_settings_season_start_month_check', sql`${t.seasonStartMonth} between 1 and 12`),
  ],
);

/** A message of the contact form, kept whatever happens to its e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender as the profile read when the message was sent. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_user_id_created_at_idx').on(t.userId, t.createdAt),
    check(
      'contact_messages_category_check',
      sql`${t.category} in ('support', 'billing', 'suggestion', 'bug', 'other')`,
    ),
  ],
);

export const contactAttachments = pgTable(
  'contact_attachments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The name the sender gave, cleaned; the bytes live in storage under `storage_key`. */
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [index('contact_attachments_message_id_idx').on(t.messageId)],
);

/**
 * Mails waiting to go out (decision 0027). A worker claims due rows with
 * FOR UPDATE SKIP LOCKED and pushes `next_attempt_at` forward as a lease,
 * so several instances never send one row twice at once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Exactly one of the two: a contact message, or a call-up's answer reminder (decision 0167). */
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    callupId: uuid('callup_id').references((): AnyPgColumn => eventCallups.id, {
      onDelete: 'cascade',
    }),
    /** The event start the reminder is for: one reminder per call-up and start. */
    reminderFor: timestamptz('reminder_for'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_outbox_contact_message_id_unique').on(t.contactMessageId),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('mail_outbox_callup_reminder_unique').on(t.callupId, t.reminderFor),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
    check(
      'mail_outbox_one_subject_check',
      sql`num_nonnulls(${t.contactMessageId}, ${t.callupId}) = 1 and (${t.callupId} is null) = (${t.reminderFor} is null)`,
    ),
  ],
);

export type TUserSettingsRow = typeof userSettings.$inferSelect;
export type TContactMessageRow = typeof contactMessages.$inferSelect;
export type TContactAttachmentRow = typeof contactAttachments.$inferSelect;
export type TMailOutboxRow = typeof mailOutbox.$inferSelect;

/** A team's training session (issue 39); a called-off one stays, as the calendar feed carries it. */
export const trainings = pgTable(
  'trainings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    place: text('place').notNull(),
    focus: text('focus').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status').notNull().default('scheduled'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('trainings_team_id_starts_at_idx').on(t.teamId, t.startsAt),
    check('trainings_status_check', sql`${t.status} in ('scheduled', 'cancelled')`),
    check('trainings_duration_check', sql`${t.durationMinutes} between 15 and 300`),
  ],
);
export type TTrainingRow = typeof trainings.$inferSelect;

/**
 * A team's calendar feed (decision 0146): like a live link, its token is
 * HMAC(server secret, nonce), never stored; lookups go by its SHA-256. One row
 * per team at most: a new URL replaces the old one, revoking deletes it.
 */
export const teamCalendarFeeds = pgTable(
  'team_calendar_feeds',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_calendar_feeds_token_hash_idx').on(t.tokenHash)],
);

/**
 * The iCalendar SEQUENCE of each entry a team's feed has served (decision 0147):
 * when what the feed shows of an entry differs from the fingerprint kept here,
 * its sequence goes up by one as the feed is read.
 */
export const calendarSequences = pgTable(
  'calendar_sequences',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    fingerprint: text('fingerprint').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.uid] })],
);

/**
 * A player called up for one match or one training (issue 39), and the
 * attendance taken afterwards. Exactly one of match_id and training_id is set.
 */
export const eventCallups = pgTable(
  'event_callups',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    trainingId: uuid('training_id').references(() => trainings.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The coach's reason for calling up an injured, suspended or inactive player; '' otherwise. */
    override: text('override').notNull().default(''),
    attendance: text('attendance'),
    absenceReason: text('absence_reason').notNull().default(''),
    /** The player's answer through the personal link (decision 0158): yes, no, maybe, or null. */
    answer: text('answer'),
    answerNote: text('answer_note').notNull().default(''),
    answeredAt: timestamptz('answered_at'),
    /** The event start the answer was given for; another start now flags it for re-confirmation. */
    answeredFor: timestamptz('answered_for'),
    /** The link's nonce and its token's SHA-256 (never the token); both null once revoked. */
    linkNonce: text('link_nonce'),
    linkTokenHash: text('link_token_hash'),
    /** When the link was last e-mailed; a re-send skips the row (decision 0159). */
    linkSentAt: timestamptz('link_sent_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_callups_link_token_hash_idx').on(t.linkTokenHash),
    uniqueIndex('event_callups_match_player_idx').on(t.matchId, t.playerId),
    uniqueIndex('event_callups_training_player_idx').on(t.trainingId, t.playerId),
    index('event_callups_player_idx').on(t.playerId),
    check(
      'event_callups_one_event_check',
      sql`(${t.matchId} is null) <> (${t.trainingId} is null)`,
    ),
    check('event_callups_attendance_check', sql`${t.attendance} in ('present', 'late', 'absent')`),
    check('event_callups_answer_check', sql`${t.answer} in ('yes', 'no', 'maybe')`),
  ],
);
export type TEventCallupRow = typeof eventCallups.$inferSelect;
