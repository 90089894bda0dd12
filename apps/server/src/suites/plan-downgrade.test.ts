import { PLAN_TABLE, type TPlan } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEnv, subscribe, TestClock } from '../../test/billing';
import { createPlayer, createTeam, playerBody } from '../../test/club';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../test/helpers';
import { players, teams } from '../db/schema';

/**
 * Issue 41: a scheduled downgrade was applied at renewal without looking at the usage: club with
 * 1 team, change to starter, 4 more teams, renewal: starter with 5 teams (11 with 10 racing creates).
 * Now what is created while a downgrade waits must fit the plan that follows (decision 0153), the
 * change's check and the creations are serialized, and the renewal refuses a downgrade that does not fit.
 */
let t: TestApp;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp(billingEnv, { clock });
});
afterAll(async () => {
  await t?.close();
});

const STARTER = PLAN_TABLE.starter.limits;

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const changeTo = (id: string, token: string, plan: TPlan) =>
  post(`/api/subscriptions/${id}/change`, token, { plan, period: 'monthly' });
const planInForce = async (token: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: bearer(token) })
  ).json<{ subscription: { plan: TPlan; scheduledChange: unknown } }>().subscription;
const teamCount = async (ownerId: string) =>
  (await t.db.select().from(teams).where(eq(teams.ownerId, ownerId))).length;

async function renew() {
  clock.advanceDays(32);
  await t.app.billingJob.runOnce();
}

describe('a scheduled downgrade and the usage', () => {
  it('holds new teams to the scheduled plan while it waits, and applies it at renewal', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const id = await subscribe(t.app, clock, u.token, 'club');
    await createTeam(t.app, u.token, { name: 'Primero' });
    expect((await changeTo(id, u.token, 'starter')).statusCode).toBe(200);
    for (let n = 0; n < 4; n++) {
      const res = await post('/api/teams', u.token, { name: `Otro ${n}` });
      expect(res.statusCode).toBe(402);
      expect(res.json().error.code).toBe('PLAN_LIMIT');
    }
    await renew();
    expect(await planInForce(u.token)).toMatchObject({ plan: 'starter', scheduledChange: null });
    expect(await teamCount(u.user.id)).toBe(STARTER.teams);
  });

  it('never ends above the smaller plan when ten team creations race the change', async () => {
    for (let round = 0; round < 3; round++) {
      clock.set('2026-03-10T12:00:00Z');
      const u = await registerAndLogin(t.app);
      const id = await subscribe(t.app, clock, u.token, 'club');
      await createTeam(t.app, u.token, { name: 'Primero' });
      const [change, ...creates] = await Promise.all([
        changeTo(id, u.token, 'starter'),
        ...Array.from({ length: 10 }, (_, n) => post('/api/teams', u.token, { name: `T${n}` })),
      ]);
      const made = creates.filter((r) => r.statusCode === 201).length;
      // Either the change counted the teams made before it, or every creation after it was refused.
      if (change?.statusCode === 200) expect(made).toBe(0);
      else expect(change?.json().error.code).toBe('PLAN_DOWNGRADE_BLOCKED');
      await renew();
      const plan = (await planInForce(u.token)).plan;
      const limit = PLAN_TABLE[plan].limits.teams;
      expect(limit === null || (await teamCount(u.user.id)) <= limit).toBe(true);
    }
  });

  it('never ends above the smaller plan when ten player creations race the change', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const id = await subscribe(t.app, clock, u.token, 'club');
    const team = await createTeam(t.app, u.token);
    for (let n = 1; n <= (STARTER.players ?? 0); n++)
      await createPlayer(t.app, u.token, team.id, { number: n });
    const [change, ...creates] = await Promise.all([
      changeTo(id, u.token, 'starter'),
      ...Array.from({ length: 10 }, (_, n) =>
        post(`/api/players/team/${team.id}`, u.token, playerBody({ number: 50 + n })),
      ),
    ]);
    const made = creates.filter((r) => r.statusCode === 201).length;
    if (change?.statusCode === 200) expect(made).toBe(0);
    else expect(made).toBeGreaterThan(0);
    await renew();
    const plan = (await planInForce(u.token)).plan;
    const limit = PLAN_TABLE[plan].limits.players;
    const count = (await t.db.select().from(players).where(eq(players.teamId, team.id))).length;
    expect(limit === null || count <= limit).toBe(true);
  });

  it('refuses at renewal a downgrade the usage does not fit, keeping the plan in force', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const u = await registerAndLogin(t.app);
    const id = await subscribe(t.app, clock, u.token, 'club');
    await createTeam(t.app, u.token, { name: 'Primero' });
    expect((await changeTo(id, u.token, 'starter')).statusCode).toBe(200);
    // Past every check (a restore, a script): the renewal is the last line.
    await t.db.insert(teams).values({ ownerId: u.user.id, name: 'Fuera de límite' });
    await renew();
    expect(await planInForce(u.token)).toMatchObject({ plan: 'club', scheduledChange: null });
  });
});
