import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachWithTeam, createPlayer } from '../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../test/helpers';
import { staffMember } from '../../test/staff';
import { players, users } from '../db/schema';
import { SENSITIVE_KEYS, safeErrorSerializer } from '../lib/log-safety';

/** Values that must never appear in a log line, whatever fails. */
const SENSITIVE = {
  nationalId: 'NID-83920174X',
  phone: '+34 611 222 333',
  address: 'Calle del Secreto 42, 3ºB',
  emergencyName: 'Mercedes Confidencial',
  emergencyPhone: '+34 699 888 777',
  allergy: 'alergia-penicilina-zz',
  condition: 'asma-severa-zz',
  email: 'player-private-zz@example.com',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$leakedhashvaluezz',
};

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  // Real database failures carrying personal data in their parameters, as a buggy route would cause them.
  t.app.post('/api/test/player-insert-fails', async () => {
    await t.db.insert(players).values({
      teamId: randomUUID(), // no such team: a foreign-key violation
      name: 'Jugador',
      number: 5,
      primaryPosition: 'pivot',
      preferredFoot: 'left',
      status: 'available',
      nationalId: SENSITIVE.nationalId,
      phone: SENSITIVE.phone,
      address: SENSITIVE.address,
      email: SENSITIVE.email,
      emergencyContact: {
        name: SENSITIVE.emergencyName,
        phone: SENSITIVE.emergencyPhone,
        relationship: 'madre',
      },
      medicalInfo: {
        bloodType: 'A+',
        allergies: [SENSITIVE.allergy],
        currentMedicalConditions: SENSITIVE.condition,
        currentInjuries: [],
        injuryHistory: [],
      },
    });
  });
  t.app.post('/api/test/user-insert-fails', async () => {
    // A duplicate e-mail: PostgreSQL's detail names the value ("Key (email_lower)=(…) already exists").
    const row = {
      firstName: 'A',
      lastName: 'B',
      email: SENSITIVE.email,
      emailLower: SENSITIVE.email,
      passwordHash: SENSITIVE.passwordHash,
    };
    await t.db.insert(users).values(row);
    await t.db.insert(users).values(row);
  });
});
afterAll(async () => {
  await t?.close();
});

function expectNothingSensitive() {
  const logged = lines.join('\n');
  for (const [name, value] of Object.entries(SENSITIVE)) expect(logged, name).not.toContain(value);
}

describe('logs', () => {
  it('logs a failed player insert without any of its personal or medical values', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/player-insert-fails' });
    expect(res.statusCode).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('unexpected error');
    // What helps the operator stays: the statement, the SQLSTATE and the constraint.
    expect(logged).toContain('insert into \\"players\\"');
    expect(logged).toContain('23503');
    expectNothingSensitive();
  });

  it('logs a unique violation without the duplicated value or the password hash', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/user-insert-fails' });
    expect(res.statusCode).toBe(500);
    expect(lines.join('\n')).toContain('23505');
    expectNothingSensitive();
  });

  it('redacts every sensitive key at the top of a logged object and one level down, through a child logger too', async () => {
    const secret = (k: string) => `secret-${k}-zz`;
    const top = Object.fromEntries(SENSITIVE_KEYS.map((k) => [k, secret(k)]));
    t.app.log.warn(top, 'top level');
    t.app.log.warn({ user: top }, 'one level down');
    t.app.log.child({ reqId: 'req-x' }).warn(top, 'child line');
    const logged = lines.join('\n');
    for (const k of SENSITIVE_KEYS) expect(logged, k).not.toContain(secret(k));
    expect(logged).toContain('"password":"[redacted]"');
  });

  it('logs failed logins, bad tokens and refused player bodies without the secrets or the data', async () => {
    const u = await registerAndLogin(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'Wrong-zz-Password1' },
    });
    await t.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(`${u.token}x`) });
    const c = await coachWithTeam(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/players/team/${c.team.id}`,
      headers: bearer(c.token),
      payload: {
        name: '',
        nationalId: SENSITIVE.nationalId,
        phone: SENSITIVE.phone,
        medicalInfo: { allergies: [SENSITIVE.allergy] },
      },
    });
    // The medical staff's PUT refused for its personal fields (403 naming them, decision 0178).
    const player = await createPlayer(t.app, c.token, c.team.id);
    const medical = await staffMember(t.app, t.db, c.team.id, 'medical');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/players/${player.id}`,
      headers: bearer(medical.token),
      payload: {
        phone: SENSITIVE.phone,
        address: SENSITIVE.address,
        emergencyContact: { name: SENSITIVE.emergencyName, phone: SENSITIVE.emergencyPhone },
        medicalInfo: { currentMedicalConditions: SENSITIVE.condition },
      },
    });
    expect(refused.statusCode).toBe(403);
    const logged = lines.join('\n');
    expect(logged).not.toContain('Wrong-zz-Password1');
    expect(logged).not.toContain(u.password);
    expect(logged).not.toContain(u.token);
    expectNothingSensitive();
  });
});

