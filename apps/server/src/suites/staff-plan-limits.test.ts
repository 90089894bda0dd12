import type { TStaffRole, TTeam } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { teamMembers } from '../db/schema';
import { coachWithTeam, createPlayer, givePlan } from '../../test/club';
import { bearer, registerAndLogin, useTestApp } from '../../test/helpers';
import { runImport, squadRows } from '../../test/import';
import { createMatch, createSquad } from '../../test/matches';
import { staffMember } from '../../test/staff';

/**
 * Plan limits and paid features count per paying owner (issue 40, decision
 * 0175): whoever of a team's staff adds a player, a competition or a live link,
 * or asks for a report, the team owner's plan decides, never the staff member's own.
 */
const t = useTestApp();

const post = (token: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });

/** An existing user joins a team in a role, as an accepted invitation leaves them. */
const join = (db: Db, teamId: string, userId: string, role: TStaffRole) =>
  db.insert(teamMembers).values({ teamId, userId, role });

const competitionBody = { name: 'Liga Local', type: 'tournament', startDate: '2026-09-01' };

describe("a team's staff work under its owner's plan", () => {
  it("adds players and imports them within the owner's limit, not their own plan's", async () => {
    const owner = await coachWithTeam(t.app);
    await createSquad(t.app, owner.token, owner.team.id, 15); // the free tier's 15
    const coach = await staffMember(t.app, t.db, owner.team.id, 'coach');
    await givePlan(t.db, coach.user.id, 'pro');

    const refused = await post(coach.token, `/api/players/team/${owner.team.id}`, {
      name: 'Jugador 16',
      number: 16,
      positions: { primary: 'winger' },
    });
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json().error.code).toBe('PLAN_LIMIT');
    const imported = await runImport(t.app, coach.token, owner.team.id, squadRows(1, 16), true);
    expect(imported.statusCode, imported.body).toBe(402);
    expect(imported.json().error.code).toBe('PLAN_LIMIT');

    await givePlan(t.db, owner.user.id, 'club');
    await createPlayer(t.app, coach.token, owner.team.id, { number: 16, nationalId: 'ID-16' });
    const now = await runImport(t.app, coach.token, owner.team.id, squadRows(1, 17), true);
    expect(now.statusCode, now.body).toBeLessThan(300);
    const squad = await get(owner.token, `/api/players/team/${owner.team.id}`);
    expect(squad.json<unknown[]>()).toHaveLength(17);
  });

  it("adds competitions within the owner's count, whatever the staff member's own plan and count", async () => {
    const free = await coachWithTeam(t.app);
    expect(
      (await post(free.token, `/api/tournaments/team/${free.team.id}`, competitionBody)).statusCode,
    ).toBe(201);
    const paying = await registerAndLogin(t.app);
    await givePlan(t.db, paying.user.id, 'pro');
    await join(t.db, free.team.id, paying.user.id, 'coach');
    // The free owner's one competition is taken: their coach's pro plan does not lift it.
    const refused = await post(
      paying.token,
      `/api/tournaments/team/${free.team.id}`,
      competitionBody,
    );
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json().error.code).toBe('PLAN_LIMIT');

    // The free coach, whose own account has its one competition, adds to a club owner's team.
    const club = await coachWithTeam(t.app);
    await givePlan(t.db, club.user.id, 'club');
    await join(t.db, club.team.id, free.user.id, 'coach');
    for (let i = 0; i < 2; i++) {
      const res = await post(free.token, `/api/tournaments/team/${club.team.id}`, competitionBody);
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('adds matches on every plan, the free tier included', async () => {
    const owner = await coachWithTeam(t.app);
    const coach = await staffMember(t.app, t.db, owner.team.id, 'coach');
    const match = await createMatch(t.app, coach.token, owner.team.id);
    expect(match.id).toBeTruthy();
    const assistant = await staffMember(t.app, t.db, owner.team.id, 'assistant');
    const refused = await post(assistant.token, `/api/matches/team/${owner.team.id}`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ROLE_FORBIDDEN');
  });

  it("switches a live link on and reads reports under the owner's plan, as far as the role allows", async () => {
    const owner = await coachWithTeam(t.app);
    await createSquad(t.app, owner.token, owner.team.id, 5);
    const match = await createMatch(t.app, owner.token, owner.team.id);
    const assistant = await staffMember(t.app, t.db, owner.team.id, 'assistant');
    const analyst = await staffMember(t.app, t.db, owner.team.id, 'analyst');
    const medical = await staffMember(t.app, t.db, owner.team.id, 'medical');
    for (const staff of [assistant, analyst, medical]) await givePlan(t.db, staff.user.id, 'pro');
    const share = (token: string) => post(token, `/api/matches/${match.id}/share`);
    const report = (token: string) => get(token, `/api/reports/team/${owner.team.id}`);

    // A free owner: their staff's own paid plans give the team no paid feature.
    for (const res of [await share(assistant.token), await report(analyst.token)]) {
      expect(res.statusCode, res.body).toBe(402);
      expect(res.json().error.code).toBe('PLAN_LIMIT');
    }

    // A club owner: staff without a plan of their own use what their role allows.
    await givePlan(t.db, owner.user.id, 'club');
    const unpaid = await staffMember(t.app, t.db, owner.team.id, 'assistant');
    const shared = await share(unpaid.token);
    expect(shared.statusCode, shared.body).toBe(201);
    const pdf = await report(unpaid.token);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // Roles without the permission are refused whatever the owner pays.
    expect((await share(analyst.token)).statusCode).toBe(403);
    expect((await report(medical.token)).statusCode).toBe(403);
  });
});

describe('a member of several teams', () => {
  it('sees each team with its role, and each team applies its own role and its owner plan', async () => {
    const member = await coachWithTeam(t.app);
    await givePlan(t.db, member.user.id, 'club');
    const clubOwner = await coachWithTeam(t.app);
    await givePlan(t.db, clubOwner.user.id, 'club');
    const freeOwner = await coachWithTeam(t.app);
    await join(t.db, clubOwner.team.id, member.user.id, 'coach');
    await join(t.db, freeOwner.team.id, member.user.id, 'analyst');

    const list = await get(member.token, '/api/teams');
    expect(list.statusCode).toBe(200);
    const roles = Object.fromEntries(list.json<TTeam[]>().map((team) => [team.id, team.role]));
    expect(roles).toEqual({
      [member.team.id]: 'owner',
      [clubOwner.team.id]: 'coach',
      [freeOwner.team.id]: 'analyst',
    });

    const rename = (teamId: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/teams/${teamId}`,
        headers: bearer(member.token),
        payload: { name: 'Renombrado' },
      });
    expect((await rename(clubOwner.team.id)).statusCode).toBe(200);
    const refused = await rename(freeOwner.team.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ROLE_FORBIDDEN');
    expect((await get(member.token, `/api/stats/team/${freeOwner.team.id}`)).statusCode).toBe(200);
    // The analyst may read reports, but the free owner's team has none: the member's club plan does not count.
    const report = await get(member.token, `/api/reports/team/${freeOwner.team.id}`);
    expect(report.statusCode, report.body).toBe(402);
    // Their own team stays theirs alone.
    const stranger = await get(clubOwner.token, `/api/teams/${member.team.id}`);
    expect(stranger.statusCode).toBe(404);
  });
});
