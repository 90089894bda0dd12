import { STAFF_ROLES, type TTeam } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/club';
import {
  apiCaller,
  createTestApp,
  registerAndLogin,
  uniqueEmail,
  type RegisteredUser,
  type TestApp,
} from '../../../test/helpers';
import { parseMail, startSmtp, type TestSmtp } from '../../../test/smtp';
import { staffMember } from '../../../test/staff';
import { openDatabase, type Database } from '../../db/client';
import { auditLog, teamInvitations, teamMembers } from '../../db/schema';
import { TEAM_MEMBERS_CHANNEL } from '../../plugins/match-feed';
import { hashInvitationToken } from './staff.service';

/** Issue 40, decision 0176: a team's staff, invitations by e-mail, accepting them. */
const DAY_MS = 86_400_000;
const start = new Date('2026-05-01T10:00:00Z');
const clock = { now: start };
let smtp: TestSmtp;
let t: TestApp;
let listener: Database;
const call = apiCaller(() => t.app);
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Futsal Manager <no-reply@futsal.test>',
      PUBLIC_URL: 'https://app.futsal.test',
    },
    { startMailOutbox: false, clock: { now: () => clock.now } },
  );
  // Another connection, as another instance would hear the staff changes.
  listener = await openDatabase(t.config, { migrate: false });
});
afterAll(async () => {
  await listener?.close();
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  clock.now = start;
});

const code = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string } }).error.code;

async function ownedTeam(): Promise<{ owner: RegisteredUser; team: TTeam }> {
  const owner = await registerAndLogin(t.app, { firstName: 'Olga', lastName: 'Dueña' });
  const team = await createTeam(t.app, owner.token, { name: 'Club Invita' });
  return { owner, team };
}

