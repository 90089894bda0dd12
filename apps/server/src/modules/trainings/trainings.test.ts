import type { TTraining } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import {
  BAD_IDS,
  coachWithTeam,
  createTraining,
  missingId,
  trainingBody,
} from '../../../test/club';
import { apiCaller, registerAndLogin, useTestApp } from '../../../test/helpers';

const t = useTestApp();

const call = apiCaller(() => t.app);

const created = (token: string, teamId: string, overrides: Record<string, unknown> = {}) =>
  createTraining(t.app, token, teamId, overrides);

describe('trainings', () => {
  it('creates, lists by start, reads, edits, calls off and deletes a training', async () => {
    const c = await coachWithTeam(t.app);
    const later = await created(c.token, c.team.id, { startsAt: '2026-10-08T19:30:00+02:00' });
    const first = await created(c.token, c.team.id, { focus: undefined, notes: undefined });
    expect(first).toMatchObject({
      team: c.team.id,
      _id: first.id,
      startsAt: '2026-10-06T17:30:00.000Z',
      durationMinutes: 90,
      place: 'Pabellón Municipal',
      focus: '',
      notes: '',
      status: 'scheduled',
    });
    const list = await call('GET', `/trainings/team/${c.team.id}`, c.token);
    expect(list.statusCode).toBe(200);
    expect(list.json<TTraining[]>().map((r) => r.id)).toEqual([first.id, later.id]);

    const put = await call('PUT', `/trainings/${first.id}`, c.token, {
      startsAt: '2026-10-06T20:00:00+02:00',
      focus: '  Balón parado ',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<TTraining>()).toMatchObject({
      startsAt: '2026-10-06T18:00:00.000Z',
      focus: 'Balón parado',
      place: 'Pabellón Municipal',
      durationMinutes: 90,
    });
    const off = await call('PUT', `/trainings/${first.id}`, c.token, { status: 'cancelled' });
    expect(off.json<TTraining>().status).toBe('cancelled');
    expect((await call('GET', `/trainings/${first.id}`, c.token)).json<TTraining>()).toMatchObject({
      status: 'cancelled',
      focus: 'Balón parado',
    });

    expect((await call('DELETE', `/trainings/${first.id}`, c.token)).statusCode).toBe(204);
    expect((await call('GET', `/trainings/${first.id}`, c.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/trainings/${first.id}`, c.token)).statusCode).toBe(404);
  });

  it('answers 400 with the field for bad input and stores nothing', async () => {
    const c = await coachWithTeam(t.app);
    for (const [body, path, key] of [
      [{ startsAt: '2026-10-06' }, 'startsAt', 'validation.training.startsAt'],
      [{ startsAt: undefined }, 'startsAt', 'validation.training.startsAt'],
      [{ durationMinutes: 10 }, 'durationMinutes', 'validation.training.duration'],
      [{ durationMinutes: 301 }, 'durationMinutes', 'validation.training.duration'],
      [{ durationMinutes: 60.5 }, 'durationMinutes', 'validation.training.duration'],
      [{ place: ' ab ' }, 'place', 'validation.training.place'],
      [{ focus: 'x'.repeat(101) }, 'focus', 'validation.text.tooLong'],
      [{ notes: 'x'.repeat(1001) }, 'notes', 'validation.text.tooLong'],
    ] as const) {
      const res = await call('POST', `/trainings/team/${c.team.id}`, c.token, trainingBody(body));
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details[0], path).toMatchObject({ path, key });
    }
    const one = await created(c.token, c.team.id);
    const bad = await call('PUT', `/trainings/${one.id}`, c.token, { status: 'postponed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toMatchObject({ path: 'status' });
    const list = await call('GET', `/trainings/team/${c.team.id}`, c.token);
    expect(list.json<TTraining[]>()).toHaveLength(1);
    expect(list.json<TTraining[]>()[0]?.status).toBe('scheduled');
  });

  it("is the owner's only: another user gets 404, anonymous 401, bad ids 400", async () => {
    const c = await coachWithTeam(t.app);
    const one = await created(c.token, c.team.id);
    const other = await registerAndLogin(t.app);
    expect((await call('GET', `/trainings/team/${c.team.id}`, other.token)).statusCode).toBe(404);
    expect(
      (await call('POST', `/trainings/team/${c.team.id}`, other.token, trainingBody())).statusCode,
    ).toBe(404);
    expect((await call('GET', `/trainings/${one.id}`, other.token)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/trainings/${one.id}`, other.token, { place: 'Otro sitio' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/trainings/${one.id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/trainings/${missingId()}`, c.token)).statusCode).toBe(404);
    // Nothing of the other user's attempts reached the training.
    const kept = (await call('GET', `/trainings/${one.id}`, c.token)).json<TTraining>();
    expect(kept.place).toBe('Pabellón Municipal');

    expect((await call('GET', `/trainings/team/${c.team.id}`, null)).statusCode).toBe(401);
    expect((await call('POST', `/trainings/team/${c.team.id}`, null, { x: 1 })).statusCode).toBe(
      401,
    );
    expect((await call('PUT', `/trainings/${one.id}`, null, { place: 1 })).statusCode).toBe(401);
    expect((await call('DELETE', `/trainings/${one.id}`, null)).statusCode).toBe(401);
    for (const bad of BAD_IDS) {
      const res = await call('GET', `/trainings/${bad}`, c.token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code, bad).toBe('TRAINING_ID_INVALID');
    }
  });
});
