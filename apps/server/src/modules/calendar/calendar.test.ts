import type { TCalendarEntry } from '@futsal/shared';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { BAD_IDS, coachWithTeam, createTraining } from '../../../test/club';
import { apiCaller, registerAndLogin, useTestApp } from '../../../test/helpers';
import { createMatch } from '../../../test/matches';

const t = useTestApp();

const call = apiCaller(() => t.app);

/** The feed's events as a calendar app reads them, through ical.js. */
async function readFeed(path: string) {
  const res = await t.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      sequence: e.sequence,
      summary: e.summary,
      location: e.location,
      description: e.description,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      status: v.getFirstPropertyValue('status'),
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events };
}

const range = (from: string, to: string) =>
  `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

describe('the team calendar', () => {
  it('lists matches and trainings of a range by start, and nothing outside it', async () => {
    const c = await coachWithTeam(t.app);
    const match = await createMatch(t.app, c.token, c.team.id, {
      date: '2026-10-10T18:00:00+02:00',
    });
    const one = await createTraining(t.app, c.token, c.team.id);
    await createTraining(t.app, c.token, c.team.id, { startsAt: '2026-11-20T19:30:00+01:00' });
    const res = await call(
      'GET',
      `/calendar/team/${c.team.id}${range('2026-10-01T00:00:00+02:00', '2026-11-01T00:00:00+01:00')}`,
      c.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TCalendarEntry[]>()).toEqual([
      {
        kind: 'training',
        id: one.id,
        startsAt: '2026-10-06T17:30:00.000Z',
        endsAt: '2026-10-06T19:00:00.000Z',
        place: 'Pabellón Municipal',
        status: 'scheduled',
        opponent: null,
        isHome: null,
        focus: 'Presión alta',
      },
      {
        kind: 'match',
        id: match.id,
        startsAt: '2026-10-10T16:00:00.000Z',
        // Two periods of 20 minutes, about twice as long with the clock stopped.
        endsAt: '2026-10-10T17:20:00.000Z',
        place: 'Pabellón Municipal',
        status: 'scheduled',
        opponent: 'Inter Movistar',
        isHome: true,
        focus: null,
      },
    ]);
  });

  it('lists the coming four weeks when no range is given', async () => {
    const c = await coachWithTeam(t.app);
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
    const soon = await createTraining(t.app, c.token, c.team.id, { startsAt: inDays(3) });
    await createTraining(t.app, c.token, c.team.id, { startsAt: inDays(40) });
    await createTraining(t.app, c.token, c.team.id, { startsAt: inDays(-2) });
    const res = await call('GET', `/calendar/team/${c.team.id}`, c.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TCalendarEntry[]>().map((e) => e.id)).toEqual([soon.id]);
  });

  it('answers 400 for a bad range, 404 to another user, 401 anonymously', async () => {
    const c = await coachWithTeam(t.app);
    for (const query of [
      `?from=${encodeURIComponent('2026-10-01T00:00:00Z')}`,
      range('2026-10-01', '2026-10-31'),
      range('2026-10-31T00:00:00Z', '2026-10-01T00:00:00Z'),
      range('2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z'),
    ]) {
      const res = await call('GET', `/calendar/team/${c.team.id}${query}`, c.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const ok = range('2026-10-01T00:00:00Z', '2026-10-31T00:00:00Z');
    const other = await registerAndLogin(t.app);
    expect((await call('GET', `/calendar/team/${c.team.id}${ok}`, other.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/calendar/team/${c.team.id}${ok}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/calendar/team/${c.team.id}?from=x`, null)).statusCode).toBe(401);
    for (const bad of BAD_IDS) {
      const res = await call('GET', `/calendar/team/${bad}${ok}`, c.token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('TEAM_ID_INVALID');
    }
  });
});

