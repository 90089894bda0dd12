import type { TCompetition } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BAD_IDS, coachWithTeam, createTeam, givePlan, missingId } from '../../../test/club';
import { bearer, useTestApp, registerAndLogin } from '../../../test/helpers';
import { competitions } from '../../db/schema';

const t = useTestApp();

/** A coach with a team on starter, whose competitions are unlimited (the free tier's one is in plans.test.ts). */
const starterCoachWithTeam = async () => {
  const u = await coachWithTeam(t.app);
  await givePlan(t.db, u.user.id, 'starter');
  return u;
};

const competitionsOf = async (teamId: string) =>
  t.db.select().from(competitions).where(eq(competitions.teamId, teamId));

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Liga Regional',
  type: 'tournament',
  startDate: '2026-09-15',
  ...overrides,
});

const post = (
  token: string,
  teamId: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tournaments/team/${teamId}`,
    headers: { ...bearer(token), ...headers },
    payload,
  });

const create = async (token: string, teamId: string, overrides: Record<string, unknown> = {}) => {
  const res = await post(token, teamId, body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TCompetition>();
};

const put = (token: string, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/tournaments/${id}`, headers: bearer(token), payload });

describe('competitions: access', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    const id = missingId();
    const calls = [
      { method: 'POST', url: `/api/tournaments/team/${id}`, payload: body() },
      { method: 'GET', url: `/api/tournaments/team/${id}` },
      { method: 'GET', url: `/api/tournaments/${id}` },
      { method: 'PUT', url: `/api/tournaments/${id}`, payload: { name: 'Copa' } },
      { method: 'DELETE', url: `/api/tournaments/${id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it("answers 404 for another user's team and competitions, and changes nothing", async () => {
    const owner = await coachWithTeam(t.app);
    const other = await registerAndLogin(t.app);
    const comp = await create(owner.token, owner.team.id);
    const calls = [
      {
        method: 'POST',
        url: `/api/tournaments/team/${owner.team.id}`,
        payload: body({ name: 'Intrusa' }),
      },
      { method: 'GET', url: `/api/tournaments/team/${owner.team.id}` },
      { method: 'GET', url: `/api/tournaments/${comp.id}` },
      { method: 'PUT', url: `/api/tournaments/${comp.id}`, payload: { name: 'Cambiada' } },
      { method: 'DELETE', url: `/api/tournaments/${comp.id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(other.token) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const rows = await competitionsOf(owner.team.id);
    expect(rows.map((r) => r.name)).toEqual(['Liga Regional']);
  });

  it.each(BAD_IDS)('refuses the competition id %s with COMPETITION_ID_INVALID', async (bad) => {
    const u = await registerAndLogin(t.app);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/tournaments/${bad}`,
        headers: bearer(u.token),
        ...(method === 'PUT' ? { payload: { name: 'Copa' } } : {}),
      });
      expect(res.statusCode, `${method} ${bad}`).toBe(400);
      expect(res.json().error).toEqual({
        code: 'COMPETITION_ID_INVALID',
        message: 'ID de torneo inválido',
      });
    }
  });

  it.each(BAD_IDS)(
    'refuses the team id %s of /tournaments/team with TEAM_ID_INVALID',
    async (bad) => {
      const u = await registerAndLogin(t.app);
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/tournaments/team/${bad}`,
          headers: bearer(u.token),
          ...(method === 'POST' ? { payload: body() } : {}),
        });
        expect(res.statusCode, `${method} ${bad}`).toBe(400);
        expect(res.json().error).toEqual({
          code: 'TEAM_ID_INVALID',
          message: 'ID de equipo inválido',
        });
      }
    },
  );
});

describe('POST and GET', () => {
  it('creates with defaults, reads it back and lists the team competitions by start date', async () => {
    const u = await starterCoachWithTeam();
    const later = await create(u.token, u.team.id, {
      name: 'Copa de Invierno',
      type: 'cup',
      startDate: '2026-12-01',
    });
    const first = await create(u.token, u.team.id);
    expect(first).toEqual({
      id: first.id,
      _id: first.id,
      teamId: u.team.id,
      name: 'Liga Regional',
      type: 'tournament',
      startDate: '2026-09-15',
      endDate: null,
      description: '',
      location: '',
      organizer: '',
      maxTeams: null,
      status: 'upcoming',
      format: '',
      prize: '',
      rules: '',
      redSuspensionMatches: 1,
      yellowAccumulation: 5,
      yellowSuspensionMatches: 1,
      createdAt: first.createdAt,
      updatedAt: first.updatedAt,
    });
    const got = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${first.id}`,
      headers: bearer(u.token),
    });
    expect(got.json()).toEqual(first);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/team/${u.team.id}`,
      headers: bearer(u.token),
    });
    expect(list.json<TCompetition[]>().map((c) => c.id)).toEqual([first.id, later.id]);
  });

  const cases: [string, Record<string, unknown>, string | null][] = [
    ['name of 3', { name: 'Liga'.slice(0, 3) }, null],
    ['name of 50', { name: 'n'.repeat(50) }, null],
    ['name of 2', { name: 'Li' }, 'validation.competition.name'],
    ['name of 51', { name: 'n'.repeat(51) }, 'validation.competition.name'],
    ['missing name', { name: undefined }, 'validation.competition.nameRequired'],
    ['end one day after start', { endDate: '2026-09-16' }, null],
    ['end on the start date', { endDate: '2026-09-15' }, 'validation.competition.endAfterStart'],
    ['end before start', { endDate: '2026-09-14' }, 'validation.competition.endAfterStart'],
    ['maxTeams 1', { maxTeams: 1 }, null],
    ['maxTeams 1000', { maxTeams: 1000 }, null],
    ['maxTeams 0', { maxTeams: 0 }, 'validation.competition.maxTeams'],
    ['maxTeams -1', { maxTeams: -1 }, 'validation.competition.maxTeams'],
    ['maxTeams 1001', { maxTeams: 1001 }, 'validation.competition.maxTeams'],
    ['bad type', { type: 'league' }, 'validation.competition.type'],
    ['missing startDate', { startDate: undefined }, 'validation.competition.startDate'],
  ];

  it.each(cases)('%s', async (_label, overrides, key) => {
    const u = await coachWithTeam(t.app);
    const res = await post(u.token, u.team.id, body(overrides));
    const stored = await competitionsOf(u.team.id);
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

  it('speaks English when asked', async () => {
    const u = await coachWithTeam(t.app);
    const res = await post(u.token, u.team.id, body({ endDate: '2026-01-01' }), {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      {
        path: 'endDate',
        key: 'validation.competition.endAfterStart',
        message: 'The end date must be after the start date',
      },
    ]);
  });
});