/** Invites `email` as `owner` and returns the mailed link's token and the mail's text. */
async function invite(
  owner: RegisteredUser,
  teamId: string,
  email: string,
  role = 'assistant',
  lang = 'es',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/teams/${teamId}/invitations`,
    headers: { authorization: `Bearer ${owner.token}`, 'accept-language': lang },
    payload: { email, role },
  });
  expect(res.statusCode, res.body).toBe(201);
  const mail = await smtp.next();
  expect(mail.to).toEqual([email]);
  const parsed = parseMail(mail.raw);
  const text = parsed.parts.map((p) => p.body.toString('utf8')).join('\n');
  const link = /https:\/\/app\.futsal\.test\/invitations\/([A-Za-z0-9_-]+)/.exec(text);
  if (!link?.[1]) throw new Error(`no link in ${text}`);
  return {
    id: res.json<{ id: string }>().id,
    token: link[1],
    text,
    subject: parsed.headers.subject,
  };
}

describe('invitations', () => {
  it('mails a link in the inviter’s language; the invited person views it and accepts it once', async () => {
    const { owner, team } = await ownedTeam();
    const email = uniqueEmail('ana');
    const sent = await invite(owner, team.id, email, 'assistant', 'es');
    expect(sent.subject).toContain('Olga Dueña');
    expect(sent.subject).toContain('Club Invita');
    expect(sent.text).toContain('como Asistente');
    expect(sent.text).toContain('7 días');

    // Only the token's SHA-256 is stored.
    const [row] = await t.db.select().from(teamInvitations).where(eq(teamInvitations.id, sent.id));
    expect(row?.tokenHash).toBe(hashInvitationToken(sent.token));
    expect(JSON.stringify(row)).not.toContain(sent.token);
    expect(row?.expiresAt.toISOString()).toBe(new Date(start.getTime() + 7 * DAY_MS).toISOString());

    // The owner sees it pending.
    const pending = await call('GET', `/teams/${team.id}/invitations`, owner.token);
    expect(pending.json()).toMatchObject([
      { id: sent.id, email, role: 'assistant', invitedBy: 'Olga Dueña' },
    ]);

    // The public page, signed out.
    const view = await call('GET', `/invitations/${sent.token}`, null);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toEqual({
      teamName: 'Club Invita',
      role: 'assistant',
      inviterName: 'Olga Dueña',
      email: `an***@${email.split('@')[1]}`,
      expiresAt: row?.expiresAt.toISOString(),
    });

    // The link of the mail works end to end: the invited address registers and accepts.
    const ana = await registerAndLogin(t.app, { email: email.toUpperCase() });
    const accepted = await call('POST', `/invitations/${sent.token}/accept`, ana.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ teamId: team.id, role: 'assistant' });
    const teams = await call('GET', '/teams', ana.token);
    expect(teams.json<{ id: string }[]>().map((x) => x.id)).toEqual([team.id]);
    expect((await call('GET', `/teams/${team.id}`, ana.token)).statusCode).toBe(200);
    // The team's trail names the invitation and its acceptance, by whom.
    await t.app.auditSettled();
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.teamId, team.id));
    expect(trail.map((r) => [r.action, r.entity, r.actorId])).toEqual(
      expect.arrayContaining([
        ['create', 'invitation', owner.user.id],
        ['accept', 'invitation', ana.user.id],
      ]),
    );

    // One time: the link answers like an unknown one now, to anyone.
    for (const token of [ana.token, owner.token]) {
      const again = await call('POST', `/invitations/${sent.token}/accept`, token);
      expect(again.statusCode).toBe(400);
      expect(code(again)).toBe('INVITATION_INVALID');
    }
    expect(code(await call('GET', `/invitations/${sent.token}`, null))).toBe('INVITATION_INVALID');
    expect((await call('GET', `/teams/${team.id}/invitations`, owner.token)).json()).toEqual([]);
  });

  it('refuses another account’s acceptance (403) and anyone signed out (401)', async () => {
    const { owner, team } = await ownedTeam();
    const sent = await invite(owner, team.id, uniqueEmail('bea'), 'coach', 'en');
    expect(sent.text).toContain('as Coach');
    const other = await registerAndLogin(t.app);
    const res = await call('POST', `/invitations/${sent.token}/accept`, other.token);
    expect(res.statusCode).toBe(403);
    expect(code(res)).toBe('INVITATION_EMAIL_MISMATCH');
    expect((await call('POST', `/invitations/${sent.token}/accept`, null)).statusCode).toBe(401);
    expect((await call('GET', `/teams/${team.id}`, other.token)).statusCode).toBe(404);
    // Still open for the invited address.
    expect((await call('GET', `/invitations/${sent.token}`, null)).statusCode).toBe(200);
  });

  it('expires after 7 days, answers unknown, malformed and revoked links alike', async () => {
    const { owner, team } = await ownedTeam();
    const email = uniqueEmail('cris');
    const first = await invite(owner, team.id, email);
    // Inviting again replaces the pending one.
    const second = await invite(owner, team.id, email, 'analyst');
    const invitations = await call('GET', `/teams/${team.id}/invitations`, owner.token);
    expect(invitations.json<{ id: string }[]>().map((i) => i.id)).toEqual([second.id]);
    const user = await registerAndLogin(t.app, { email });
    const bodies = new Set<string>();
    for (const token of [
      first.token,
      'A'.repeat(43),
      'nonsense',
      `${second.token.slice(0, -2)}xx`,
    ]) {
      const view = await call('GET', `/invitations/${encodeURIComponent(token)}`, null);
      expect(view.statusCode).toBe(400);
      bodies.add(view.body);
      const accept = await call(
        'POST',
        `/invitations/${encodeURIComponent(token)}/accept`,
        user.token,
      );
      expect(code(accept)).toBe('INVITATION_INVALID');
    }
    expect(bodies.size).toBe(1);

    clock.now = new Date(start.getTime() + 7 * DAY_MS + 1000);
    const expired = await call('GET', `/invitations/${second.token}`, null);
    expect(expired.body).toBe([...bodies][0]);
    expect(code(await call('POST', `/invitations/${second.token}/accept`, user.token))).toBe(
      'INVITATION_INVALID',
    );
    expect((await call('GET', `/teams/${team.id}/invitations`, owner.token)).json()).toEqual([]);

    // A revoked one, within its week.
    clock.now = start;
    const third = await invite(owner, team.id, email, 'medical');
    expect(
      (await call('DELETE', `/teams/${team.id}/invitations/${third.id}`, owner.token)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/teams/${team.id}/invitations/${third.id}`, owner.token)).statusCode,
    ).toBe(404);
    expect(code(await call('POST', `/invitations/${third.token}/accept`, user.token))).toBe(
      'INVITATION_INVALID',
    );
  });

  it('refuses an address already on the staff (409) and an invalid body (400, nothing stored)', async () => {
    const { owner, team } = await ownedTeam();
    const coach = await staffMember(t.app, t.db, team.id, 'coach');
    for (const email of [coach.email, coach.email.toUpperCase(), owner.email]) {
      const res = await call('POST', `/teams/${team.id}/invitations`, owner.token, {
        email,
        role: 'analyst',
      });
      expect(res.statusCode).toBe(409);
      expect(code(res)).toBe('MEMBER_EXISTS');
    }
    for (const payload of [
      { email: 'not-an-address', role: 'coach' },
      { email: uniqueEmail(), role: 'owner' },
      { email: uniqueEmail() },
    ]) {
      const res = await call('POST', `/teams/${team.id}/invitations`, owner.token, payload);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(
      await t.db.select().from(teamInvitations).where(eq(teamInvitations.teamId, team.id)),
    ).toEqual([]);
  });

  it('lets only the owner manage invitations: each role 403, another user 404, anonymous 401', async () => {
    const { owner, team } = await ownedTeam();
    const sent = await invite(owner, team.id, uniqueEmail());
    const stranger = await registerAndLogin(t.app);
    const routes = [
      ['GET', `/teams/${team.id}/invitations`, undefined],
      ['POST', `/teams/${team.id}/invitations`, { email: uniqueEmail('refused'), role: 'coach' }],
      ['DELETE', `/teams/${team.id}/invitations/${sent.id}`, undefined],
    ] as const;
    for (const role of STAFF_ROLES) {
      const member = await staffMember(t.app, t.db, team.id, role);
      for (const [method, url, body] of routes) {
        const res = await call(method, url, member.token, body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(code(res)).toBe('ROLE_FORBIDDEN');
      }
    }
    for (const [method, url, body] of routes) {
      expect((await call(method, url, stranger.token, body)).statusCode).toBe(404);
      expect((await call(method, url, null, body)).statusCode).toBe(401);
    }
    expect(smtp.received.filter((m) => m.to.some((to) => to.startsWith('refused-')))).toHaveLength(
      0,
    );
  });
});