describe('the calendar feed', () => {
  it('serves stable UIDs; an edit raises SEQUENCE once; a call-off is STATUS:CANCELLED', async () => {
    const c = await coachWithTeam(t.app);
    const match = await createMatch(t.app, c.token, c.team.id, {
      date: '2026-10-10T18:00:00+02:00',
      isHome: false,
    });
    const one = await createTraining(t.app, c.token, c.team.id, {
      notes: 'Traer petos; y agua, mucha',
    });
    // Another team's events never reach this feed.
    const rival = await coachWithTeam(t.app);
    await createTraining(t.app, rival.token, rival.team.id, { place: 'Otra pista' });

    expect((await call('GET', `/calendar/team/${c.team.id}/feed`, c.token)).json()).toEqual({
      path: null,
    });
    const on = await call('POST', `/calendar/team/${c.team.id}/feed`, c.token);
    expect(on.statusCode, on.body).toBe(201);
    const path = on.json<{ path: string }>().path;
    expect(path).toMatch(/^\/api\/public\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The coach is shown the same URL again.
    expect((await call('GET', `/calendar/team/${c.team.id}/feed`, c.token)).json()).toEqual({
      path,
    });

    const first = await readFeed(path);
    expect(first.name).toBe('CD Prueba');
    const uids = {
      match: `match-${match.id}@futsal-manager`,
      one: `training-${one.id}@futsal-manager`,
    };
    expect(first.events).toHaveLength(2);
    expect(first.events.find((e) => e.uid === uids.match)).toEqual({
      uid: uids.match,
      sequence: 0,
      summary: 'Inter Movistar – CD Prueba',
      location: 'Pabellón Municipal',
      description: null,
      start: '2026-10-10T16:00:00.000Z',
      end: '2026-10-10T17:20:00.000Z',
      status: 'CONFIRMED',
    });
    expect(first.events.find((e) => e.uid === uids.one)).toMatchObject({
      sequence: 0,
      summary: 'Entrenamiento · CD Prueba: Presión alta',
      location: 'Pabellón Municipal',
      description: 'Traer petos; y agua, mucha',
      start: '2026-10-06T17:30:00.000Z',
      end: '2026-10-06T19:00:00.000Z',
    });

    // Read again unchanged: the same sequences.
    const again = await readFeed(path);
    expect(again.events.map((e) => e.sequence)).toEqual([0, 0]);

    const moved = await call('PUT', `/trainings/${one.id}`, c.token, {
      startsAt: '2026-10-06T20:00:00+02:00',
    });
    expect(moved.statusCode).toBe(200);
    const afterMove = await readFeed(path);
    const movedEvent = afterMove.events.find((e) => e.uid === uids.one);
    expect(movedEvent).toMatchObject({ sequence: 1, start: '2026-10-06T18:00:00.000Z' });
    expect(afterMove.events.find((e) => e.uid === uids.match)?.sequence).toBe(0);
    expect((await readFeed(path)).events.find((e) => e.uid === uids.one)?.sequence).toBe(1);

    await call('PUT', `/trainings/${one.id}`, c.token, { status: 'cancelled' });
    const cancelMatch = await call('PUT', `/matches/${match.id}`, c.token, { status: 'cancelled' });
    expect(cancelMatch.statusCode, cancelMatch.body).toBe(200);
    const afterCancel = await readFeed(path);
    expect(afterCancel.events.find((e) => e.uid === uids.one)).toMatchObject({
      sequence: 2,
      status: 'CANCELLED',
    });
    expect(afterCancel.events.find((e) => e.uid === uids.match)).toMatchObject({
      sequence: 1,
      status: 'CANCELLED',
    });
  });

  it('is revocable: a new URL retires the old one, switching off retires both', async () => {
    const c = await coachWithTeam(t.app);
    const first = (await call('POST', `/calendar/team/${c.team.id}/feed`, c.token)).json().path;
    const second = (await call('POST', `/calendar/team/${c.team.id}/feed`, c.token)).json().path;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect((await call('DELETE', `/calendar/team/${c.team.id}/feed`, c.token)).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect((await call('GET', `/calendar/team/${c.team.id}/feed`, c.token)).json()).toEqual({
      path: null,
    });
    // Nothing left to switch off.
    expect((await call('DELETE', `/calendar/team/${c.team.id}/feed`, c.token)).statusCode).toBe(
      404,
    );
    for (const url of [
      '/api/public/calendar/nope.ics',
      `/api/public/calendar/${'a'.repeat(43)}.ics`,
      `${second.slice(0, -4)}`,
      `${second}x`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it("keeps the feed's routes to the owner: 404 to another user, 401 anonymously", async () => {
    const c = await coachWithTeam(t.app);
    const other = await registerAndLogin(t.app);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const url = `/calendar/team/${c.team.id}/feed`;
      expect((await call(method, url, other.token)).statusCode, method).toBe(404);
      expect((await call(method, url, null)).statusCode, method).toBe(401);
    }
    // The other user's attempts switched nothing on.
    expect((await call('GET', `/calendar/team/${c.team.id}/feed`, c.token)).json()).toEqual({
      path: null,
    });
  });
});
