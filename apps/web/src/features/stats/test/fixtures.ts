import {
  ZMatchStatsResponse,
  ZPlayerStatsResponse,
  ZTeamStatsResponse,
  type TMatchStatsResponse,
  type TPlayerStatsResponse,
  type TScoredRecord,
  type TTeamStatsResponse,
} from '@futsal/shared/schemas/stats';
import { samplePlayerShotFigures, sampleShotFigures } from './shot-fixtures';

/** Replies of the stats routes for the web tests, checked against the shared contract. */
export const TEAM_ID = '11111111-1111-4111-8111-111111111111';
export const PLAYER_A = '22222222-2222-4222-8222-222222222222';
export const PLAYER_B = '33333333-3333-4333-8333-333333333333';
export const MATCH_1 = '44444444-4444-4444-8444-444444444444';
export const MATCH_2 = '55555555-5555-4555-8555-555555555555';
const Q = [
  '66666666-6666-4666-8666-666666666661',
  '66666666-6666-4666-8666-666666666662',
  '66666666-6666-4666-8666-666666666663',
];

const record = (w: number, d: number, l: number, gf: number, ga: number): TScoredRecord => ({
  gamesPlayed: w + d + l,
  wins: w,
  draws: d,
  losses: l,
  goalsFor: gf,
  goalsAgainst: ga,
  points: 3 * w + d,
  goalDifference: gf - ga,
});

const line = (
  playerId: string,
  name: string,
  number: number,
  goals: number,
  assists: number,
  seconds: number,
) => ({
  playerId,
  name,
  number,
  position: 'winger' as const,
  matches: 2,
  starts: 2,
  secondsPlayed: seconds,
  goals,
  assists,
  shots: goals + 2,
  shotsOnTarget: goals + 1,
  fouls: 1,
  yellowCards: 0,
  redCards: 0,
  plusMinus: goals - 1,
});

const zeroBands = () =>
  Array.from({ length: 8 }, (_, i) => ({
    fromMinute: i * 5,
    toMinute: i * 5 + 5,
    for: 0,
    against: 0,
  }));

/** A season of two wins (3–1 league, 2–0 friendly), overridable. */
/** A player's rotation line: 40 minutes played, 20 rested, unless overridden. */
function rotation(playerId: string, over: Record<string, unknown> = {}) {
  return {
    playerId,
    stints: 5,
    averageStintSec: 480,
    longestStintSec: 600,
    secondsPlayed: 2400,
    restSeconds: 1200,
    workRest: 2,
    flyingGoalkeeperSec: 0,
    periodSeconds: { first: 1200, second: 1200 },
    ...over,
  };
}

export function teamStats(overrides: Partial<TTeamStatsResponse> = {}): TTeamStatsResponse {
  const bands = zeroBands();
  bands[0] = { ...bands[0]!, for: 1 };
  bands[2] = { ...bands[2]!, against: 1 };
  bands[5] = { ...bands[5]!, for: 2 };
  return ZTeamStatsResponse.parse({
    shotFigures: sampleShotFigures(),
    period: { range: 'season', from: '2026-08-01', to: '2026-11-23', seasonStartMonth: 8 },
    filters: { competitionId: null, type: null, venue: null },
    statistics: { gamesPlayed: 2, wins: 2, draws: 0, losses: 0, goalsFor: 5, goalsAgainst: 1 },
    kpis: { points: 6, goalDifference: 4, cleanSheets: 1, winRate: 1, form: ['W', 'W'] },
    averages: { goalsFor: 2.5, goalsAgainst: 0.5, shots: 6, fouls: 3 },
    goals: {
      byPeriod: [
        { period: 'first', for: 2, against: 1 },
        { period: 'second', for: 3, against: 0 },
      ],
      byBand: bands,
      extraTime: { for: 0, against: 0 },
      types: { for: { corner: 1, game_situation: 2 }, against: { penalty: 1 } },
      finishing: { for: { right_foot: 2, left_foot: 1 }, against: {} },
      whileShort: { for: 0, against: 0 },
      whileRivalShort: { for: 1, against: 0 },
      withFlyingGoalkeeper: { for: 0, against: 1 },
      ownGoals: { for: 0, against: 0 },
    },
    tenMetreKicks: { for: 1, against: 0 },
    discipline: { fouls: { for: 6, against: 4 }, yellowCards: 1, redCards: { for: 0, against: 1 } },
    shooting: { shots: 12, onTarget: 8, goals: 5, accuracy: 8 / 12, conversion: 5 / 12 },
    corners: 3,
    timeouts: { for: 2, against: 1 },
    players: [
      line(PLAYER_A, 'Álvaro Núñez', 7, 3, 1, 2400),
      line(PLAYER_B, 'Bea "La Roca" Gil', 10, 1, 2, 3000),
    ],
    quintets: [
      {
        playerIds: [PLAYER_A, PLAYER_B, ...Q].sort(),
        secondsTogether: 1200,
        goalsFor: 3,
        goalsAgainst: 1,
        plusMinus: 2,
      },
    ],
    rotations: {
      players: [
        rotation(PLAYER_A, { stints: 6, averageStintSec: 400, longestStintSec: 310 }),
        rotation(PLAYER_B, { stints: 10, averageStintSec: 300, flyingGoalkeeperSec: 95 }),
      ],
      pairs: [
        {
          playerIds: [PLAYER_A, PLAYER_B].sort(),
          secondsTogether: 1500,
          goalsFor: 2,
          goalsAgainst: 1,
          plusMinus: 1,
        },
      ],
    },
    splits: {
      home: record(1, 0, 0, 3, 1),
      away: record(1, 0, 0, 2, 0),
      byType: [
        { type: 'league', record: record(1, 0, 0, 3, 1) },
        { type: 'friendly', record: record(1, 0, 0, 2, 0) },
      ],
      byCompetition: [],
    },
    results: [
      {
        matchId: MATCH_1,
        date: '2026-11-18T18:00:00.000Z',
        opponent: 'Inter Ribera',
        isHome: true,
        type: 'league',
        competitionId: null,
        competitionName: null,
        goalsFor: 3,
        goalsAgainst: 1,
        result: 'W',
      },
      {
        matchId: MATCH_2,
        date: '2026-10-04T18:00:00.000Z',
        opponent: 'Atlético Olivar',
        isHome: false,
        type: 'friendly',
        competitionId: null,
        competitionName: null,
        goalsFor: 2,
        goalsAgainst: 0,
        result: 'W',
      },
    ],
    ...overrides,
  });
}

