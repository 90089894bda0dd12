import {
  PLAN_TABLE,
  ZCompetition,
  ZCurrentSubscriptionResponse,
  ZErrorBody,
  ZMatch,
  ZPlayer,
  ZTeam,
  ZTeamSummary,
  ZUser,
  type TCompetition,
  type TPlanTier,
  type TMatch,
  type TPlayer,
  type TTeam,
  type TTeamSummary,
  type TUser,
} from '@futsal/shared';
import type { z } from 'zod';
import { jsonResponse } from './utils';

/**
 * Mocked API replies for the web tests, built with the same zod contracts the
 * server's routes declare as their `response` and the web parses with: a mock
 * that drifts from the contract fails where it is built, not deep in a page.
 */
export function reply<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): Response {
  return jsonResponse(schema.parse(body), status);
}

/** The error reply of every route: `{ error: { code, message, details? } }`. */
export function errorReply(
  status: number,
  code: string,
  message: string,
  details?: { path: string; key: string; message: string }[],
): Response {
  return reply(ZErrorBody, { error: { code, message, ...(details ? { details } : {}) } }, status);
}

export const TEST_USER_ID = '0aaaaaaa-0000-4000-8000-000000000001';
export const TEST_TEAM_ID = '0bbbbbbb-0000-4000-8000-000000000001';
const STAMP = '2026-01-01T00:00:00.000Z';

export function testUser(overrides: Partial<TUser> = {}): TUser {
  return ZUser.parse({
    id: TEST_USER_ID,
    _id: TEST_USER_ID,
    firstName: 'Ana',
    lastName: 'Gil',
    email: 'ana@club.es',
    avatar: null,
    createdAt: STAMP,
    ...overrides,
  });
}

export function testTeamSummary(overrides: Partial<TTeamSummary> = {}): TTeamSummary {
  const id = overrides.id ?? TEST_TEAM_ID;
  return ZTeamSummary.parse({
    id,
    _id: id,
    name: 'CD Parla',
    description: '',
    division: '',
    logo: null,
    targetStintSec: 240,
    reminderHoursBefore: 24,
    ...overrides,
  });
}

export function testTeam(overrides: Partial<TTeam> = {}): TTeam {
  return ZTeam.parse({
    ...testTeamSummary(overrides),
    competitionDate: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    statistics: { gamesPlayed: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 },
    players: [],
    coach: 'Ana Gil',
    foundedYear: null,
    role: 'owner',
    ...overrides,
  });
}

export function testPlayer(overrides: Partial<TPlayer> & Pick<TPlayer, 'id'>): TPlayer {
  return ZPlayer.parse({
    _id: overrides.id,
    team: TEST_TEAM_ID,
    name: 'Jugador',
    number: 1,
    positions: { primary: 'winger', secondary: '' },
    preferredFoot: 'right',
    status: 'available',
    isActive: true,
    dateOfBirth: null,
    height: null,
    weight: null,
    joinedDate: null,
    phone: '',
    address: '',
    nationalId: '12345678Z',
    email: '',
    emergencyContact: { name: '', phone: '', relationship: '' },
    medicalInfo: {
      bloodType: '',
      allergies: [],
      currentMedicalConditions: '',
      currentInjuries: [],
      injuryHistory: [],
    },
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  });
}

export function testMatch(overrides: Partial<TMatch> & Pick<TMatch, 'id'>): TMatch {
  return ZMatch.parse({
    _id: overrides.id,
    teamId: TEST_TEAM_ID,
    opponent: 'Rival FS',
    date: '2026-03-01T18:00:00+01:00',
    location: 'Pabellón',
    stadium: 'Pabellón',
    isHome: true,
    type: 'league',
    periods: 2,
    periodDuration: 20,
    status: 'scheduled',
    score: { us: 0, rival: 0 },
    competitionId: null,
    competitionRound: '',
    lineup: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  });
}

export function testCompetition(
  overrides: Partial<TCompetition> & Pick<TCompetition, 'id'>,
): TCompetition {
  return ZCompetition.parse({
    _id: overrides.id,
    teamId: TEST_TEAM_ID,
    name: 'Liga',
    type: 'tournament',
    startDate: '2026-09-01',
    endDate: null,
    description: '',
    location: '',
    organizer: '',
    maxTeams: null,
    status: 'upcoming',
    format: '',
    prize: '',
    rules: '',
    redSuspensionMatches: 1,
    yellowAccumulation: 5,
    yellowSuspensionMatches: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  });
}

/** GET /subscriptions/current for a tier (PLAN_TABLE's limits and features) and the account's usage. */
export function currentSubscriptionReply(
  tier: TPlanTier = 'none',
  usage: { teams: number; competitions: number } = { teams: 0, competitions: 0 },
): Response {
  return reply(ZCurrentSubscriptionResponse, {
    subscription: null,
    plan: tier === 'none' ? null : { id: tier },
    tier,
    limits: { ...PLAN_TABLE[tier].limits },
    features: [...PLAN_TABLE[tier].features],
    usage,
  });
}
