/** Answer reminders (issue 39, decision 0167): queued by the call-ups job, sent and retried by the mail outbox. */
import { randomUUID } from 'node:crypto';
import type { TCallupView, TTeamSummary } from '@futsal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachWithTeam, createPlayer } from '../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../test/helpers';
import { createMatch } from '../../test/matches';
import { parseMail, startSmtp, type TestSmtp } from '../../test/smtp';
import { createSmtpMailer, type Mailer } from '../lib/mailer';
import { LocalFileStorage } from '../lib/storage';
import { MailOutbox } from '../modules/contact/contact.outbox';
import { ContactRepository } from '../modules/contact/contact.repository';

// The match of test/matches.ts starts 2026-03-14T17:30Z.
const TWO_WEEKS_BEFORE = new Date('2026-03-01T10:00:00Z');
const DAY_BEFORE = new Date('2026-03-13T18:00:00Z');
const clock = { now: TWO_WEEKS_BEFORE };
let t: TestApp;
let smtp: TestSmtp;
const lines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Futsal Manager <no-reply@futsal.test>',
      PUBLIC_URL: 'https://futsal.test',
      LOG_LEVEL: 'debug',
    },
    {
      startMailOutbox: false,
      clock: { now: () => clock.now },
      logStream: { write: (line) => void lines.push(line) },
    },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The job, then the outbox: what a reminder run sends. */
async function remind() {
  await t.app.reminderJob.runOnce();
  return t.app.mailOutbox.runOnce();
}
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
/** The headers (lower-case names) and the decoded text of a received mail. */
function read(raw: string) {
  const mail = parseMail(raw);
  return {
    headers: mail.headers,
    text: mail.parts.map((p) => p.body.toString('utf8')).join('\n'),
  };
}

/**
 * A coach and four called-up players: Ana (e-mail, no answer), Bea (e-mail, answers),
 * Cris (no e-mail) and Dani (e-mail, link revoked). Addresses are unique per call,
 * as other tests' teams share the job.
 */
async function club() {
  clock.now = TWO_WEEKS_BEFORE;
  const c = await coachWithTeam(t.app);
  const tag = randomUUID().slice(0, 8);
  const email = (name: string) => `${name}.${tag}@example.com`;
  const make = (name: string, number: number, mail: string | undefined) =>
    createPlayer(t.app, c.token, c.team.id, {
      name,
      number,
      nationalId: `ID-${tag}-${number}`,
      ...(mail ? { email: mail } : {}),
    });
  const ana = (await make('Ana Sanz', 1, email('ana')))!;
  const bea = (await make('Bea Ruiz', 2, email('bea')))!;
  const cris = (await make('Cris Gil', 3, undefined))!;
  const dani = (await make('Dani Paz', 4, email('dani')))!;
  const match = await createMatch(t.app, c.token, c.team.id);
  const url = `/callups/match/${match.id}`;
  const put = await call('PUT', url, c.token, {
    players: [ana, bea, cris, dani].map((p) => ({ playerId: p.id })),
  });
  expect(put.statusCode, put.body).toBe(200);
  const view = put.json<TCallupView>();
  const pathOf = (id: string) => view.players.find((p) => p.playerId === id)?.answerPath ?? '';
  const answered = await call('PUT', `/public${pathOf(bea.id)}`, null, { answer: 'yes' });
  expect(answered.statusCode, answered.body).toBe(200);
  const revoked = await call('DELETE', `${url}/players/${dani.id}/link`, c.token);
  expect(revoked.statusCode, revoked.body).toBe(204);
  return { ...c, ana, bea, cris, dani, match, url, pathOf, email };
}