describe('secrets in URLs', () => {
  it('keeps every query value, a live link token and a JWT out of every log line, whoever logged it', async () => {
    const u = await registerAndLogin(t.app);
    const secrets = {
      tokenParam: u.token,
      signature: 'file-signature-zz-0123456789abcdef',
      checkout: 'checkout-token-zz-0123456789',
      other: 'other-secret-zz-98765',
      notFound: 'not-found-secret-zz-4242',
      live: 'live-token-zz-abcdefghij',
      answer: 'answer-token-zz-abcdefghij',
      direct: 'direct-sig-zz-1111',
      message: 'message-token-zz-2222',
    };
    const urls = [
      `/api/teams?token=${secrets.tokenParam}`,
      `/api/teams?from=2026-01-01&access_token=${secrets.tokenParam}`,
      `/api/files/avatars/${randomUUID()}.webp?exp=9999999999&sig=${secrets.signature}`,
      `/api/subscriptions/sandbox/checkout/${randomUUID()}?token=${secrets.checkout}`,
      `/api/teams?apiKey=${secrets.other}`,
      `/api/nowhere/at/all?secret=${secrets.notFound}`,
      `/api/live/${secrets.live}`,
      `/api/public/answer/${secrets.answer}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    // Lines written by code, not by the request serializer, go through the same scrubbing.
    t.app.log.info({ link: `https://x.test/api/files/a?exp=1&sig=${secrets.direct}` }, 'made');
    t.app.log.warn(`Route GET:/api/x?token=${secrets.message} not found`);
    t.app.log.warn({ err: new Error(`fetch failed for /api/y?access_token=${u.token}`) }, 'failed');
    const logged = lines.join('\n');
    for (const [name, value] of Object.entries(secrets)) expect(logged, name).not.toContain(value);
    // The JWT's signature part alone would be enough to replay it: no part of it is logged.
    expect(logged).not.toContain(u.token.split('.')[2]);
    // What helps the operator stays: the path and the query's names.
    expect(logged).toContain('/api/files/avatars/');
    expect(logged).toContain('sig=[redacted]');
    expect(logged).toContain('/api/live/[redacted]');
    expect(logged).toContain('/api/public/answer/[redacted]');
  });
});

describe('safeErrorSerializer', () => {
  it('drops parameters, details and quoted values but keeps the type, code, constraint and frames', () => {
    const driver = Object.assign(
      new Error(`invalid input syntax for type uuid: "${SENSITIVE.nationalId}"`),
      {
        code: '22P02',
        detail: `Key (national_id)=(${SENSITIVE.nationalId}) already exists.`,
        constraint: 'players_pkey',
      },
    );
    const wrapped = Object.assign(
      new Error(`Failed query: insert into "players" values ($1)\nparams: ${SENSITIVE.phone}`),
      {
        params: [SENSITIVE.phone],
        query: 'insert into "players" values ($1)',
        cause: driver,
      },
    );
    const out = safeErrorSerializer(wrapped);
    const text = JSON.stringify(out);
    expect(text).not.toContain(SENSITIVE.phone);
    expect(text).not.toContain(SENSITIVE.nationalId);
    expect(out.message).toBe('Failed query: insert into "players" values ($1)\nparams: [redacted]');
    expect(out.cause).toMatchObject({
      code: '22P02',
      constraint: 'players_pkey',
      message: 'invalid input syntax for type uuid: "[redacted]"',
    });
    expect(out.stack).toMatch(/^Error: Failed query[^\n]*\n[\s\S]*\n\s+at /);
  });
});
