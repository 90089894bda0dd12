import type { TCallupView, TPublicAnswerView, TSendLinksResult } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachWithTeam, createPlayer, missingId } from '../../../test/club';
import { apiCaller, createTestApp, registerAndLogin, type TestApp } from '../../../test/helpers';
import { createMatch, matchBody } from '../../../test/matches';
import { parseMail, startSmtp, type TestSmtp } from '../../../test/smtp';

// The match of test/matches.ts starts 2026-03-14T17:30Z; the clock starts two weeks before.
const clock = { now: new Date('2026-03-01T10:00:00Z') };
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Futsal Manager <no-reply@futsal.test>',
    },
    { startMailOutbox: false, clock: { now: () => clock.now } },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = apiCaller(() => t.app);
const tokenOf = (path: string | null) => (path ?? '').replace('/answer/', '');

/** A coach, three players (two with an e-mail), a match with all three called up. */
async function club() {
  clock.now = new Date('2026-03-01T10:00:00Z');
  const c = await coachWithTeam(t.app);
  const [ana, bea, cris] = [
    await createPlayer(t.app, c.token, c.team.id, {
      name: 'Ana Sanz',
      number: 1,
      nationalId: 'ID-A-0001',
      email: 'ana@example.com',
    }),
    await createPlayer(t.app, c.token, c.team.id, {
      name: 'Bea Ruiz',
      number: 2,
      nationalId: 'ID-B-0002',
      email: 'bea@example.com',
    }),
    await createPlayer(t.app, c.token, c.team.id, {
      name: 'Cris Gil',
      number: 3,
      nationalId: 'ID-C-0003',
    }),
  ];
  const match = await createMatch(t.app, c.token, c.team.id);
  const url = `/callups/match/${match.id}`;
  const put = await call('PUT', url, c.token, {
    players: [ana, bea, cris].map((p) => ({ playerId: p!.id })),
  });
  expect(put.statusCode, put.body).toBe(200);
  const view = put.json<TCallupView>();
  const pathOf = (id: string) => view.players.find((p) => p.playerId === id)?.answerPath ?? null;
  return { ...c, ana: ana!, bea: bea!, cris: cris!, match, url, pathOf };
}

