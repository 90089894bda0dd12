import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_IDS, createTeam, formBody, givePlan, missingId, pngOf } from '../../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { buildSeason, wholeRange, type Season } from '../../../test/season';

let t: TestApp;
let s: Season;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildSeason(t.app, 'Peñarol Futsal');
  // PDF reports are a paid feature (PLAN_TABLE); the free tier's 402 is in plans.test.ts.
  await givePlan(t.db, s.coach.user.id, 'starter');
  const logo = formBody(
    {},
    {
      field: 'logo',
      filename: 'logo.png',
      contentType: 'image/png',
      content: await pngOf(200, 200),
    },
  );
  const put = await t.app.inject({
    method: 'PUT',
    url: `/api/teams/${s.teamId}`,
    headers: { ...bearer(s.coach.token), ...logo.headers },
    payload: logo.payload,
  });
  expect(put.statusCode, put.body).toBe(200);
  other = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (
  url: string,
  token: string | null = s.coach.token,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });

/** The PDF's text as pdftotext reads it (layout kept, so a table row stays on one line). */
function pdfText(body: Buffer): string {
  const file = path.join(t.tmpDir, `report-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
const pages = (body: Buffer) => {
  const file = path.join(t.tmpDir, `pages-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
};

describe('GET /api/reports/team/{teamId}', () => {
  it('is a PDF attachment in the language of ?lng= with the team, the scorer and the totals', async () => {
    const res = await get(`/api/reports/team/${s.teamId}?${wholeRange()}&lng=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="report-penarol-futsal-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Peñarol Futsal');
    expect(text).toContain('Team report');
    expect(text).toContain('Top scorers');
    expect(text).toMatch(/Jugador 1\s+3\b/); // 3 goals, top of the scorers
    // Record: 3 played, 2 won, 0 drawn, 1 lost, 4 for, 3 against, 6 points, +1.
    expect(text).toMatch(/3\s+2\s+0\s+1\s+4\s+3\s+6\s+\+1/);
    expect(text).toContain('Rival A');
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).not.toContain('12345678Z');
    // Rotations (issue 37): a player's stints, average and longest, and the pairs.
    expect(text).toContain('Rotations');
    expect(text).toMatch(/Jugador 1\s+\d+\s+\d+:\d{2}\s+\d+:\d{2}\s+\d+\s+\d+/);
    expect(text).toContain('Pairs on court');
    expect(text).toMatch(/Jugador \d+ · Jugador \d+\s+\d+/);
  });

  it('follows Accept-Language without ?lng= and the filters', async () => {
    const res = await get(`/api/reports/team/${s.teamId}?range=30d`, s.coach.token, {
      'accept-language': 'it-IT,it;q=0.9',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="rapporto-penarol-futsal-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Rapporto della squadra');
    expect(text).toContain('Ultimi 30 giorni');
    expect(text).not.toContain('Rival C');
    expect(text).toMatch(/2\s+1\s+0\s+1\s+3\s+3\s+3\s+0/);
  });

  it.each([
    ['es', 'Informe del equipo', 'Máximos goleadores'],
    ['pt', 'Relatório da equipa', 'Melhores marcadores'],
  ])('prints in %s', async (lng, title, scorers) => {
    const res = await get(`/api/reports/team/${s.teamId}?${wholeRange()}&lng=${lng}`);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(title);
    expect(text).toContain(scorers);
  });

  it('prints an empty season with zeros', async () => {
    const coach = await registerAndLogin(t.app);
    await givePlan(t.db, coach.user.id, 'starter');
    const team = await createTeam(t.app, coach.token, { name: 'Sin Partidos FS' });
    const res = await get(`/api/reports/team/${team.id}?lng=es`, coach.token);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Sin Partidos FS');
    expect(text).toContain('Sin partidos finalizados en este periodo');
    expect(pages(res.rawPayload)).toBe(1);
  });
});

describe('GET /api/reports/player/{playerId}', () => {
  it('prints the player basics, participation and the per-match table, never personal data', async () => {
    const player = s.players[0];
    const res = await get(`/api/reports/player/${player?.id}?${wholeRange()}&lng=es`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="informe-jugador-1-/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Informe del jugador');
    expect(text).toContain('1. Jugador 1');
    expect(text).toContain('Peñarol Futsal');
    expect(text).toContain('Posición: Ala');
    expect(text).toContain('Rival B');
    expect(text).not.toContain('ID-1-0000');
    expect(text).toContain('Rotaciones');
    expect(text).toContain('Trabajo:descanso');
  });
});

describe('reports access and filters', () => {
  const routes = () => [
    { url: `/api/reports/team/${s.teamId}`, base: '/api/reports/team/', code: 'TEAM_ID_INVALID' },
    {
      url: `/api/reports/player/${s.players[0]?.id}`,
      base: '/api/reports/player/',
      code: 'PLAYER_ID_INVALID',
    },
  ];

  it('404 for another user or a missing id, 401 anonymous, 400 for bad ids and filters', async () => {
    for (const r of routes()) {
      expect((await get(r.url, other.token)).statusCode, r.url).toBe(404);
      expect((await get(`${r.base}${missingId()}`)).statusCode, r.url).toBe(404);
      expect((await get(r.url, null)).statusCode, r.url).toBe(401);
      expect((await get(`${r.url}?lng=de`, null)).statusCode, r.url).toBe(401);
      const badLang = await get(`${r.url}?lng=de`);
      expect(badLang.statusCode).toBe(400);
      expect(badLang.json().error.details[0].key).toBe('validation.stats.language');
      expect((await get(`${r.url}?range=custom&from=2026-02-01&to=2026-01-01`)).statusCode).toBe(
        400,
      );
      for (const bad of BAD_IDS) {
        const res = await get(`${r.base}${bad}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe(r.code);
      }
    }
  });
});
