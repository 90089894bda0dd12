import path from 'node:path';
import type { TTeam } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BAD_IDS,
  createPlayer,
  createTeam,
  formBody,
  givePlan,
  missingId,
  pngOf,
} from '../../../test/club';
import { bearer, useTestApp, listFiles, registerAndLogin } from '../../../test/helpers';
import { competitions, players, teams } from '../../db/schema';
import { staffMember } from '../../../test/staff';

const t = useTestApp();

const uploadsDir = () => path.join(t.tmpDir, 'uploads');
const teamsOf = async (userId: string) =>
  t.db.select().from(teams).where(eq(teams.ownerId, userId));
const auth = (token: string | null) => (token ? bearer(token) : {});

const postTeam = (
  token: string | null,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: { ...auth(token), ...headers },
    payload,
  });

const postForm = (token: string | null, body: ReturnType<typeof formBody>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });

/** A fresh user with a club plan, so that each test may create several teams. */
const clubCoach = async () => {
  const u = await registerAndLogin(t.app);
  await givePlan(t.db, u.user.id, 'club');
  return u;
};

describe('teams: access', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    const id = missingId();
    const calls = [
      { method: 'GET', url: '/api/teams' },
      { method: 'GET', url: `/api/teams/${id}` },
      { method: 'POST', url: '/api/teams', payload: { name: 'Anónimo FS' } },
      { method: 'PUT', url: `/api/teams/${id}`, payload: { name: 'Anónimo FS' } },
      { method: 'DELETE', url: `/api/teams/${id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it("answers 404 for another user's team on every route, and leaves it untouched", async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const team = await createTeam(t.app, owner.token, { name: 'Propio FS' });
    const calls = [
      { method: 'GET', url: `/api/teams/${team.id}` },
      { method: 'PUT', url: `/api/teams/${team.id}`, payload: { name: 'Robado FS' } },
      { method: 'DELETE', url: `/api/teams/${team.id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(other.token) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/teams',
      headers: bearer(other.token),
    });
    expect(list.json()).toEqual([]);
    const [row] = await teamsOf(owner.user.id);
    expect(row?.name).toBe('Propio FS');
  });

  it('answers 404 for a well-formed id that names nothing', async () => {
    const u = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${missingId()}`,
      headers: bearer(u.token),
    });
    expect(res.statusCode).toBe(404);
  });

  it.each(BAD_IDS)(
    'refuses the id %s with 400 TEAM_ID_INVALID, even before authentication',
    async (bad) => {
      const u = await registerAndLogin(t.app);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        for (const headers of [bearer(u.token), {}]) {
          const res = await t.app.inject({
            method,
            url: `/api/teams/${bad}`,
            headers,
            ...(method === 'PUT' ? { payload: { name: 'Nuevo FS' } } : {}),
          });
          expect(res.statusCode, `${method} ${bad}`).toBe(400);
          expect(res.json().error).toEqual({
            code: 'TEAM_ID_INVALID',
            message: 'ID de equipo inválido',
          });
        }
      }
    },
  );
});

describe('GET /api/teams', () => {
  it('lists the fields of spec §3 with zero statistics, player ids, coach and next competition date', async () => {
    const u = await registerAndLogin(t.app, { firstName: 'Jesús', lastName: 'Velasco' });
    // Four competitions: more than the free tier's one (PLAN_TABLE).
    await givePlan(t.db, u.user.id, 'starter');
    const team = await createTeam(t.app, u.token, { name: 'Inter Prueba', foundedYear: 2001 });
    const p9 = await createPlayer(t.app, u.token, team.id, { number: 9 });
    const p1 = await createPlayer(t.app, u.token, team.id, { number: 1, nationalId: '87654321X' });
    const competition = (startDate: string, status = 'upcoming') =>
      t.app.inject({
        method: 'POST',
        url: `/api/tournaments/team/${team.id}`,
        headers: bearer(u.token),
        payload: { name: `Copa ${startDate}`, type: 'cup', startDate, status },
      });
    expect((await competition('2020-01-10', 'completed')).statusCode).toBe(201);
    expect((await competition('2099-05-01')).statusCode).toBe(201);
    expect((await competition('2098-03-15')).statusCode).toBe(201);
    expect((await competition('2097-01-01', 'cancelled')).statusCode).toBe(201);

    const res = await t.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(u.token) });
    expect(res.statusCode).toBe(200);
    const list = res.json<TTeam[]>();
    expect(list).toHaveLength(1);
    const [item] = list;
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        '_id',
        'coach',
        'createdAt',
        'description',
        'division',
        'foundedYear',
        'id',
        'logo',
        'name',
        'players',
        'statistics',
        'competitionDate',
        'updatedAt',
        'targetStintSec',
        'reminderHoursBefore',
        'role',
      ].sort(),
    );
    expect(item).toMatchObject({
      role: 'owner',
      id: team.id,
      _id: team.id,
      name: 'Inter Prueba',
      description: '',
      division: '',
      logo: null,
      coach: 'Jesús Velasco',
      foundedYear: 2001,
      players: [p1.id, p9.id],
      competitionDate: '2098-03-15',
      statistics: { gamesPlayed: 0, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 },
    });
  });

  it('answers competitionDate null without upcoming competitions', async () => {
    const u = await registerAndLogin(t.app);
    await createTeam(t.app, u.token);
    const res = await t.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(u.token) });
    expect(res.json<TTeam[]>()[0]?.competitionDate).toBeNull();
  });
});

describe('GET /api/teams/:id', () => {
  it("returns only id, _id, name, description, division, logo, the target stint (decision 0139) and the caller's role", async () => {
    const u = await registerAndLogin(t.app);
    const team = await createTeam(t.app, u.token, {
      name: 'Resumen FS',
      description: 'Equipo de barrio',
      division: 'Tercera',
      foundedYear: 1999,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${team.id}`,
      headers: bearer(u.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: team.id,
      _id: team.id,
      name: 'Resumen FS',
      description: 'Equipo de barrio',
      division: 'Tercera',
      logo: null,
      targetStintSec: 240,
      reminderHoursBefore: 24,
      role: 'owner',
    });
    const analyst = await staffMember(t.app, t.db, team.id, 'analyst');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${team.id}`,
      headers: bearer(analyst.token),
    });
    expect(theirs.json()).toMatchObject({ id: team.id, role: 'analyst' });
  });
});

describe('POST /api/teams validation', () => {
  const cases: [string, Record<string, string>, string | null][] = [
    ['name of 3', { name: 'abc' }, null],
    ['name of 50', { name: 'n'.repeat(50) }, null],
    ['name of 2', { name: 'ab' }, 'validation.team.name'],
    ['name of 51', { name: 'n'.repeat(51) }, 'validation.team.name'],
    ['blank name', { name: '   ' }, 'validation.team.name'],
    ['description of 10', { name: 'Desc FS', description: 'd'.repeat(10) }, null],
    ['description of 500', { name: 'Desc FS', description: 'd'.repeat(500) }, null],
    [
      'description of 9',
      { name: 'Desc FS', description: 'd'.repeat(9) },
      'validation.team.description',
    ],
    [
      'description of 501',
      { name: 'Desc FS', description: 'd'.repeat(501) },
      'validation.team.description',
    ],
    ['division of 2', { name: 'Div FS', division: 'dd' }, null],
    ['division of 50', { name: 'Div FS', division: 'd'.repeat(50) }, null],
    ['division of 1', { name: 'Div FS', division: 'd' }, 'validation.team.division'],
    ['division of 51', { name: 'Div FS', division: 'd'.repeat(51) }, 'validation.team.division'],
  ];

  it.each(cases)('%s (JSON and multipart)', async (_label, fields, key) => {
    for (const kind of ['json', 'multipart'] as const) {
      const u = await registerAndLogin(t.app);
      const res =
        kind === 'json'
          ? await postTeam(u.token, fields)
          : await postForm(u.token, formBody(fields));
      const stored = await teamsOf(u.user.id);
      if (key === null) {
        expect(res.statusCode, res.body).toBe(201);
        expect(stored).toHaveLength(1);
        expect(res.json<TTeam>().name).toBe(fields.name);
      } else {
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'VALIDATION_ERROR',
          details: [expect.objectContaining({ key })],
        });
        expect(stored).toHaveLength(0);
      }
    }
  });

  it('gives the Spanish text by default and English with Accept-Language: en', async () => {
    const u = await registerAndLogin(t.app);
    const es = await postTeam(u.token, { name: 'ab' });
    expect(es.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'El nombre debe tener entre 3 y 50 caracteres',
      details: [
        {
          path: 'name',
          key: 'validation.team.name',
          message: 'El nombre debe tener entre 3 y 50 caracteres',
        },
      ],
    });
    const en = await postTeam(u.token, { name: 'ab' }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.json().error.message).toBe('The name must be between 3 and 50 characters');
  });
});

describe('team logos', () => {
  it('stores a valid PNG re-encoded to WebP and serves it with a long cache header', async () => {
    const u = await registerAndLogin(t.app);
    const res = await postForm(
      u.token,
      formBody(
        { name: 'Logo FS', description: '', division: 'Primera', foundedYear: '2010' },
        {
          field: 'logo',
          filename: 'logo.png',
          contentType: 'image/png',
          content: await pngOf(1200, 800),
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const team = res.json<TTeam>();
    expect(team).toMatchObject({
      name: 'Logo FS',
      description: '',
      division: 'Primera',
      foundedYear: 2010,
    });
    expect(team.logo).toMatch(
      /^\/api\/files\/logos\/[0-9a-f-]{36}\.webp\?exp=\d+&sid=[0-9a-f-]{36}&uid=[0-9a-f-]{36}&sig=[\w-]{43}$/,
    );
    const file = await t.app.inject({ method: 'GET', url: team.logo ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
  });

  it('refuses HTML renamed .png with 415 and stores neither a team nor a file', async () => {
    const u = await registerAndLogin(t.app);
    const before = await listFiles(uploadsDir());
    const res = await postForm(
      u.token,
      formBody(
        { name: 'Malicioso FS' },
        {
          field: 'logo',
          filename: 'logo.png',
          contentType: 'image/png',
          content: Buffer.from('<html><script>alert(1)</script></html>'),
        },
      ),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(await teamsOf(u.user.id)).toHaveLength(0);
    expect(await listFiles(uploadsDir())).toEqual(before);
  });

  it('refuses a logo over 5 MB with 413 and stores nothing', async () => {
    const u = await registerAndLogin(t.app);
    const before = await listFiles(uploadsDir());
    const png = await pngOf(8, 8);
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const res = await postForm(
      u.token,
      formBody(
        { name: 'Pesado FS' },
        { field: 'logo', filename: 'big.png', contentType: 'image/png', content: huge },
      ),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('FILE_TOO_LARGE');
    expect(await teamsOf(u.user.id)).toHaveLength(0);
    expect(await listFiles(uploadsDir())).toEqual(before);
  });

  it('stores no file when the text fields are refused', async () => {
    const u = await registerAndLogin(t.app);
    const before = await listFiles(uploadsDir());
    const res = await postForm(
      u.token,
      formBody(
        { name: 'x' },
        {
          field: 'logo',
          filename: 'l.png',
          contentType: 'image/png',
          content: await pngOf(64, 64),
        },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(await listFiles(uploadsDir())).toEqual(before);
    expect(await teamsOf(u.user.id)).toHaveLength(0);
  });

  it('replaces the logo on PUT and deletes the old file', async () => {
    const u = await registerAndLogin(t.app);
    const png = await pngOf(64, 64);
    const created = await postForm(
      u.token,
      formBody(
        { name: 'Cambio FS' },
        { field: 'logo', filename: 'a.png', contentType: 'image/png', content: png },
      ),
    );
    const first = created.json<TTeam>();
    const body = formBody(
      { name: '' },
      { field: 'logo', filename: 'b.png', contentType: 'image/png', content: png },
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${first.id}`,
      headers: { ...bearer(u.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<TTeam>();
    expect(second.name).toBe('Cambio FS');
    expect(second.logo).not.toBe(first.logo);
    expect((await t.app.inject({ method: 'GET', url: first.logo ?? '' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.logo ?? '' })).statusCode).toBe(200);
  });
});

