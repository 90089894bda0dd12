import { apiAs, seedCoach, seedLeagueMatch, seedPlan } from './fixtures';
import { buildSeason, type Api } from './season';

/** A coach with a played season and a match under way, and every page they can open. */
export interface CoachPages {
  token: string;
  api: Api;
  /** The team's page: the paths of its parts start with it. */
  team: string;
  /** Every signed-in page but the live console, which keeps a stream open. */
  pages: string[];
  /** The live console of the match under way. */
  console: string;
  /** The match under way's public page, shared. */
  live: string;
}

export async function seedCoachPages(): Promise<CoachPages> {
  const { token } = await seedCoach();
  // Every page with all it can show: the live link and PDF reports are paid features.
  await seedPlan(token, 'club');
  const api = apiAs(token);
  const { teamId, players, matchIds } = await buildSeason(api);
  const player = players[1]?.id ?? '';
  const underWay = await seedLeagueMatch(
    token,
    teamId,
    players.map((p) => p.id),
    { date: new Date().toISOString() },
  );
  await api('POST', `/events/match/${underWay}`, {
    id: crypto.randomUUID(),
    type: 'period_start',
    period: 'first',
    minute: 0,
    second: 0,
  });
  const share = await api<{ token: string | null }>('POST', `/matches/${underWay}/share`);
  const team = `/teams/${teamId}`;
  return {
    token,
    api,
    team,
    pages: [
      '/teams',
      team,
      `${team}/players`,
      `${team}/players/${player}`,
      `${team}/players/${player}/stats`,
      `${team}/matches`,
      `${team}/matches/${matchIds[0] ?? ''}/details`,
      `${team}/stats`,
      `${team}/summary`,
      `${team}/stats/opponent?name=Inter%20Ribera`,
      `${team}/events`,
      '/profile',
      '/security',
      '/settings',
      '/subscription',
      '/contact',
      '/pricing',
    ],
    console: `${team}/matches/${underWay}`,
    live: `/live/${share.token ?? ''}`,
  };
}
