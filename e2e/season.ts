import { randomUUID } from 'node:crypto';

/** A request as the coach the season is built for (`apiAs` in fixtures.ts, or the bench's own). */
export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** A small season built through the API, for the statistics browser tests and screenshots. */
export interface SeasonFixture {
  teamId: string;
  teamName: string;
  players: { id: string; name: string }[];
  matchIds: string[];
}

/** Noon UTC `days` days ago. */
export const daysAgo = (days: number): string => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  d.setUTCHours(12, 0, 0, 0);
  return d.toISOString();
};

const NAMES = [
  'Álvaro Gómez',
  'Iñaki Peña',
  'Sergio Núñez',
  'Raúl Martín',
  'Dani Saldise',
  'João Silva',
  'Marco Rossi',
  'Pablo Ortiz',
];

const ev = (
  type: string,
  period: 'first' | 'second',
  minute: number,
  extra: Record<string, unknown> = {},
) => ({
  id: randomUUID(),
  type,
  period,
  minute,
  second: 0,
  ...extra,
});

/**
 * Two finished matches: a league win 3–1 at home 5 days ago and a friendly
 * won 2–0 away 50 days ago (outside the last 30 days). Player 2 scores 2 in
 * the league match, player 3 once; player 2 and player 4 score in the friendly.
 */
export async function buildSeason(
  api: Api,
  teamName = 'Club Estadística Ñandú',
): Promise<SeasonFixture> {
  const team = await api<{ id: string }>('POST', '/teams', {
    name: teamName,
    description: 'Equipo de pruebas',
    division: 'Segunda B',
  });
  const players: { id: string; name: string }[] = [];
  for (const [i, name] of NAMES.entries()) {
    const p = await api<{ id: string }>('POST', `/players/team/${team.id}`, {
      name,
      number: i + 1,
      positions: { primary: i === 0 ? 'goalkeeper' : 'winger' },
      preferredFoot: 'right',
      status: 'available',
      nationalId: `ID-${i + 1}-00000`,
    });
    players.push({ id: p.id, name });
  }
  const id = (n: number) => players[n - 1]?.id ?? '';
  const lineup = {
    starters: players.slice(0, 5).map((p) => p.id),
    substitutes: players.slice(5).map((p) => p.id),
  };
  const play = async (match: Record<string, unknown>, events: Record<string, unknown>[]) => {
    const m = await api<{ id: string }>('POST', `/matches/team/${team.id}`, {
      location: 'Pabellón Municipal',
      periods: 2,
      periodDuration: 20,
      ...match,
    });
    await api('PUT', `/matches/${m.id}/lineup`, lineup);
    for (const e of events) await api('POST', `/events/match/${m.id}`, e);
    return m.id;
  };
  const league = await play(
    { opponent: 'Inter Ribera', date: daysAgo(5), isHome: true, type: 'league' },
    [
      ev('period_start', 'first', 0),
      ev('goal', 'first', 3, {
        playerId: id(2),
        assistPlayerId: id(3),
        goalType: 'corner',
        finishingType: 'right_foot',
      }),
      ev('shot', 'first', 6, { playerId: id(4), onTarget: true }),
      ev('rival_goal', 'first', 12, { goalType: 'penalty' }),
      ev('foul', 'first', 15, { playerId: id(5) }),
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      ev('substitution', 'second', 24, { playerOutId: id(5), playerInId: id(6) }),
      ev('goal', 'second', 27, {
        playerId: id(2),
        goalType: 'game_situation',
        finishingType: 'left_foot',
      }),
      ev('goal', 'second', 33, {
        playerId: id(3),
        assistPlayerId: id(6),
        goalType: 'individual_action',
        finishingType: 'header',
      }),
      ev('yellow_card', 'second', 35, { playerId: id(4) }),
      ev('period_end', 'second', 40),
    ],
  );
  const friendly = await play(
    { opponent: 'Atlético Olivar', date: daysAgo(50), isHome: false, type: 'friendly' },
    [
      ev('period_start', 'first', 0),
      ev('goal', 'first', 8, {
        playerId: id(2),
        goalType: 'free_kick',
        finishingType: 'right_foot',
      }),
      ev('period_end', 'first', 20),
      ev('period_start', 'second', 20),
      ev('goal', 'second', 31, {
        playerId: id(4),
        assistPlayerId: id(2),
        goalType: 'lateral',
        finishingType: 'right_foot',
      }),
      ev('period_end', 'second', 40),
    ],
  );
  return { teamId: team.id, teamName, players, matchIds: [league, friendly] };
}