describe('PUT /api/teams/:id', () => {
  it('changes only the non-empty fields (multipart and JSON)', async () => {
    const u = await registerAndLogin(t.app);
    const team = await createTeam(t.app, u.token, {
      name: 'Original FS',
      description: 'Descripción original',
      division: 'Segunda',
    });
    const body = formBody({
      name: '',
      description: 'Nueva descripción',
      division: '   ',
      foundedYear: '',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      headers: { ...bearer(u.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Original FS',
      description: 'Nueva descripción',
      division: 'Segunda',
    });
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      headers: bearer(u.token),
      payload: { name: 'Renombrado FS', description: '' },
    });
    expect(json.json()).toMatchObject({
      name: 'Renombrado FS',
      description: 'Nueva descripción',
      division: 'Segunda',
    });
  });

  it('sets the target stint of the rotation board, within 1 to 15 minutes (multipart and JSON)', async () => {
    const u = await registerAndLogin(t.app);
    const team = await createTeam(t.app, u.token, { name: 'Rotaciones FS' });
    const body = formBody({ targetStintSec: '300' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      headers: { ...bearer(u.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/teams/${team.id}`,
      headers: bearer(u.token),
    });
    expect(read.json()).toMatchObject({ targetStintSec: 300 });
    for (const bad of [59, 901, 240.5]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: `/api/teams/${team.id}`,
        headers: bearer(u.token),
        payload: { targetStintSec: bad },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details[0]).toMatchObject({
        path: 'targetStintSec',
        key: 'validation.team.targetStint',
      });
    }
    const [row] = await teamsOf(u.user.id);
    expect(row?.targetStintSec).toBe(300);
  });

  it('refuses an invalid field with 400 and changes nothing', async () => {
    const u = await registerAndLogin(t.app);
    const team = await createTeam(t.app, u.token, { name: 'Intacto FS' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      headers: bearer(u.token),
      payload: { name: 'n'.repeat(51), division: 'Primera' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({
      path: 'name',
      key: 'validation.team.name',
    });
    const [row] = await teamsOf(u.user.id);
    expect(row).toMatchObject({ name: 'Intacto FS', division: null });
  });
});

describe('DELETE /api/teams/:id', () => {
  it('removes the team, its players, its competitions and its logo file', async () => {
    const u = await registerAndLogin(t.app);
    const created = await postForm(
      u.token,
      formBody(
        { name: 'Borrar FS' },
        {
          field: 'logo',
          filename: 'l.png',
          contentType: 'image/png',
          content: await pngOf(32, 32),
        },
      ),
    );
    const team = created.json<TTeam>();
    const logoFile = path.join(
      uploadsDir(),
      (team.logo ?? '').replace('/api/files/', '').replace(/\?.*$/, ''),
    );
    expect(await listFiles(uploadsDir())).toContain(logoFile);
    await createPlayer(t.app, u.token, team.id);
    const comp = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/team/${team.id}`,
      headers: bearer(u.token),
      payload: { name: 'Liga Borrar', type: 'tournament', startDate: '2026-09-01' },
    });
    expect(comp.statusCode).toBe(201);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${team.id}`,
      headers: bearer(u.token),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await teamsOf(u.user.id)).toHaveLength(0);
    expect(await t.db.select().from(players).where(eq(players.teamId, team.id))).toHaveLength(0);
    expect(
      await t.db.select().from(competitions).where(eq(competitions.teamId, team.id)),
    ).toHaveLength(0);
    expect(await listFiles(uploadsDir())).not.toContain(logoFile);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/${team.id}`,
      headers: bearer(u.token),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('team plan limits', () => {
  it('refuses a 2nd team without a subscription or on starter with 402 PLAN_LIMIT, worded for the plan', async () => {
    const texts = {
      none: 'Sin plan de pago puedes tener 1 equipo. Elige un plan para crear más',
      starter: 'Tu plan Starter permite como máximo 1 equipo. Mejora tu plan para crear más',
    };
    for (const plan of ['none', 'starter'] as const) {
      const u = await registerAndLogin(t.app);
      if (plan !== 'none') await givePlan(t.db, u.user.id, plan);
      await createTeam(t.app, u.token);
      const res = await postTeam(u.token, { name: 'Segundo FS' });
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toEqual({
        code: 'PLAN_LIMIT',
        message: texts[plan],
        details: [{ path: 'teams', key: 'errors.PLAN_LIMIT', message: texts[plan] }],
      });
      expect(await teamsOf(u.user.id)).toHaveLength(1);
    }
  });

  it('stores no logo for a team refused by the plan', async () => {
    const u = await registerAndLogin(t.app);
    await createTeam(t.app, u.token);
    const before = await listFiles(uploadsDir());
    const res = await postForm(
      u.token,
      formBody(
        { name: 'Extra FS' },
        {
          field: 'logo',
          filename: 'l.png',
          contentType: 'image/png',
          content: await pngOf(32, 32),
        },
      ),
    );
    expect(res.statusCode).toBe(402);
    expect(await listFiles(uploadsDir())).toEqual(before);
  });

  it('accepts more teams on club and pro', async () => {
    const club = await clubCoach();
    for (let i = 0; i < 3; i++) await createTeam(t.app, club.token, { name: `Club ${i} FS` });
    const pro = await registerAndLogin(t.app);
    await givePlan(t.db, pro.user.id, 'pro');
    await createTeam(t.app, pro.token);
    await createTeam(t.app, pro.token);
    expect(await teamsOf(club.user.id)).toHaveLength(3);
    expect(await teamsOf(pro.user.id)).toHaveLength(2);
  });
});
