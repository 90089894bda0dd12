import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givePlan } from '../../../test/club';
import {
  bearer,
  createTestApp,
  listFiles,
  registerAndLogin,
  type TestApp,
} from '../../../test/helpers';
import { buildSeason, wholeRange, type Season } from '../../../test/season';
import { players } from '../../db/schema';

/**
 * Decision 0171: deleting a player erases every personal and medical value of theirs, while
 * the season's figures stay as they were, the player's line under an anonymous label.
 */
let t: TestApp;
let s: Season;
beforeAll(async () => {
  t = await createTestApp();
  s = await buildSeason(t.app, 'Erasure Futsal');
  await givePlan(t.db, s.coach.user.id, 'pro');
  // A season of three matches: past the default hook timeout on a busy machine.
}, 180_000);
afterAll(async () => t?.close());

// Unique per run: on a shared PostgreSQL, other files' and earlier runs' rows are there too.
const tag = randomBytes(4).toString('hex');
const personal = {
  name: `Zacarías Olmedo-${tag}`,
  phone: `+34 611 ${tag}`,
  address: `Calle Inventada ${tag}, Villaprueba`,
  nationalId: `XZ${tag}`,
  email: `zacarias.${tag}@example.org`,
  dateOfBirth: '2001-07-19',
  emergencyContact: { name: `Rosalía ${tag}`, phone: `+34 699 ${tag}`, relationship: 'madre' },
  medicalInfo: {
    bloodType: 'AB-',
    allergies: [`penicilina-${tag}`],
    currentMedicalConditions: `asma-${tag}`,
    currentInjuries: [`esguince-${tag}`],
    injuryHistory: [`rotura-${tag}`],
  },
};
// Every value but the date of birth, which is checked on the row (other rows may share a date).
const values = [
  personal.name,
  personal.phone,
  personal.address,
  personal.nationalId,
  personal.email,
  personal.emergencyContact.name,
  personal.emergencyContact.phone,
  `penicilina-${tag}`,
  `asma-${tag}`,
  `esguince-${tag}`,
  `rotura-${tag}`,
];

const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { 'accept-language': 'es', ...(token ? bearer(token) : {}) },
  });

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** Tables and columns (text, varchar, json, date) of the public schema where `value` occurs. */
async function whereFound(value: string): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'json', 'jsonb', 'date', 'bytea')`);
  const found: string[] = [];
  for (const c of columns) {
    const [hit] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
          where ${sql.identifier(c.column_name)}::text ilike ${'%' + value + '%'}`,
    );
    if ((hit?.n ?? 0) > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

describe('DELETE /api/players/{id} (erasure)', () => {
  it('erases every personal and medical value and keeps the season figures under a label', async () => {
    const scorer = s.players[0];
    if (!scorer) throw new Error('no scorer');
    const put = await call('PUT', `/api/players/${scorer.id}`, s.coach.token, personal);
    expect(put.statusCode, put.body).toBe(200);
    // Medical values are sealed at rest (decision 0173): only the others are found as text.
    for (const v of values.slice(0, 7)) expect(await whereFound(v), v).not.toEqual([]);
    expect(put.json<{ medicalInfo: unknown }>().medicalInfo).toEqual(personal.medicalInfo);

    const statsUrl = `/api/stats/team/${s.teamId}?${wholeRange()}`;
    const before = await call('GET', statsUrl, s.coach.token);
    expect(before.statusCode, before.body).toBe(200);

    // Another user's and an anonymous deletion change nothing.
    const other = await registerAndLogin(t.app);
    expect((await call('DELETE', `/api/players/${scorer.id}`, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/players/${scorer.id}`, null)).statusCode).toBe(401);

    const deleted = await call('DELETE', `/api/players/${scorer.id}`, s.coach.token);
    expect(deleted.statusCode, deleted.body).toBe(204);

    for (const v of values) expect(await whereFound(v), v).toEqual([]);
    const [row] = await t.db.select().from(players).where(eq(players.id, scorer.id));
    expect(row).toMatchObject({ dateOfBirth: null, height: null, weight: null, medicalInfo: null });
    for (const file of await listFiles(t.tmpDir)) {
      const text = (await readFile(file)).toString('latin1');
      for (const v of values) expect(text.includes(v), `${v} in ${file}`).toBe(false);
    }

    // The same figures, the scorer's line now under the label.
    const after = await call('GET', statsUrl, s.coach.token);
    expect(after.statusCode, after.body).toBe(200);
    const label = 'Jugador #1 (eliminado)';
    expect(after.body).toBe(before.body.replaceAll(personal.name, label));
    expect(after.body).toContain(label);

    // Gone from the squad: read, update, list and a second deletion are 404; the number is free.
    expect((await call('GET', `/api/players/${scorer.id}`, s.coach.token)).statusCode).toBe(404);
    expect((await call('PUT', `/api/players/${scorer.id}`, s.coach.token, {})).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/players/${scorer.id}`, s.coach.token)).statusCode).toBe(404);
    const list = await call('GET', `/api/players/team/${s.teamId}`, s.coach.token);
    expect(list.json<{ id: string }[]>().map((p) => p.id)).not.toContain(scorer.id);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/players/team/${s.teamId}`,
      payload: { name: 'Nuevo Uno', number: 1 },
      headers: bearer(s.coach.token),
    });
    expect(again.statusCode, again.body).toBe(201);

    // The match timeline's stats and the team PDF name the label, never the player.
    const match = await call('GET', `/api/stats/match/${s.matchIds.a}`, s.coach.token);
    expect(match.body).toContain(label);
    const pdf = await call(
      'GET',
      `/api/reports/team/${s.teamId}?${wholeRange()}&lng=es`,
      s.coach.token,
    );
    expect(pdf.statusCode).toBe(200);
    const file = path.join(t.tmpDir, 'erased-report.pdf');
    await writeFile(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(label);
    expect(text).not.toContain(personal.name);
  });
});
