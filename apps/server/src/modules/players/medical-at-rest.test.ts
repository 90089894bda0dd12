import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { coachWithTeam, createPlayer } from '../../../test/club';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { players } from '../../db/schema';

/**
 * Decision 0173: the medical info column holds AES-256-GCM ciphertext naming its key; the API
 * reads the values back; a start-up with keys that cannot open it stops with a clear error; a
 * rotation seals every value again under the new key.
 */
const medicalInfo = {
  bloodType: 'AB-',
  allergies: [`penicilina-${randomBytes(3).toString('hex')}`],
  currentMedicalConditions: 'asma-de-esfuerzo',
  currentInjuries: ['esguince'],
  injuryHistory: ['rotura-2019'],
};
const keyText = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** An app on an embedded database in `dir` (its own: a rotation must not touch other files' rows). */
const appOn = (dir: string, env: Record<string, string>) =>
  createTestApp({ DATABASE_URL: '', DATA_DIR: dir, ...env });

async function rawMedical(t: TestApp, id: string): Promise<string> {
  const result = await t.db.execute(sql`select medical_info as v from players where id = ${id}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    v: string;
  }[];
  return rows[0]?.v ?? '';
}

describe('medical info at rest', () => {
  // Four starts of an embedded database on disk: slow on a busy machine.
  it(
    'is ciphertext in the column, the values through the API, and rotates',
    { timeout: 180_000 },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'futsal-medical-'));
      dirs.push(dir);
      const k1 = keyText('k1');
      const first = await appOn(dir, { MEDICAL_DATA_KEY: k1 });
      let playerId = '';
      let token = '';
      try {
        const u = await coachWithTeam(first.app);
        token = u.token;
        const p = await createPlayer(first.app, u.token, u.team.id, { medicalInfo });
        playerId = p.id;
        const raw = await rawMedical(first, p.id);
        expect(raw.startsWith('k1:')).toBe(true);
        for (const v of ['AB-', 'asma-de-esfuerzo', 'esguince', medicalInfo.allergies[0] ?? ''])
          expect(raw).not.toContain(v);
        const read = await first.app.inject({
          method: 'GET',
          url: `/api/players/${p.id}`,
          headers: bearer(u.token),
        });
        expect(read.json<{ medicalInfo: unknown }>().medicalInfo).toEqual(medicalInfo);
      } finally {
        await first.close();
      }

      // Another key alone cannot open it: the start stops and names the key.
      await expect(appOn(dir, { MEDICAL_DATA_KEY: keyText('k2') })).rejects.toThrow(
        /key "k1", which is neither MEDICAL_DATA_KEY nor in MEDICAL_DATA_PREVIOUS_KEYS/,
      );

      // The rotation: k2 current, k1 previous; the start seals every value under k2.
      const k2 = keyText('k2');
      const second = await appOn(dir, { MEDICAL_DATA_KEY: k2, MEDICAL_DATA_PREVIOUS_KEYS: k1 });
      try {
        expect((await rawMedical(second, playerId)).startsWith('k2:')).toBe(true);
        const [row] = await second.db.select().from(players).where(eq(players.id, playerId));
        expect(row?.medicalInfo).toEqual(medicalInfo);
      } finally {
        await second.close();
      }
      // k1 is no longer needed.
      const third = await appOn(dir, { MEDICAL_DATA_KEY: k2 });
      try {
        const read = await third.app.inject({
          method: 'GET',
          url: `/api/players/${playerId}`,
          headers: bearer(token),
        });
        expect(read.statusCode).toBe(200);
        expect(read.json<{ medicalInfo: unknown }>().medicalInfo).toEqual(medicalInfo);
      } finally {
        await third.close();
      }
    },
  );

  it(
    'seals plain values written before the encryption at start-up',
    { timeout: 120_000 },
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'futsal-medical-'));
      dirs.push(dir);
      const k1 = keyText('k1');
      const first = await appOn(dir, { MEDICAL_DATA_KEY: k1 });
      let playerId = '';
      try {
        const u = await coachWithTeam(first.app);
        playerId = (await createPlayer(first.app, u.token, u.team.id, {})).id;
        // As migration 0028 leaves a value: the JSON as text.
        await first.db.execute(
          sql`update players set medical_info = ${JSON.stringify(medicalInfo)} where id = ${playerId}`,
        );
        const [row] = await first.db.select().from(players).where(eq(players.id, playerId));
        expect(row?.medicalInfo).toEqual(medicalInfo);
      } finally {
        await first.close();
      }
      const second = await appOn(dir, { MEDICAL_DATA_KEY: k1 });
      try {
        expect((await rawMedical(second, playerId)).startsWith('k1:')).toBe(true);
      } finally {
        await second.close();
      }
    },
  );
});
