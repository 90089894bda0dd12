import JSZip from 'jszip';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_IDS, createPlayer, missingId } from '../../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { buildSeason, type Season } from '../../../test/season';
import { staffMember } from '../../../test/staff';

let t: TestApp;
let s: Season;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildSeason(t.app, 'Peñarol Exportación');
  other = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string | null = s.coach.token) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function zipOf(url: string): Promise<{ zip: JSZip; filename: string }> {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['cache-control']).toBe('no-store');
  const filename = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1];
  return { zip: await JSZip.loadAsync(res.rawPayload), filename: filename ?? '' };
}
const json = async <T>(zip: JSZip, name: string): Promise<T> => {
  const file = zip.file(name);
  if (!file) throw new Error(`${name} missing: ${Object.keys(zip.files).join(', ')}`);
  return JSON.parse(await file.async('string')) as T;
};
const csv = async (zip: JSZip, name: string) => {
  const text = (await zip.file(name)?.async('string')) ?? '';
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<Record<string, string>>(text.slice(1).trim(), { header: true }).data;
};

describe('GET /api/export/team/{teamId}', () => {
  it("gives the owner the team's data as JSON and CSV, events included", async () => {
    const { zip, filename } = await zipOf(`/api/export/team/${s.teamId}`);
    expect(filename).toMatch(/^futsal-penarol-exportacion-\d{4}-\d{2}-\d{2}\.zip$/);
    const team = await json<Record<string, unknown>>(zip, 'team.json');
    expect(team.name).toBe('Peñarol Exportación');
    expect(team).not.toHaveProperty('ownerId');
    expect(team).not.toHaveProperty('logoKey');
    const players = await json<{ name: string; nationalId: string }[]>(zip, 'players.json');
    expect(players).toHaveLength(s.players.length);
    const rows = await csv(zip, 'players.csv');
    expect(rows.map((r) => r.name)).toEqual(players.map((p) => p.name));
    expect(rows[0]).toHaveProperty('nationalId');
    const matches = await json<{ id: string }[]>(zip, 'matches.json');
    expect(matches.map((m) => m.id).sort()).toEqual(Object.values(s.matchIds).sort());
    const events = await json<{ matchId: string; type: string }[]>(zip, 'match-events.json');
    expect(events.filter((e) => e.matchId === s.matchIds.a && e.type === 'goal')).toHaveLength(2);
  });

  it("names the team's staff and its audit trail (fields by name), and a staff member's teams in their account", async () => {
    const analyst = await staffMember(t.app, t.db, s.teamId, 'analyst');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/players/${s.players[0]?.id ?? ''}`,
      headers: bearer(s.coach.token),
      payload: { phone: '611000999' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.app.auditSettled();
    const { zip } = await zipOf(`/api/export/team/${s.teamId}`);
    const staff = await csv(zip, 'staff.csv');
    expect(staff.map((r) => [r.email, r.role])).toEqual([
      [s.coach.email, 'owner'],
      [analyst.email, 'analyst'],
    ]);
    const trail = await csv(zip, 'audit-trail.csv');
    expect(trail.find((r) => r.action === 'update' && r.entity === 'player')?.fields).toBe('phone');
    expect(JSON.stringify(trail)).not.toContain('611000999');

    const own = await t.app.inject({ url: '/api/export/account', headers: bearer(analyst.token) });
    const account = await JSZip.loadAsync(own.rawPayload);
    const memberships = await json<{ team: string; role: string }[]>(account, 'staff-of.json');
    expect(memberships).toEqual([
      expect.objectContaining({ team: 'Peñarol Exportación', role: 'analyst' }),
    ]);
  });

  it('answers 404 to another coach, 401 to anonymous and 400 to a bad id', async () => {
    expect((await get(`/api/export/team/${s.teamId}`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/export/team/${missingId()}`)).statusCode).toBe(404);
    expect((await get(`/api/export/team/${s.teamId}`, null)).statusCode).toBe(401);
    for (const bad of BAD_IDS) {
      const res = await get(`/api/export/team/${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'TEAM_ID_INVALID' });
    }
  });
});

describe('GET /api/export/player/{playerId}', () => {
  it("gives the owner one player's file and figures per match", async () => {
    const p = await createPlayer(t.app, s.coach.token, s.teamId, {
      name: 'Ana Exportada',
      number: 77,
      phone: '600123123',
    });
    const { zip } = await zipOf(`/api/export/player/${p.id}`);
    const [player] = await json<{ name: string; phone: string }[]>(zip, 'player.json');
    expect(player).toMatchObject({ name: 'Ana Exportada', phone: '600123123' });
    // Each status it has had, and since when (decision 0188).
    const statuses = await json<{ status: string; changedAt: string }[]>(
      zip,
      'player-status-history.json',
    );
    expect(statuses.map((r) => r.status)).toEqual(['available']);
    const first = s.players[0];
    const played = await zipOf(`/api/export/player/${first?.id}`);
    const lines = await csv(played.zip, 'player-matches.csv');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveProperty('opponent');
  });

  it('answers 404 to another coach and 401 to anonymous', async () => {
    const id = s.players[0]?.id;
    expect((await get(`/api/export/player/${id}`, other.token)).statusCode).toBe(404);
    expect((await get(`/api/export/player/${id}`, null)).statusCode).toBe(401);
    expect((await get('/api/export/player/nope')).statusCode).toBe(400);
  });
});

describe('GET /api/export/account', () => {
  it("gives the account, its settings and every team, and never the password's hash", async () => {
    const { zip } = await zipOf('/api/export/account');
    const account = await json<Record<string, unknown>>(zip, 'account.json');
    expect(account.email).toBe(s.coach.email);
    const text = JSON.stringify(account);
    expect(text).not.toMatch(/password|hash|argon/i);
    expect(
      Object.keys(zip.files).some((n) => /^teams\/1-penarol-exportacion\/players\.csv$/.test(n)),
    ).toBe(true);
    const others = await get('/api/export/account', other.token);
    const theirs = await JSZip.loadAsync(others.rawPayload);
    expect(Object.keys(theirs.files).some((n) => n.startsWith('teams/'))).toBe(false);
    expect((await get('/api/export/account', null)).statusCode).toBe(401);
  });
});
