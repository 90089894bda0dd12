import type { TCompetition, TMatch, TMatchEvent, TPlayer, TTeam } from '@futsal/shared';
import { expect } from 'vitest';

/** The account the README gives. */
export const DEMO = { email: 'demo@futsalmanager.app', password: 'Demo1234' };
export const DEMO_ASSISTANT = { email: 'asistente@futsalmanager.app', password: 'Demo1234' };

/**
 * What the README promises after `npm run seed`, read over HTTP as the web
 * app reads it: the demo account signs in and holds a team with its logo,
 * 14 players (one injured, one suspended), a league and a cup, three played
 * matchdays whose logs give their scores, and one match coming up.
 */
export async function expectDemoClub(url: string): Promise<void> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);

  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const get = async <T>(route: string): Promise<T> => {
    const res = await fetch(`${url}/api${route}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status, `GET ${route}`).toBe(200);
    return (await res.json()) as T;
  };

  const teams = await get<TTeam[]>('/teams');
  expect(teams).toHaveLength(1);
  const team = teams[0] as TTeam;
  expect(team.logo).toBeTruthy();
  const logo = await fetch(`${url}${team.logo ?? ''}`);
  expect(logo.status).toBe(200);
  expect(logo.headers.get('content-type')).toMatch(/^image\//);

  const players = await get<TPlayer[]>(`/teams/${team.id}/players`);
  expect(players).toHaveLength(14);
  expect(players.filter((p) => p.status === 'injured')).toHaveLength(1);
  expect(players.filter((p) => p.status === 'suspended')).toHaveLength(1);

  const competitions = await get<TCompetition[]>(`/tournaments/team/${team.id}`);
  expect(competitions.map((c) => c.type).sort()).toEqual(['cup', 'tournament']);

  const matches = await get<TMatch[]>(`/matches/team/${team.id}`);
  const played = matches.filter((m) => m.status === 'finished');
  const coming = matches.filter((m) => m.status === 'scheduled');
  expect(played).toHaveLength(3);
  expect(coming).toHaveLength(1);
  expect(Date.parse(coming[0]?.date ?? '')).toBeGreaterThan(Date.now());
  const types = new Set<string>();
  for (const match of played) {
    expect(Date.parse(match.date)).toBeLessThan(Date.now());
    const { events } = await get<{ events: TMatchEvent[] }>(`/events/match/${match.id}`);
    for (const e of events) types.add(e.type);
    // The score is the log's: every goal of the result is an event of it.
    const count = (type: string) => events.filter((e) => e.type === type).length;
    expect({ us: count('goal'), rival: count('rival_goal') }).toEqual(match.score);
  }
  expect(played.some((m) => m.score.us + m.score.rival > 0)).toBe(true);
  // Goals, fouls, cards, substitutions and a sending-off, as the README lists.
  for (const type of ['goal', 'foul', 'yellow_card', 'red_card', 'substitution'])
    expect(types, type).toContain(type);

  // The team's assistant signs in too, and sees the squad without its phones (decision 0178).
  const asAssistant = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ASSISTANT),
  });
  expect(asAssistant.status, await asAssistant.clone().text()).toBe(200);
  const { token: assistantToken } = (await asAssistant.json()) as { token: string };
  const staffGet = (route: string) =>
    fetch(`${url}/api${route}`, { headers: { authorization: `Bearer ${assistantToken}` } });
  const theirTeams = (await (await staffGet('/teams')).json()) as TTeam[];
  expect(theirTeams.map((t) => [t.id, t.role])).toEqual([[team.id, 'assistant']]);
  const squad = (await (await staffGet(`/teams/${team.id}/players`)).json()) as TPlayer[];
  expect(squad).toHaveLength(14);
  expect(players.some((p) => p.phone !== '')).toBe(true);
  expect(squad.every((p) => p.phone === '' && p.hidden.includes('contact'))).toBe(true);
}