describe('answer reminders (decision 0167)', () => {
  it('mails one reminder to each due unanswered player with an e-mail and a live link, once', async () => {
    const c = await club();
    // Two weeks before: not due yet.
    await remind();
    expect(mailsTo(c.email('ana'))).toHaveLength(0);

    clock.now = DAY_BEFORE;
    const run = await remind();
    expect(run.sent).toBeGreaterThanOrEqual(1);
    const toAna = mailsTo(c.email('ana'));
    expect(toAna).toHaveLength(1);
    const mail = read(toAna[0]!.raw);
    expect(mail.text).toContain('Ana Sanz');
    expect(mail.text).toContain('aún espera tu respuesta');
    // Her own link, at the public URL; nobody else's name.
    expect(mail.text).toContain(`https://futsal.test${c.pathOf(c.ana.id)}`);
    expect(mail.text).not.toContain('Bea Ruiz');
    expect(mail.headers['message-id']).toMatch(/^<reminder-[0-9a-f-]+-\d+@futsal-manager>$/);
    // Answered, without an e-mail, revoked: nothing.
    expect(mailsTo(c.email('bea'))).toHaveLength(0);
    expect(mailsTo(c.email('dani'))).toHaveLength(0);

    // Run again, then two runs at once (as two instances would): nothing more.
    await remind();
    await Promise.all([t.app.reminderJob.runOnce(), t.app.reminderJob.runOnce()]);
    await Promise.all([t.app.mailOutbox.runOnce(), t.app.mailOutbox.runOnce()]);
    expect(mailsTo(c.email('ana'))).toHaveLength(1);

    // The runs are logged with their counts, never an address, a name or a link.
    const jobLines = lines
      .map((l) => JSON.parse(l) as { job?: string; msg: string; queued?: number })
      .filter((l) => l.job === 'reminders' || l.job === 'mail');
    expect(jobLines.some((l) => l.msg === 'answer reminders run done' && l.queued! >= 1)).toBe(
      true,
    );
    const logged = JSON.stringify(jobLines);
    for (const secret of [c.email('ana'), 'Ana Sanz', c.pathOf(c.ana.id).slice(8)]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('sends nothing when the team turned reminders off, and honours its hours', async () => {
    const c = await club();
    const off = await call('PUT', `/teams/${c.team.id}`, c.token, { reminderHoursBefore: 0 });
    expect(off.statusCode, off.body).toBe(200);
    clock.now = DAY_BEFORE;
    await remind();
    expect(mailsTo(c.email('ana'))).toHaveLength(0);

    // Six hours: not due 23.5 h before, due 5 h before.
    expect(
      (await call('PUT', `/teams/${c.team.id}`, c.token, { reminderHoursBefore: 6 })).statusCode,
    ).toBe(200);
    await remind();
    expect(mailsTo(c.email('ana'))).toHaveLength(0);
    clock.now = new Date('2026-03-14T12:30:00Z');
    await remind();
    expect(mailsTo(c.email('ana'))).toHaveLength(1);
    // Once the event has started, nothing is due any more.
    clock.now = new Date('2026-03-14T18:00:00Z');
    await remind();
    expect(mailsTo(c.email('ana'))).toHaveLength(1);
  });

  it('reminds for a training, and not once it is called off', async () => {
    const c = await club();
    const body = {
      startsAt: '2026-03-14T17:00:00+01:00',
      durationMinutes: 90,
      place: 'Pabellón Municipal',
    };
    const [kept, off] = await Promise.all(
      [body, body].map(async (b) => {
        const res = await call('POST', `/trainings/team/${c.team.id}`, c.token, b);
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ id: string }>().id;
      }),
    );
    for (const id of [kept, off]) {
      const res = await call('PUT', `/callups/training/${id}`, c.token, {
        players: [{ playerId: c.ana.id }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(
      (await call('PUT', `/trainings/${off}`, c.token, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    clock.now = DAY_BEFORE;
    await remind();
    // The match and the kept training: two reminders, none for the called-off one.
    const ids = mailsTo(c.email('ana')).map((m) => read(m.raw).headers['x-futsal-callup-id']);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('skips a queued reminder whose player answered before it was sent', async () => {
    const c = await club();
    clock.now = DAY_BEFORE;
    expect((await t.app.reminderJob.runOnce()).queued).toBeGreaterThanOrEqual(1);
    const answered = await call('PUT', `/public${c.pathOf(c.ana.id)}`, null, { answer: 'no' });
    expect(answered.statusCode).toBe(200);
    const run = await t.app.mailOutbox.runOnce();
    expect(run.skipped).toBeGreaterThanOrEqual(1);
    expect(mailsTo(c.email('ana'))).toHaveLength(0);
  });

  it('reminds again for a new time: an answer given for the old one is to re-confirm', async () => {
    const c = await club();
    clock.now = DAY_BEFORE;
    await remind();
    expect(mailsTo(c.email('ana'))).toHaveLength(1);
    // The match moves one hour later: Bea's "yes" was for the old time, Ana was reminded for it.
    const moved = await call('PUT', `/matches/${c.match.id}`, c.token, {
      date: '2026-03-14T19:30:00+01:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Inside the 24 h before the new time.
    clock.now = new Date('2026-03-13T19:00:00Z');
    await remind();
    const toAna = mailsTo(c.email('ana'));
    expect(toAna).toHaveLength(2);
    const [first, second] = toAna.map((m) => read(m.raw).headers['message-id']);
    expect(second).not.toBe(first);
    expect(mailsTo(c.email('bea'))).toHaveLength(1);
    // Each once per time.
    await remind();
    expect(mailsTo(c.email('ana'))).toHaveLength(2);
    expect(mailsTo(c.email('bea'))).toHaveLength(1);
  });
});

describe('a reminder the mail server refused', () => {
  it('is retried by the outbox and arrives once', async () => {
    const c = await club();
    clock.now = DAY_BEFORE;
    expect((await t.app.reminderJob.runOnce()).queued).toBeGreaterThanOrEqual(1);
    const smtpMailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`);
    let refusals = 1;
    const flaky: Mailer = {
      kind: 'smtp',
      send: (mail) =>
        refusals-- > 0 ? Promise.reject(new Error('421 try again later')) : smtpMailer.send(mail),
      close: () => smtpMailer.close(),
    };
    const outbox = new MailOutbox({
      repo: new ContactRepository(t.db),
      storage: new LocalFileStorage(t.config.uploadDir),
      mailer: flaky,
      from: 'no-reply@futsal.test',
      to: 'support@futsal.test',
      pollSeconds: 30,
      maxAttempts: 5,
      now: () => clock.now,
      reminders: t.app.reminderJob,
    });
    try {
      expect((await outbox.runOnce()).retried).toBe(1);
      expect(mailsTo(c.email('ana'))).toHaveLength(0);
      clock.now = new Date(DAY_BEFORE.getTime() + 30_000);
      expect((await outbox.runOnce()).sent).toBe(1);
      expect(mailsTo(c.email('ana'))).toHaveLength(1);
      await t.app.reminderJob.runOnce();
      await outbox.runOnce();
      expect(mailsTo(c.email('ana'))).toHaveLength(1);
    } finally {
      await outbox.stop();
    }
  });
});

describe('the team reminder setting', () => {
  it('is read and set by the owner only, between 0 and 168 hours', async () => {
    const c = await coachWithTeam(t.app);
    const path = `/teams/${c.team.id}`;
    const got = await call('GET', path, c.token);
    expect(got.json<TTeamSummary>().reminderHoursBefore).toBe(24);

    const set = await call('PUT', path, c.token, { reminderHoursBefore: 48 });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call('GET', path, c.token)).json<TTeamSummary>().reminderHoursBefore).toBe(48);

    for (const bad of [-1, 169, 1.5, 'soon']) {
      const res = await call('PUT', path, c.token, { reminderHoursBefore: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_ERROR');
    }

    const other = await registerAndLogin(t.app);
    expect((await call('PUT', path, other.token, { reminderHoursBefore: 0 })).statusCode).toBe(404);
    expect((await call('PUT', path, null, { reminderHoursBefore: 0 })).statusCode).toBe(401);
    expect((await call('GET', path, c.token)).json<TTeamSummary>().reminderHoursBefore).toBe(48);
  });
});