describe('members', () => {
  it('lists the staff to every member, with addresses for the owner only', async () => {
    const { owner, team } = await ownedTeam();
    const assistant = await staffMember(t.app, t.db, team.id, 'assistant');
    const owners = await call('GET', `/teams/${team.id}/members`, owner.token);
    expect(owners.statusCode).toBe(200);
    expect(owners.json()).toEqual([
      expect.objectContaining({
        userId: owner.user.id,
        role: 'owner',
        email: owner.email,
        firstName: 'Olga',
      }),
      expect.objectContaining({
        userId: assistant.user.id,
        role: 'assistant',
        email: assistant.email,
      }),
    ]);
    for (const role of STAFF_ROLES) {
      const member = await staffMember(t.app, t.db, team.id, role);
      const res = await call('GET', `/teams/${team.id}/members`, member.token);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('@');
      expect(res.json<{ userId: string }[]>().map((m) => m.userId)).toContain(member.user.id);
    }
    const stranger = await registerAndLogin(t.app);
    expect((await call('GET', `/teams/${team.id}/members`, stranger.token)).statusCode).toBe(404);
    expect((await call('GET', `/teams/${team.id}/members`, null)).statusCode).toBe(401);
  });

  it('changes a role at once (the next request), never the owner’s; only the owner may', async () => {
    const { owner, team } = await ownedTeam();
    const member = await staffMember(t.app, t.db, team.id, 'analyst');
    const url = `/teams/${team.id}/members/${member.user.id}`;
    // An analyst may not log a match; as an assistant they may read what the role gives.
    const heard = await nextChange();
    const res = await call('PUT', url, owner.token, { role: 'coach' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: member.user.id, role: 'coach' });
    expect(await heard.next).toBe(`${team.id}:${member.user.id}`);
    const teams = await call('GET', '/teams', member.token);
    expect(JSON.stringify(teams.json())).toContain('coach');

    const fixed = await call('PUT', `/teams/${team.id}/members/${owner.user.id}`, owner.token, {
      role: 'coach',
    });
    expect(fixed.statusCode).toBe(400);
    expect(code(fixed)).toBe('OWNER_ROLE_FIXED');
    expect((await call('PUT', url, owner.token, { role: 'owner' })).statusCode).toBe(400);
    expect(
      (
        await call('PUT', `/teams/${team.id}/members/${crypto.randomUUID()}`, owner.token, {
          role: 'coach',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/teams/${team.id}/members/nonsense`, owner.token, { role: 'coach' }))
        .statusCode,
    ).toBe(404);

    for (const role of STAFF_ROLES) {
      const other = await staffMember(t.app, t.db, team.id, role);
      const refused = await call('PUT', url, other.token, { role: 'assistant' });
      expect(refused.statusCode, role).toBe(403);
    }
    const stranger = await registerAndLogin(t.app);
    expect((await call('PUT', url, stranger.token, { role: 'assistant' })).statusCode).toBe(404);
    expect((await call('PUT', url, null, { role: 'assistant' })).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, member.user.id));
    expect(row?.role).toBe('coach');
  });

  it('removes a member: their access ends on the next request and the change is heard', async () => {
    const { owner, team } = await ownedTeam();
    const member = await staffMember(t.app, t.db, team.id, 'assistant');
    expect((await call('GET', '/teams', member.token)).json()).toHaveLength(1);
    expect((await call('GET', `/teams/${team.id}`, member.token)).statusCode).toBe(200);
    const url = `/teams/${team.id}/members/${member.user.id}`;
    for (const role of STAFF_ROLES) {
      const other = await staffMember(t.app, t.db, team.id, role);
      expect((await call('DELETE', url, other.token)).statusCode, role).toBe(403);
    }
    const stranger = await registerAndLogin(t.app);
    expect((await call('DELETE', url, stranger.token)).statusCode).toBe(404);
    expect((await call('DELETE', url, null)).statusCode).toBe(401);

    const heard = await nextChange();
    expect((await call('DELETE', url, owner.token)).statusCode).toBe(204);
    expect(await heard.next).toBe(`${team.id}:${member.user.id}`);
    expect((await call('GET', `/teams/${team.id}`, member.token)).statusCode).toBe(404);
    expect((await call('GET', '/teams', member.token)).json()).toEqual([]);
    expect((await call('DELETE', url, owner.token)).statusCode).toBe(404);

    const gone = await call('DELETE', `/teams/${team.id}/members/${owner.user.id}`, owner.token);
    expect(code(gone)).toBe('OWNER_ROLE_FIXED');
  });

  it('lets any member leave, but not the owner', async () => {
    const { owner, team } = await ownedTeam();
    for (const role of STAFF_ROLES) {
      const member = await staffMember(t.app, t.db, team.id, role);
      const res = await call('DELETE', `/teams/${team.id}/members/${member.user.id}`, member.token);
      expect(res.statusCode, role).toBe(204);
      expect((await call('GET', `/teams/${team.id}`, member.token)).statusCode).toBe(404);
    }
    const owners = await call('DELETE', `/teams/${team.id}/members/${owner.user.id}`, owner.token);
    expect(owners.statusCode).toBe(400);
    expect(code(owners)).toBe('OWNER_ROLE_FIXED');
  });
});

/** Listens (on another connection) and resolves `next` with the first staff change heard (migration 0032's trigger). */
async function nextChange(): Promise<{ next: Promise<string> }> {
  let resolve!: (payload: string) => void;
  const next = new Promise<string>((r) => (resolve = r));
  const unlisten = await listener.listen(TEAM_MEMBERS_CHANNEL, { onPayload: resolve });
  return { next: next.finally(() => unlisten()) };
}
