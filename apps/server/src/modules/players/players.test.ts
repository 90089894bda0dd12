import type { TPlayer } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BAD_IDS,
  coachWithTeam,
  createPlayer,
  createTeam,
  givePlan,
  missingId,
  playerBody,
} from '../../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { players } from '../../db/schema';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  // Logging on, captured: the sensitive-data test reads what would reach the log.
  t = await createTestApp(
    { LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await t?.close();
});

const playersOf = async (teamId: string) =>
  t.db.select().from(players).where(eq(players.teamId, teamId));

const post = (
  token: string | null,
  teamId: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/players/team/${teamId}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: payload as Record<string, unknown>,
  });

const put = (token: string, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/players/${id}`, headers: bearer(token), payload });

describe('players: access', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    const id = missingId();
    const calls = [
      { method: 'GET', url: `/api/teams/${id}/players` },
      { method: 'GET', url: `/api/players/team/${id}` },
      { method: 'POST', url: `/api/players/team/${id}`, payload: playerBody() },
      { method: 'GET', url: `/api/players/${id}` },
      { method: 'PUT', url: `/api/players/${id}`, payload: { name: 'Nadie' } },
      { method: 'DELETE', url: `/api/players/${id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it("answers 404 for another user's team and players, and changes nothing", async () => {
    const owner = await coachWithTeam(t.app);
    const other = await registerAndLogin(t.app);
    const player = await createPlayer(t.app, owner.token, owner.team.id);
    const calls = [
      { method: 'GET', url: `/api/teams/${owner.team.id}/players` },
      { method: 'GET', url: `/api/players/team/${owner.team.id}` },
      {
        method: 'POST',
        url: `/api/players/team/${owner.team.id}`,
        payload: playerBody({ number: 5 }),
      },
      { method: 'GET', url: `/api/players/${player.id}` },
      { method: 'PUT', url: `/api/players/${player.id}`, payload: { name: 'Cambiado' } },
      { method: 'DELETE', url: `/api/players/${player.id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(other.token) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const rows = await playersOf(owner.team.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Sergio Lozano');
  });

  it('answers 404 for well-formed ids that name nothing', async () => {
    const u = await registerAndLogin(t.app);
    for (const url of [
      `/api/players/${missingId()}`,
      `/api/players/team/${missingId()}`,
      `/api/teams/${missingId()}/players`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(u.token) });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it.each(BAD_IDS)('refuses the player id %s with PLAYER_ID_INVALID', async (bad) => {
    const u = await registerAndLogin(t.app);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/players/${bad}`,
        headers: bearer(u.token),
        ...(method === 'PUT' ? { payload: { name: 'Nombre' } } : {}),
      });
      // '/api/players/team' with nothing after it is still the player route, its id the word 'team'.
      expect(res.statusCode, `${method} ${bad}`).toBe(400);
      expect(res.json().error).toEqual({
        code: 'PLAYER_ID_INVALID',
        message: 'ID de jugador inválido',
      });
    }
  });

  it.each(BAD_IDS)(
    'refuses the team id %s of the team-scoped routes with TEAM_ID_INVALID',
    async (bad) => {
      const u = await registerAndLogin(t.app);
      const calls = [
        { method: 'GET', url: `/api/teams/${bad}/players` },
        { method: 'GET', url: `/api/players/team/${bad}` },
        { method: 'POST', url: `/api/players/team/${bad}`, payload: playerBody() },
      ] as const;
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: bearer(u.token) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
        expect(res.json().error).toEqual({
          code: 'TEAM_ID_INVALID',
          message: 'ID de equipo inválido',
        });
      }
    },
  );
});