/** The league match alone (what `type=league` answers). */
export function leagueOnlyStats(): TTeamStatsResponse {
  const all = teamStats();
  return teamStats({
    filters: { competitionId: null, type: 'league', venue: null },
    statistics: { gamesPlayed: 1, wins: 1, draws: 0, losses: 0, goalsFor: 3, goalsAgainst: 1 },
    kpis: { points: 3, goalDifference: 2, cleanSheets: 0, winRate: 1, form: ['W'] },
    results: all.results.slice(0, 1),
  });
}

/** An empty season: zeros and empty lists. */
export function emptyTeamStats(): TTeamStatsResponse {
  return teamStats({
    statistics: { gamesPlayed: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 },
    kpis: { points: 0, goalDifference: 0, cleanSheets: 0, winRate: 0, form: [] },
    players: [],
    quintets: [],
    rotations: { players: [], pairs: [] },
    results: [],
  });
}

export function playerStats(): TPlayerStatsResponse {
  return ZPlayerStatsResponse.parse({
    period: { range: 'season', from: '2026-08-01', to: '2026-11-23', seasonStartMonth: 8 },
    filters: { competitionId: null, type: null, venue: null },
    player: { id: PLAYER_A, teamId: TEAM_ID, name: 'Álvaro Núñez', number: 7, position: 'winger' },
    totals: {
      matches: 2,
      starts: 2,
      secondsPlayed: 2400,
      goals: 3,
      assists: 1,
      shots: 5,
      shotsOnTarget: 4,
      fouls: 1,
      yellowCards: 0,
      redCards: 0,
      plusMinus: 2,
    },
    per40: { goals: 3, assists: 1, shots: 5, fouls: 1 },
    participation: {
      starter: 2,
      substitute: 0,
      substitute_played: 0,
      bench: 0,
      injured: 0,
      suspended: 0,
      not_selected: 1,
    },
    goalTypes: { corner: 1, game_situation: 2 },
    finishingTypes: { right_foot: 3 },
    rotation: rotation(PLAYER_A, { stints: 6, averageStintSec: 400, longestStintSec: 310 }),
    matches: [
      {
        ...teamStats().results[0]!,
        participation: 'starter',
        secondsPlayed: 1500,
        goals: 2,
        assists: 1,
        shots: 3,
        shotsOnTarget: 3,
        fouls: 1,
        yellowCards: 0,
        redCards: 0,
        plusMinus: 2,
      },
      {
        ...teamStats().results[1]!,
        participation: 'starter',
        secondsPlayed: 900,
        goals: 1,
        assists: 0,
        shots: 2,
        shotsOnTarget: 1,
        fouls: 0,
        yellowCards: 0,
        redCards: 0,
        plusMinus: 0,
      },
    ],
    shotFigures: samplePlayerShotFigures(PLAYER_A),
  });
}

export function matchStats(): TMatchStatsResponse {
  return ZMatchStatsResponse.parse({
    shotFigures: sampleShotFigures(),
    matchId: MATCH_1,
    status: 'finished',
    score: { us: 3, rival: 1 },
    team: {
      shots: { for: 7, onTarget: 5 },
      fouls: { for: 3, against: 2 },
      yellowCards: 1,
      redCards: { for: 0, against: 0 },
      corners: 2,
      offsides: 1,
      timeouts: { for: 1, against: 0 },
      tenMetreKicks: { for: 0, against: 0 },
      goalTypes: { for: { corner: 1 }, against: { penalty: 1 } },
      finishingTypes: { header: 1 },
    },
    goalsByPeriod: [
      { period: 'first', for: 1, against: 1 },
      { period: 'second', for: 2, against: 0 },
    ],
    players: [
      {
        ...line(PLAYER_A, 'Álvaro Núñez', 7, 2, 0, 1500),
        matches: 1,
        starts: 1,
        participation: 'starter',
      },
    ],
    quintets: [],
    rotations: {
      players: [rotation(PLAYER_A, { stints: 4, averageStintSec: 375, longestStintSec: 540 })],
      pairs: [],
    },
  });
}