describe('PUT /api/tournaments/:id', () => {
  it('changes only the fields sent and ignores teamId', async () => {
    const u = await registerAndLogin(t.app);
    const team = await createTeam(t.app, u.token);
    const comp = await create(u.token, team.id, { location: 'Pabellón Municipal' });
    const res = await put(u.token, comp.id, {
      status: 'ongoing',
      prize: 'Trofeo',
      teamId: missingId(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Liga Regional',
      location: 'Pabellón Municipal',
      status: 'ongoing',
      prize: 'Trofeo',
      teamId: team.id,
    });
  });

  it('re-checks the end date against the stored start date, and the start date against the stored end date', async () => {
    const u = await coachWithTeam(t.app);
    const comp = await create(u.token, u.team.id, {
      startDate: '2026-09-15',
      endDate: '2027-05-30',
    });
    const early = await put(u.token, comp.id, { endDate: '2026-09-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'La fecha de fin debe ser posterior a la de inicio',
      details: [
        {
          path: 'endDate',
          key: 'validation.competition.endAfterStart',
          message: 'La fecha de fin debe ser posterior a la de inicio',
        },
      ],
    });
    const late = await put(u.token, comp.id, { startDate: '2027-06-01' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.details[0].path).toBe('endDate');
    const [row] = await competitionsOf(u.team.id);
    expect(row).toMatchObject({ startDate: '2026-09-15', endDate: '2027-05-30' });
    expect(
      (await put(u.token, comp.id, { startDate: '2027-06-01', endDate: null })).statusCode,
    ).toBe(200);
  });

  it('refuses invalid fields with 400', async () => {
    const u = await coachWithTeam(t.app);
    const comp = await create(u.token, u.team.id);
    for (const payload of [
      { name: 'Li' },
      { maxTeams: 0 },
      { type: 'league' },
      { status: 'paused' },
    ]) {
      expect((await put(u.token, comp.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await competitionsOf(u.team.id);
    expect(row).toMatchObject({
      name: 'Liga Regional',
      maxTeams: null,
      type: 'tournament',
      status: 'upcoming',
    });
  });
});

describe('DELETE /api/tournaments/:id', () => {
  it('deletes the competition', async () => {
    const u = await coachWithTeam(t.app);
    const comp = await create(u.token, u.team.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/tournaments/${comp.id}`,
      headers: bearer(u.token),
    });
    expect(res.statusCode).toBe(204);
    expect(await competitionsOf(u.team.id)).toHaveLength(0);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/tournaments/${comp.id}`,
      headers: bearer(u.token),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('competitions: disciplinary rules (decision 0165)', () => {
  it('gives a new competition the default rules, and takes others when sent', async () => {
    const { token, team } = await starterCoachWithTeam();
    const plain = await create(token, team.id);
    expect(plain).toMatchObject({
      redSuspensionMatches: 1,
      yellowAccumulation: 5,
      yellowSuspensionMatches: 1,
    });
    const strict = await create(token, team.id, {
      name: 'Copa Estricta',
      redSuspensionMatches: 2,
      yellowAccumulation: 3,
      yellowSuspensionMatches: 2,
    });
    expect(strict).toMatchObject({
      redSuspensionMatches: 2,
      yellowAccumulation: 3,
      yellowSuspensionMatches: 2,
    });
  });

  it('edits them alone, keeps the rest, and refuses out-of-range values naming the field', async () => {
    const { token, team } = await starterCoachWithTeam();
    const c = await create(token, team.id);
    const res = await put(token, c.id, { yellowAccumulation: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ yellowAccumulation: 0, redSuspensionMatches: 1 });
    for (const [field, value] of [
      ['redSuspensionMatches', 11],
      ['yellowAccumulation', -1],
      ['yellowSuspensionMatches', 0],
      ['yellowSuspensionMatches', 1.5],
    ] as const) {
      const bad = await put(token, c.id, { [field]: value });
      expect(bad.statusCode, `${field}=${value}`).toBe(400);
      expect(bad.json().error.details[0]).toMatchObject({
        path: field,
        key: `validation.competition.${field}`,
      });
    }
    const other = await registerAndLogin(t.app);
    expect((await put(other.token, c.id, { yellowAccumulation: 2 })).statusCode).toBe(404);
  });
});
