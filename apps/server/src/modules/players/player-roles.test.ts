import type { TErrorBody, TPlayer } from '@futsal/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coachWithTeam, createPlayer } from '../../../test/club';
import { apiCaller, forgotten, useTestApp } from '../../../test/helpers';
import { staffMember } from '../../../test/staff';
import { teamMembers } from '../../db/schema';

/** Decision 0178: a player as each role may see them, and what the medical staff may change. */
const t = useTestApp();
const call = apiCaller(() => t.app);

const medicalInfo = {
  bloodType: 'O+',
  allergies: ['Polen de gramíneas'],
  currentMedicalConditions: 'Tendinitis rotuliana',
  currentInjuries: [],
  injuryHistory: ['Esguince 2025'],
};

async function club() {
  const c = await coachWithTeam(t.app);
  const player = await createPlayer(t.app, c.token, c.team.id, {
    phone: '600111222',
    email: 'jugador@example.com',
    address: 'Calle Mayor 1',
    dateOfBirth: '2000-05-06',
    emergencyContact: { name: 'Madre', phone: '600333444', relationship: 'Madre' },
    medicalInfo,
  });
  return { ...c, player };
}

describe('GET a player, by role', () => {
  it('blanks the sections the role may not see, names them in `hidden`, and shows the rest', async () => {
    const c = await club();
    const asOwner = (await call('GET', `/players/${c.player.id}`, c.token)).json<TPlayer>();
    expect(asOwner).toMatchObject({ phone: '600111222', medicalInfo, hidden: [] });
    const shared = {
      id: c.player.id,
      name: asOwner.name,
      number: asOwner.number,
      positions: asOwner.positions,
      preferredFoot: asOwner.preferredFoot,
      status: asOwner.status,
      isActive: true,
    };
    const blankPersonal = {
      dateOfBirth: null,
      height: null,
      weight: null,
      joinedDate: null,
      address: '',
      nationalId: '',
    };
    const blankContact = {
      phone: '',
      email: '',
      emergencyContact: { name: '', phone: '', relationship: '' },
    };
    const blankMedical = {
      medicalInfo: {
        bloodType: '',
        allergies: [],
        currentMedicalConditions: '',
        currentInjuries: [],
        injuryHistory: [],
      },
    };
    for (const role of ['analyst', 'assistant'] as const) {
      const staff = await staffMember(t.app, t.db, c.team.id, role);
      const res = await call('GET', `/players/${c.player.id}`, staff.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ...shared,
        ...blankPersonal,
        ...blankContact,
        ...blankMedical,
        hidden: ['personal', 'contact', 'medical'],
      });
    }
    const medical = await staffMember(t.app, t.db, c.team.id, 'medical');
    const res = await call('GET', `/players/${c.player.id}`, medical.token);
    expect(res.json()).toMatchObject({
      ...shared,
      ...blankPersonal,
      ...blankContact,
      medicalInfo,
      hidden: ['personal', 'contact'],
    });
    const coach = await staffMember(t.app, t.db, c.team.id, 'coach');
    expect((await call('GET', `/players/${c.player.id}`, coach.token)).json()).toEqual(asOwner);
  });

  it('never serves a list cached for one role after the role changed', async () => {
    const c = await club();
    const staff = await staffMember(t.app, t.db, c.team.id, 'coach');
    const list = async () =>
      (await call('GET', `/teams/${c.team.id}/players`, staff.token)).json<TPlayer[]>();
    expect((await list())[0]).toMatchObject({ phone: '600111222', hidden: [] });
    // The list and the role on the team (the role gate's, decision 0175).
    expect(t.app.sessionCache.replyCountOf(staff.user.id)).toBe(2);
    // By hand: the table's trigger announces it (migration 0032), and both are forgotten.
    const heard = forgotten(t, staff.user.id);
    await t.db
      .update(teamMembers)
      .set({ role: 'analyst' })
      .where(and(eq(teamMembers.teamId, c.team.id), eq(teamMembers.userId, staff.user.id)));
    await heard;
    expect((await list())[0]).toMatchObject({
      phone: '',
      hidden: ['personal', 'contact', 'medical'],
    });
  });
});

describe('PUT a player as the medical staff', () => {
  it('changes the medical section and the status, and answers as the role sees the player', async () => {
    const c = await club();
    const medical = await staffMember(t.app, t.db, c.team.id, 'medical');
    const changed = { ...medicalInfo, currentInjuries: ['Rotura fibrilar'] };
    const res = await call('PUT', `/players/${c.player.id}`, medical.token, {
      medicalInfo: changed,
      status: 'injured',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'injured',
      medicalInfo: changed,
      phone: '',
      hidden: ['personal', 'contact'],
    });
    const asOwner = (await call('GET', `/players/${c.player.id}`, c.token)).json<TPlayer>();
    expect(asOwner).toMatchObject({ status: 'injured', medicalInfo: changed, phone: '600111222' });
  });

  it('refuses any other field with 403 ROLE_FORBIDDEN naming each one, and stores nothing', async () => {
    const c = await club();
    const medical = await staffMember(t.app, t.db, c.team.id, 'medical');
    const before = (await call('GET', `/players/${c.player.id}`, c.token)).json<TPlayer>();
    const res = await call('PUT', `/players/${c.player.id}`, medical.token, {
      status: 'injured',
      medicalInfo: { ...medicalInfo, allergies: [] },
      phone: '',
      name: 'Otro Nombre',
      emergencyContact: { name: 'X', phone: '1', relationship: 'Y' },
    });
    expect(res.statusCode, res.body).toBe(403);
    const body = res.json<TErrorBody>();
    expect(body.error.code).toBe('ROLE_FORBIDDEN');
    expect(body.error.details?.map((d) => d.path).sort()).toEqual([
      'emergencyContact',
      'name',
      'phone',
    ]);
    expect(body.error.details?.[0]?.message).toMatch(/datos médicos y el estado/);
    expect((await call('GET', `/players/${c.player.id}`, c.token)).json()).toEqual(before);
  });

  it('is refused to the analyst and the assistant whatever the body, and allowed the coach in full', async () => {
    const c = await club();
    for (const role of ['analyst', 'assistant'] as const) {
      const staff = await staffMember(t.app, t.db, c.team.id, role);
      const res = await call('PUT', `/players/${c.player.id}`, staff.token, { status: 'injured' });
      expect(res.statusCode).toBe(403);
      expect(res.json<TErrorBody>().error.code).toBe('ROLE_FORBIDDEN');
    }
    const coach = await staffMember(t.app, t.db, c.team.id, 'coach');
    const res = await call('PUT', `/players/${c.player.id}`, coach.token, {
      phone: '699000000',
      status: 'injured',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phone: '699000000', status: 'injured', hidden: [] });
  });
});
