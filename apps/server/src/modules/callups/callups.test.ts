import type { TCallupView } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import {
  BAD_IDS,
  coachWithTeam,
  createPlayer,
  createTraining,
  missingId,
} from '../../../test/club';
import { apiCaller, registerAndLogin, useTestApp } from '../../../test/helpers';
import { createMatch, createSquad } from '../../../test/matches';

const t = useTestApp();

const call = apiCaller(() => t.app);

/** A coach, a squad of 15 (number 15 injured), a match and a training. */
async function club() {
  const c = await coachWithTeam(t.app);
  const squad = await createSquad(t.app, c.token, c.team.id, 14);
  const injured = await createPlayer(t.app, c.token, c.team.id, {
    name: 'Lesionado',
    number: 15,
    status: 'injured',
    nationalId: 'ID-15-0000',
  });
  const match = await createMatch(t.app, c.token, c.team.id);
  const training = await createTraining(t.app, c.token, c.team.id);
  return { ...c, squad, injured, match, training };
}

const ids = (view: TCallupView) => view.players.filter((p) => p.calledUp).map((p) => p.playerId);

describe('call-ups', () => {
  it('calls up up to 14 for a match, keeps the injured out unless overridden, and replaces the list', async () => {
    const c = await club();
    const url = `/callups/match/${c.match.id}`;
    const empty = (await call('GET', url, c.token)).json<TCallupView>();
    expect(empty).toMatchObject({
      kind: 'match',
      eventId: c.match.id,
      maxPlayers: 14,
      title: 'Inter Movistar',
      place: 'Pabellón Municipal',
    });
    expect(empty.players).toHaveLength(15);
    expect(empty.players.every((p) => !p.calledUp)).toBe(true);
    expect(empty.players.find((p) => p.playerId === c.injured.id)?.status).toBe('injured');

    const fourteen = c.squad.map((p) => ({ playerId: p.id }));
    const put = await call('PUT', url, c.token, { players: fourteen });
    expect(put.statusCode, put.body).toBe(200);
    expect(ids(put.json<TCallupView>()).sort()).toEqual(c.squad.map((p) => p.id).sort());

    const fifteen = await call('PUT', url, c.token, {
      players: [...fourteen, { playerId: c.injured.id, override: 'Ya recuperado' }],
    });
    expect(fifteen.statusCode).toBe(400);
    expect(fifteen.json().error.details[0]).toMatchObject({
      path: 'players',
      key: 'validation.callup.max',
    });

    const withInjured = [...fourteen.slice(0, 13), { playerId: c.injured.id }];
    const refused = await call('PUT', url, c.token, { players: withInjured });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'PLAYER_UNAVAILABLE' });
    expect(refused.json().error.details[0]).toMatchObject({
      path: 'players.13.override',
      key: 'validation.lineup.playerInjured',
    });
    // Nothing changed on a refusal.
    expect(ids((await call('GET', url, c.token)).json<TCallupView>())).toHaveLength(14);

    withInjured[13] = { playerId: c.injured.id, override: 'Alta médica el jueves' } as never;
    const overridden = await call('PUT', url, c.token, { players: withInjured });
    expect(overridden.statusCode, overridden.body).toBe(200);
    const view = overridden.json<TCallupView>();
    expect(ids(view)).toHaveLength(14);
    expect(view.players.find((p) => p.playerId === c.injured.id)).toMatchObject({
      calledUp: true,
      override: 'Alta médica el jueves',
    });
    expect(view.players.find((p) => p.playerId === c.squad[13]!.id)?.calledUp).toBe(false);
  });

  it('takes attendance of called-up players only, and keeps it while they stay called up', async () => {
    const c = await club();
    const url = `/callups/training/${c.training.id}`;
    const [a, b, d] = c.squad as [(typeof c.squad)[0], (typeof c.squad)[0], (typeof c.squad)[0]];
    await call('PUT', url, c.token, { players: [a, b, d].map((p) => ({ playerId: p.id })) });
    const taken = await call('PUT', `${url}/attendance`, c.token, {
      entries: [
        { playerId: a.id, attendance: 'present', reason: 'ignored' },
        { playerId: b.id, attendance: 'late', reason: 'Tráfico' },
        { playerId: d.id, attendance: 'absent', reason: 'Examen' },
      ],
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const byId = new Map(taken.json<TCallupView>().players.map((p) => [p.playerId, p]));
    expect(byId.get(a.id)).toMatchObject({ attendance: 'present', absenceReason: '' });
    expect(byId.get(b.id)).toMatchObject({ attendance: 'late', absenceReason: 'Tráfico' });
    expect(byId.get(d.id)).toMatchObject({ attendance: 'absent', absenceReason: 'Examen' });

    const outsider = await call('PUT', `${url}/attendance`, c.token, {
      entries: [{ playerId: c.squad[5]!.id, attendance: 'present' }],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.details[0]).toMatchObject({
      path: 'entries.0.playerId',
      key: 'validation.callup.notCalledUp',
    });

    // Dropping d keeps a's and b's attendance.
    const kept = await call('PUT', url, c.token, {
      players: [a, b].map((p) => ({ playerId: p.id })),
    });
    const after = new Map(kept.json<TCallupView>().players.map((p) => [p.playerId, p]));
    expect(after.get(a.id)?.attendance).toBe('present');
    expect(after.get(b.id)?.attendance).toBe('late');
    expect(after.get(d.id)).toMatchObject({ calledUp: false, attendance: null });
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const c = await club();
    const url = `/callups/match/${c.match.id}`;
    const other = await coachWithTeam(t.app);
    const stranger = await createPlayer(t.app, other.token, other.team.id);
    for (const [body, code, path] of [
      [{ players: [{ playerId: 'nope' }] }, 'VALIDATION_ERROR', 'players.0.playerId'],
      [
        { players: [{ playerId: c.squad[0]!.id }, { playerId: c.squad[0]!.id }] },
        'VALIDATION_ERROR',
        'players',
      ],
      [{ players: [{ playerId: stranger.id }] }, 'PLAYER_NOT_IN_TEAM', 'players.0.playerId'],
      [
        { players: [{ playerId: c.squad[0]!.id, override: 'x'.repeat(201) }] },
        'VALIDATION_ERROR',
        'players.0.override',
      ],
      [{}, 'VALIDATION_ERROR', 'players'],
    ] as const) {
      const res = await call('PUT', url, c.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.details[0].path).toBe(path);
    }
    const bad = await call('PUT', `${url}/attendance`, c.token, {
      entries: [{ playerId: c.squad[0]!.id, attendance: 'sleeping' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(ids((await call('GET', url, c.token)).json<TCallupView>())).toEqual([]);
  });

  it("is the owner's only: 404 to another user, 401 anonymously, 400 for bad ids", async () => {
    const c = await club();
    const other = await registerAndLogin(t.app);
    for (const url of [`/callups/match/${c.match.id}`, `/callups/training/${c.training.id}`]) {
      expect((await call('GET', url, other.token)).statusCode).toBe(404);
      expect(
        (await call('PUT', url, other.token, { players: [{ playerId: c.squad[0]!.id }] }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `${url}/attendance`, other.token, { entries: [] })).statusCode,
      ).toBe(404);
      expect((await call('GET', url, null)).statusCode).toBe(401);
      expect((await call('PUT', url, null, { players: 1 })).statusCode).toBe(401);
      expect(ids((await call('GET', url, c.token)).json<TCallupView>())).toEqual([]);
    }
    expect((await call('GET', `/callups/match/${missingId()}`, c.token)).statusCode).toBe(404);
    // A training's id is not a match's.
    expect((await call('GET', `/callups/match/${c.training.id}`, c.token)).statusCode).toBe(404);
    for (const bad of BAD_IDS) {
      const m = await call('GET', `/callups/match/${bad}`, c.token);
      expect(m.statusCode, bad).toBe(400);
      expect(m.json().error.code).toBe('MATCH_ID_INVALID');
      const tr = await call('GET', `/callups/training/${bad}`, c.token);
      expect(tr.json().error.code).toBe('TRAINING_ID_INVALID');
    }
  });
});
