import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan, missingId } from '../../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { addRivalAMatches } from '../../../test/opponent';
import { buildSeason, type Season } from '../../../test/season';

let t: TestApp;
let s: Season;
let other: Awaited<ReturnType<typeof registerAndLogin>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildSeason(t.app, 'Peñarol Futsal');
  await addRivalAMatches(t.app, s);
  other = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string | null = s.coach.token) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const url = (query: string) => `/api/reports/team/${s.teamId}/opponent?${query}`;

/** The PDF's text as pdftotext reads it (layout kept, so a table row stays on one line). */
function pdfText(body: Buffer): string {
  const file = path.join(t.tmpDir, `opponent-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, body);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('GET /api/reports/team/{teamId}/opponent', () => {
  it('is a paid feature: 402 on the free tier, like the other reports', async () => {
    const res = await get(url('name=Rival%20A'));
    expect(res.statusCode, res.body).toBe(402);
  });

  it('prints the record, results, their shots and the periods in the language asked', async () => {
    await givePlan(t.db, s.coach.user.id, 'starter');
    const res = await get(url('name=rival%20a&lng=en'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="opponent-report-rival-a.pdf"',
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Peñarol Futsal');
    expect(text).toContain('Opponent report — Rival A');
    // Record: 2 played, 2 won, 0 drawn, 0 lost, 4 for, 2 against, +2.
    expect(text).toMatch(/2\s+2\s+0\s+0\s+4\s+2\s+\+2/);
    expect(text).toMatch(/2–1 \(W\)|2–1 \(Win\)/);
    expect(text).toContain('Their shots against us');
    expect(text).toMatch(/Transition\s+1\s+0/);
    expect(text).toMatch(/Corner\s+1\s+1/);
    expect(text).toMatch(/1st half\s+1\s+2/); // goals by period: 1 for, 2 against
    expect(text).toMatch(/2nd half\s+1\s+0\s+1/); // cards: our yellow, their red
  });

  it('speaks each of the four languages', async () => {
    const titles = {
      es: 'Informe de rival',
      it: 'Rapporto avversario',
      pt: 'Relatório do adversário',
    };
    for (const [lng, title] of Object.entries(titles)) {
      const res = await get(url(`name=Rival%20A&lng=${lng}`));
      expect(res.statusCode, res.body).toBe(200);
      expect(pdfText(res.rawPayload)).toContain(`${title} — Rival A`);
    }
  });

  it('answers an unknown rival with an empty report', async () => {
    const res = await get(url('name=Nobody&lng=en'));
    expect(res.statusCode, res.body).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('No finished matches against this opponent');
  });

  it('refuses bad input (400), another user or a missing team (404), anonymous (401)', async () => {
    expect((await get(url(''))).statusCode).toBe(400);
    expect((await get(url('name=Rival%20A&lng=fr'))).statusCode).toBe(400);
    expect((await get(url('name=Rival%20A'), other.token)).statusCode).toBe(404);
    expect((await get(`/api/reports/team/${missingId()}/opponent?name=Rival%20A`)).statusCode).toBe(
      404,
    );
    expect((await get(url('name=Rival%20A'), null)).statusCode).toBe(401);
    expect((await get(url(''), null)).statusCode).toBe(401);
  });
});