describe('player lists', () => {
  it('lists the same players on both routes, ordered by number, with spec defaults for missing values', async () => {
    const u = await coachWithTeam(t.app);
    await createPlayer(t.app, u.token, u.team.id, { number: 12, name: 'Chino' });
    const minimal = await createPlayer(t.app, u.token, u.team.id, { number: 3, name: 'Ortiz' });
    const viaTeams = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${u.team.id}/players`,
      headers: bearer(u.token),
    });
    const viaPlayers = await t.app.inject({
      method: 'GET',
      url: `/api/players/team/${u.team.id}`,
      headers: bearer(u.token),
    });
    expect(viaTeams.statusCode).toBe(200);
    expect(viaTeams.json()).toEqual(viaPlayers.json());
    const list = viaTeams.json<TPlayer[]>();
    expect(list.map((p) => p.number)).toEqual([3, 12]);
    expect(list[0]).toEqual({
      id: minimal.id,
      _id: minimal.id,
      team: u.team.id,
      name: 'Ortiz',
      number: 3,
      positions: { primary: 'winger', secondary: '' },
      preferredFoot: 'right',
      status: 'available',
      isActive: true,
      dateOfBirth: null,
      height: null,
      weight: null,
      joinedDate: null,
      phone: '',
      address: '',
      nationalId: '12345678Z',
      email: '',
      emergencyContact: { name: '', phone: '', relationship: '' },
      medicalInfo: {
        bloodType: '',
        allergies: [],
        currentMedicalConditions: '',
        currentInjuries: [],
        injuryHistory: [],
      },
      createdAt: minimal.createdAt,
      updatedAt: minimal.updatedAt,
      hidden: [],
    });
  });
});

describe('POST /api/players/team/:teamId', () => {
  it('stores every field and ignores a team field in the body', async () => {
    const u = await coachWithTeam(t.app);
    const full: Record<string, unknown> = playerBody({
      team: missingId(),
      number: 7,
      positions: { primary: 'pivot', secondary: 'winger' },
      preferredFoot: 'left',
      status: 'injured',
      isActive: false,
      dateOfBirth: '1998-04-12',
      height: 178.5,
      weight: 74,
      joinedDate: '2024-08-01',
      phone: '+34 600 111 222',
      address: 'Calle Mayor 1, Madrid',
      email: 'sergio@example.com',
      emergencyContact: { name: 'Lucía Lozano', phone: '+34 600 333 444', relationship: 'Hermana' },
      medicalInfo: {
        bloodType: 'O+',
        allergies: ['Penicilina'],
        currentMedicalConditions: 'Asma leve',
        currentInjuries: ['Esguince de tobillo'],
        injuryHistory: ['Rotura fibrilar 2023'],
      },
    });
    const res = await post(u.token, u.team.id, full);
    expect(res.statusCode, res.body).toBe(201);
    const { team, ...expected } = full;
    expect(team).not.toBe(u.team.id);
    expect(res.json()).toMatchObject({ ...expected, team: u.team.id });
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/players/${res.json().id}`,
      headers: bearer(u.token),
    });
    expect(got.json()).toEqual(res.json());
  });

  const cases: [string, Record<string, unknown>, string | null][] = [
    ['name of 2', { name: 'Al' }, null],
    ['name of 50', { name: 'n'.repeat(50) }, null],
    ['name of 1', { name: 'A' }, 'validation.player.name'],
    ['name of 51', { name: 'n'.repeat(51) }, 'validation.player.name'],
    ['missing name', { name: undefined }, 'validation.player.nameRequired'],
    ['number 1', { number: 1 }, null],
    ['number 99', { number: 99 }, null],
    ['number 0', { number: 0 }, 'validation.player.number'],
    ['number 100', { number: 100 }, 'validation.player.number'],
    ['number 7.5', { number: 7.5 }, 'validation.player.number'],
    ['missing number', { number: undefined }, 'validation.player.numberRequired'],
    ['nationalId of 5', { nationalId: '12345' }, null],
    ['nationalId of 20', { nationalId: '1'.repeat(20) }, null],
    ['nationalId of 4', { nationalId: '1234' }, 'validation.player.nationalId'],
    ['nationalId of 21', { nationalId: '1'.repeat(21) }, 'validation.player.nationalId'],
    ['missing nationalId', { nationalId: undefined }, null],
    ['blank nationalId', { nationalId: '   ' }, null],
    ['null nationalId', { nationalId: null }, null],
    ['nationalId not text', { nationalId: 12345678 }, 'validation.player.nationalId'],
    ['missing positions', { positions: undefined }, null],
    ['missing primary position', { positions: { secondary: 'pivot' } }, null],
    ['missing foot', { preferredFoot: undefined }, null],
    ['missing status', { status: undefined }, null],
    ['valid email', { email: 'a@b.es' }, null],
    ['empty email', { email: '' }, null],
    ['invalid email', { email: 'a@b' }, 'validation.email.invalid'],
    ['bad position', { positions: { primary: 'striker' } }, 'validation.player.position'],
    ['bad foot', { preferredFoot: 'none' }, 'validation.player.foot'],
    ['bad status', { status: 'retired' }, 'validation.player.status'],
  ];

  it.each(cases)('%s', async (_label, overrides, key) => {
    const u = await coachWithTeam(t.app);
    const res = await post(u.token, u.team.id, playerBody(overrides));
    const stored = await playersOf(u.team.id);
    if (key === null) {
      expect(res.statusCode, res.body).toBe(201);
      expect(stored).toHaveLength(1);
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ key })],
      });
      expect(stored).toHaveLength(0);
    }
  });

  it('takes a player with only a name and a number, the rest as spec §3 defaults (decision 0119)', async () => {
    const u = await coachWithTeam(t.app);
    const res = await post(u.token, u.team.id, { name: 'Lucas Pérez', number: 9 });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<TPlayer>();
    expect(created).toEqual({
      id: created.id,
      _id: created.id,
      team: u.team.id,
      name: 'Lucas Pérez',
      number: 9,
      positions: { primary: 'winger', secondary: '' },
      preferredFoot: 'right',
      status: 'available',
      isActive: true,
      dateOfBirth: null,
      height: null,
      weight: null,
      joinedDate: null,
      phone: '',
      address: '',
      nationalId: '',
      email: '',
      emergencyContact: { name: '', phone: '', relationship: '' },
      medicalInfo: {
        bloodType: '',
        allergies: [],
        currentMedicalConditions: '',
        currentInjuries: [],
        injuryHistory: [],
      },
      createdAt: created.createdAt,
      updatedAt: created.updatedAt,
      hidden: [],
    });
    // The file is completed later, field by field, as on any player.
    const later = await put(u.token, created.id, { nationalId: '12345678Z', status: 'injured' });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ nationalId: '12345678Z', status: 'injured', number: 9 });
  });

  it('still checks the optional fields given, with the spec messages', async () => {
    const u = await coachWithTeam(t.app);
    const res = await post(u.token, u.team.id, {
      name: 'Lucas Pérez',
      number: 9,
      nationalId: '1234',
      email: 'lucas@',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'nationalId',
          message: 'El documento de identidad debe tener entre 5 y 20 caracteres',
        }),
        expect.objectContaining({ path: 'email', message: 'El correo electrónico no es válido' }),
      ]),
    );
    expect(await playersOf(u.team.id)).toHaveLength(0);
  });

  it('speaks English when asked', async () => {
    const u = await coachWithTeam(t.app);
    const res = await post(u.token, u.team.id, playerBody({ number: 0 }), {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({
      path: 'number',
      key: 'validation.player.number',
    });
    expect(res.json().error.message).not.toBe('El dorsal debe ser mayor que 0 y menor que 100');
    expect(res.json().error.message).toMatch(/number/i);
  });

  it('refuses a number taken in the same team with 409, but allows it in another team', async () => {
    const u = await registerAndLogin(t.app);
    await givePlan(t.db, u.user.id, 'club');
    const a = await createTeam(t.app, u.token, { name: 'Equipo A' });
    const b = await createTeam(t.app, u.token, { name: 'Equipo B' });
    await createPlayer(t.app, u.token, a.id, { number: 8 });
    const dup = await post(
      u.token,
      a.id,
      playerBody({ number: 8, name: 'Otro', nationalId: '99999999R' }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual({
      code: 'PLAYER_NUMBER_TAKEN',
      message: 'Ya hay un jugador con ese dorsal en el equipo',
    });
    expect(await playersOf(a.id)).toHaveLength(1);
    await createPlayer(t.app, u.token, b.id, { number: 8 });
  });

  it('lets one of concurrent additions of a number win; the unique index answers the others with 409', async () => {
    const u = await coachWithTeam(t.app);
    const results = await Promise.all(
      [0, 1, 2].map(() => post(u.token, u.team.id, playerBody({ number: 4 }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await playersOf(u.team.id)).toHaveLength(1);
  });
});

describe('player plan limits', () => {
  const fill = async (token: string, teamId: string, count: number) => {
    for (let n = 1; n <= count; n++) await createPlayer(t.app, token, teamId, { number: n });
  };

  it('accepts the 15th player and refuses the 16th with 402 on starter and without a plan', async () => {
    const texts = {
      none: 'Sin plan de pago puedes tener 15 jugadores por equipo. Elige un plan para añadir más',
      starter:
        'Tu plan Starter permite como máximo 15 jugadores por equipo. Mejora tu plan para añadir más',
    };
    for (const plan of [null, 'starter'] as const) {
      const u = await registerAndLogin(t.app);
      if (plan) await givePlan(t.db, u.user.id, plan);
      const team = await createTeam(t.app, u.token);
      await fill(u.token, team.id, 14);
      expect((await post(u.token, team.id, playerBody({ number: 15 }))).statusCode).toBe(201);
      const res = await post(u.token, team.id, playerBody({ number: 16 }));
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toMatchObject({
        code: 'PLAN_LIMIT',
        details: [
          {
            path: 'players',
            key: 'errors.PLAN_LIMIT',
            message: texts[plan ?? 'none'],
          },
        ],
      });
      expect(await playersOf(team.id)).toHaveLength(15);
    }
  });

  it('accepts a 16th player on club', async () => {
    const u = await registerAndLogin(t.app);
    await givePlan(t.db, u.user.id, 'club');
    const team = await createTeam(t.app, u.token);
    await fill(u.token, team.id, 16);
    expect(await playersOf(team.id)).toHaveLength(16);
  });
});

describe('PUT /api/players/:id', () => {
  it('changes only the fields sent', async () => {
    const u = await coachWithTeam(t.app);
    const p = await createPlayer(t.app, u.token, u.team.id, { phone: '600000000' });
    const res = await put(u.token, p.id, {
      status: 'suspended',
      positions: { primary: 'goalkeeper' },
      team: missingId(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: p.name,
      number: p.number,
      phone: '600000000',
      status: 'suspended',
      positions: { primary: 'goalkeeper', secondary: '' },
      team: u.team.id,
    });
  });

  it('clears the optional fields sent blank', async () => {
    const u = await coachWithTeam(t.app);
    const p = await createPlayer(t.app, u.token, u.team.id, {
      phone: '600000000',
      email: 'lucas@example.com',
      address: 'Calle Mayor 1',
      dateOfBirth: '2001-04-02',
    });
    const res = await put(u.token, p.id, {
      phone: '',
      email: '  ',
      dateOfBirth: '',
      nationalId: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '',
      email: '',
      dateOfBirth: null,
      nationalId: '',
      address: 'Calle Mayor 1',
    });
  });

  it('refuses a number taken by a teammate with 409, keeps its own number', async () => {
    const u = await coachWithTeam(t.app);
    const a = await createPlayer(t.app, u.token, u.team.id, { number: 5 });
    await createPlayer(t.app, u.token, u.team.id, { number: 6 });
    const res = await put(u.token, a.id, { number: 6 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PLAYER_NUMBER_TAKEN');
    expect((await put(u.token, a.id, { number: 5, name: 'Mismo dorsal' })).statusCode).toBe(200);
  });

  it('refuses invalid fields with 400 and changes nothing', async () => {
    const u = await coachWithTeam(t.app);
    const p = await createPlayer(t.app, u.token, u.team.id);
    for (const payload of [
      { number: 100 },
      { name: 'A' },
      { nationalId: '1234' },
      { email: 'x@' },
    ]) {
      const res = await put(u.token, p.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await playersOf(u.team.id);
    expect(row).toMatchObject({
      name: p.name,
      number: p.number,
      nationalId: p.nationalId,
      email: null,
    });
  });
});

describe('DELETE /api/players/:id', () => {
  it('erases the player: out of the squad, only an anonymous row left (decision 0171)', async () => {
    const u = await coachWithTeam(t.app);
    const p = await createPlayer(t.app, u.token, u.team.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/players/${p.id}`,
      headers: { ...bearer(u.token), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(204);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/players/team/${u.team.id}`,
      headers: bearer(u.token),
    });
    expect(list.json()).toEqual([]);
    const [row] = await playersOf(u.team.id);
    expect(row?.name).toBe(`Player #${p.number} (deleted)`);
    expect(row?.erasedAt).toBeInstanceOf(Date);
    expect(row?.nationalId).toBe('');
  });
});

describe('sensitive player data', () => {
  it('never reaches the logs', async () => {
    const u = await coachWithTeam(t.app);
    const secret = 'DiagnosticoSecreto-ALFA';
    const res = await post(
      u.token,
      u.team.id,
      playerBody({
        number: 22,
        nationalId: 'DNI-SECRETO-9',
        emergencyContact: { name: 'ContactoSecreto', phone: '611000000', relationship: 'Madre' },
        medicalInfo: { currentMedicalConditions: secret, allergies: ['AlergiaSecreta'] },
      }),
    );
    expect(res.statusCode).toBe(201);
    await put(u.token, res.json().id, { medicalInfo: { currentMedicalConditions: `${secret}-2` } });
    const logged = logLines.join('\n');
    expect(logged).toContain(`/api/players/team/${u.team.id}`);
    for (const text of [secret, 'AlergiaSecreta', 'ContactoSecreto', 'DNI-SECRETO-9'])
      expect(logged).not.toContain(text);
  });
});