describe('answer links', () => {
  it('gives each called-up player a link that shows only their event and their own answer', async () => {
    const c = await club();
    const path = c.pathOf(c.ana.id);
    expect(path).toMatch(/^\/answer\/[A-Za-z0-9_-]{43}$/);
    expect(c.pathOf(c.bea.id)).not.toBe(path);

    const view = await call('GET', `/public${path}`, null);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<TPublicAnswerView>()).toEqual({
      teamName: c.team.name,
      kind: 'match',
      startsAt: '2026-03-14T17:30:00.000Z',
      place: 'Pabellón Municipal',
      title: 'Inter Movistar',
      playerName: 'Ana Sanz',
      answer: null,
      note: '',
      answeredAt: null,
      reconfirm: false,
    });
    // Nothing of anyone else: no other name, no e-mail, no id.
    for (const other of ['Bea Ruiz', 'Cris Gil', 'ana@example.com', c.ana.id, c.bea.id]) {
      expect(view.body).not.toContain(other);
    }

    const answered = await call('PUT', `/public${path}`, null, {
      answer: 'yes',
      note: ' Llego tarde ',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ answer: 'yes', note: 'Llego tarde', reconfirm: false });

    const coach = (await call('GET', c.url, c.token)).json<TCallupView>();
    const ana = coach.players.find((p) => p.playerId === c.ana.id);
    expect(ana).toMatchObject({ answer: 'yes', answerNote: 'Llego tarde', reconfirm: false });
    expect(ana?.answeredAt).toBe(clock.now.toISOString());
    // Bea's row is untouched by Ana's link.
    expect(coach.players.find((p) => p.playerId === c.bea.id)).toMatchObject({ answer: null });
  });

  it('refuses a bad answer with 400 and stores nothing', async () => {
    const c = await club();
    const path = c.pathOf(c.ana.id);
    for (const body of [
      { answer: 'perhaps' },
      {},
      { answer: 'yes', note: 'x'.repeat(301) },
      { answer: 'no', note: 5 },
    ]) {
      const res = await call('PUT', `/public${path}`, null, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    expect((await call('GET', `/public${path}`, null)).json().answer).toBeNull();
  });

  it('is 404 for malformed, unknown, revoked, replaced and expired links', async () => {
    const c = await club();
    const path = c.pathOf(c.ana.id) ?? '';
    for (const bad of ['abc', 'x'.repeat(43), `${tokenOf(path)}x`]) {
      expect((await call('GET', `/public/answer/${bad}`, null)).statusCode).toBe(404);
      expect((await call('PUT', `/public/answer/${bad}`, null, { answer: 'yes' })).statusCode).toBe(
        404,
      );
    }
    // Revoked: the link stops; the answer already given stays on the call-up.
    await call('PUT', `/public${path}`, null, { answer: 'maybe' });
    const revoked = await call('DELETE', `${c.url}/players/${c.ana.id}/link`, c.token);
    expect(revoked.statusCode).toBe(204);
    expect((await call('GET', `/public${path}`, null)).statusCode).toBe(404);
    const coach = (await call('GET', c.url, c.token)).json<TCallupView>();
    expect(coach.players.find((p) => p.playerId === c.ana.id)).toMatchObject({
      answer: 'maybe',
      answerPath: null,
    });

    // Reissued: a new link answers, the old one stays dead.
    const reissued = await call('POST', `${c.url}/players/${c.ana.id}/link`, c.token);
    expect(reissued.statusCode, reissued.body).toBe(200);
    const fresh = reissued.json<{ path: string }>().path;
    expect(fresh).not.toBe(path);
    expect((await call('GET', `/public${fresh}`, null)).json().answer).toBe('maybe');
    expect((await call('GET', `/public${path}`, null)).statusCode).toBe(404);

    // Expired: a day after the match the link no longer answers.
    clock.now = new Date('2026-03-15T17:29:00Z');
    expect((await call('GET', `/public${fresh}`, null)).statusCode).toBe(200);
    clock.now = new Date('2026-03-15T17:31:00Z');
    expect((await call('GET', `/public${fresh}`, null)).statusCode).toBe(404);
    expect((await call('PUT', `/public${fresh}`, null, { answer: 'no' })).statusCode).toBe(404);
  });

  it('keeps an answer when the event moves, flagged to re-confirm until answered again', async () => {
    const c = await club();
    const path = c.pathOf(c.ana.id);
    await call('PUT', `/public${path}`, null, { answer: 'yes' });
    const moved = await call(
      'PUT',
      `/matches/${c.match.id}`,
      c.token,
      matchBody({ date: '2026-03-14T20:00:00+01:00' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);

    const coach = (await call('GET', c.url, c.token)).json<TCallupView>();
    expect(coach.players.find((p) => p.playerId === c.ana.id)).toMatchObject({
      answer: 'yes',
      reconfirm: true,
    });
    expect(coach.players.find((p) => p.playerId === c.bea.id)).toMatchObject({
      answer: null,
      reconfirm: false,
    });
    expect((await call('GET', `/public${path}`, null)).json()).toMatchObject({
      answer: 'yes',
      reconfirm: true,
    });

    await call('PUT', `/public${path}`, null, { answer: 'yes' });
    const again = (await call('GET', c.url, c.token)).json<TCallupView>();
    expect(again.players.find((p) => p.playerId === c.ana.id)).toMatchObject({ reconfirm: false });
    // Saving the call-up again keeps the links and the answers.
    await call('PUT', c.url, c.token, { players: [c.ana, c.bea].map((p) => ({ playerId: p.id })) });
    const kept = (await call('GET', c.url, c.token)).json<TCallupView>();
    expect(kept.players.find((p) => p.playerId === c.ana.id)).toMatchObject({
      answer: 'yes',
      answerPath: path,
    });
  });

  it('e-mails each player with an e-mail their own link once; the others are skipped', async () => {
    const c = await club();
    const first = await call('POST', `${c.url}/send-links`, c.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TSendLinksResult>()).toEqual({ sent: 2, skipped: 1, failed: 0 });
    const mails = [await smtp.next(), await smtp.next()];
    const byTo = new Map(mails.map((m) => [m.to[0], m.raw]));
    expect([...byTo.keys()].sort()).toEqual(['ana@example.com', 'bea@example.com']);
    const anaMail = parseMail(byTo.get('ana@example.com') ?? '');
    const anaText = anaMail.parts.map((p) => p.body.toString('utf8')).join('\n');
    expect(anaText).toContain(tokenOf(c.pathOf(c.ana.id)));
    expect(anaText).not.toContain(tokenOf(c.pathOf(c.bea.id)));

    // A second click sends nothing more.
    const second = await call('POST', `${c.url}/send-links`, c.token);
    expect(second.json<TSendLinksResult>()).toEqual({ sent: 0, skipped: 3, failed: 0 });
    // A reissued link is a new mail to send.
    await call('POST', `${c.url}/players/${c.bea.id}/link`, c.token);
    const third = await call('POST', `${c.url}/send-links`, c.token);
    expect(third.json<TSendLinksResult>()).toEqual({ sent: 1, skipped: 2, failed: 0 });
    expect((await smtp.next()).to).toEqual(['bea@example.com']);
  });

  it('keeps the coach routes to the owner: other user 404, anonymous 401, bad ids 400', async () => {
    const c = await club();
    const other = await registerAndLogin(t.app);
    const routes = [
      ['POST', `${c.url}/players/${c.ana.id}/link`],
      ['DELETE', `${c.url}/players/${c.ana.id}/link`],
      ['POST', `${c.url}/send-links`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(method, url, null)).statusCode, url).toBe(401);
      expect((await call(method, url, other.token)).statusCode, url).toBe(404);
    }
    expect(
      (await call('POST', `/callups/match/${missingId()}/send-links`, c.token)).statusCode,
    ).toBe(404);
    const stranger = await call('POST', `${c.url}/players/${missingId()}/link`, c.token);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.details[0].key).toBe('validation.callup.notCalledUp');
    // Revoking twice: the second finds no link.
    const revoke = () => call('DELETE', `${c.url}/players/${c.cris.id}/link`, c.token);
    expect((await revoke()).statusCode).toBe(204);
    expect((await revoke()).statusCode).toBe(404);
    expect((await call('POST', `${c.url}/players/nope/link`, c.token)).statusCode).toBe(400);
    expect((await call('POST', `/callups/match/nope/send-links`, c.token)).statusCode).toBe(400);
    // The other user's attempts changed nothing: Ana's link still answers.
    expect((await call('GET', `/public${c.pathOf(c.ana.id)}`, null)).statusCode).toBe(200);
  });
});
