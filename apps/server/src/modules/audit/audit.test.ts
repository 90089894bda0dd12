import type { TAuditPage, TTeamRole } from '@futsal/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import { AuditRepository } from './audit.repository';
import { createPlayer, createTeam, formBody, pngOf } from '../../../test/club';
import { bearer, registerAndLogin, useTestApp } from '../../../test/helpers';
import { ev, postEvent, setupMatch } from '../../../test/matches';
import { staffMember } from '../../../test/staff';

const t = useTestApp();

/** The team's rows as stored, oldest first, once every reply's row is written. */
async function rowsOf(teamId: string) {
  await t.app.auditSettled();
  return t.db.select().from(auditLog).where(eq(auditLog.teamId, teamId)).orderBy(auditLog.id);
}

const SECRETS = {
  phone: '+34 699 000 111',
  address: 'Calle Secreta 77',
  nationalId: 'X9988776Q',
  email: 'juan.privado@example.com',
  emergencyContact: { name: 'Marta Oculta', phone: '+34 611 222 333', relationship: 'Madre' },
  medicalInfo: {
    bloodType: 'AB-',
    allergies: ['Alergia-Rara-Marisco'],
    currentMedicalConditions: 'Condicion-Secreta',
    currentInjuries: [],
    injuryHistory: [],
  },
};

function audit(token: string | null, teamId: string, query = '') {
  return t.app.inject({
    url: `/api/teams/${teamId}/audit${query}`,
    headers: token ? bearer(token) : {},
  });
}

describe('the audit trail', () => {
  it('names who created, changed and deleted what, with the field names and never their values', async () => {
    const owner = await registerAndLogin(t.app);
    const team = await createTeam(t.app, owner.token);
    const coach = await staffMember(t.app, t.db, team.id, 'coach');
    const player = await createPlayer(t.app, coach.token, team.id, {
      name: 'Juan Pérez',
      number: 7,
      ...SECRETS,
    });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/players/${player.id}`,
      headers: bearer(coach.token),
      // The form sends every field: only those that changed are named.
      payload: {
        ...SECRETS,
        name: 'Juan Pérez',
        phone: '+34 699 999 999',
        medicalInfo: { ...SECRETS.medicalInfo, allergies: ['Otra-Alergia-Secreta'] },
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const logo = formBody(
      { name: 'CD Renombrado' },
      { field: 'logo', filename: 'l.png', contentType: 'image/png', content: await pngOf(64, 64) },
    );
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${team.id}`,
      headers: { ...bearer(owner.token), ...logo.headers },
      payload: logo.payload,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/players/${player.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(204);

    const rows = await rowsOf(team.id);
    // A create names what it filled, not the blank fields a form sends.
    expect(rows[0]?.fields).not.toContain('medicalInfo.currentInjuries');
    expect(rows.map((r) => [r.actorId, r.action, r.entity, r.entityId, r.fields])).toEqual([
      [
        coach.user.id,
        'create',
        'player',
        player.id,
        expect.arrayContaining([
          'name',
          'phone',
          'medicalInfo.allergies',
          'emergencyContact.phone',
        ]),
      ],
      [coach.user.id, 'update', 'player', player.id, ['phone', 'medicalInfo.allergies']],
      [owner.user.id, 'update', 'team', team.id, ['name', 'logo']],
      [owner.user.id, 'delete', 'player', player.id, []],
    ]);
    // The rows' text only (the driver's metadata and the ids could hold any digits).
    const stored = JSON.stringify(
      await t.db
        .select({ action: auditLog.action, entity: auditLog.entity, fields: auditLog.fields })
        .from(auditLog)
        .where(eq(auditLog.teamId, team.id)),
    );
    for (const value of [
      '699 ',
      'Calle Secreta',
      'X9988776Q',
      'juan.privado',
      'Marta Oculta',
      '611 222',
      'AB-',
      'Alergia',
      'Condicion-Secreta',
    ])
      expect(stored).not.toContain(value);
  });

  it('sums up live events per request by their types, and leaves out re-sends and refusals', async () => {
    const s = await setupMatch(t.app);
    const before = (await rowsOf(s.teamId)).length;
    const kickOff = ev('period_start', 'first', 0);
    expect((await postEvent(t.app, s.coach.token, s.match.id, kickOff)).statusCode).toBe(201);
    expect((await postEvent(t.app, s.coach.token, s.match.id, kickOff)).statusCode).toBe(200);
    const batch = await t.app.inject({
      method: 'POST',
      url: `/api/events/match/${s.match.id}/batch`,
      headers: bearer(s.coach.token),
      payload: {
        events: [
          kickOff,
          ev('goal', 'first', 2, { playerId: s.players[0]?.id }),
          ev('foul', 'first', 3, { playerId: s.players[1]?.id }),
        ],
      },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const rows = (await rowsOf(s.teamId)).slice(before);
    expect(rows.map((r) => [r.action, r.entity, r.entityId, r.fields])).toEqual([
      ['log', 'event', s.match.id, ['period_start']],
      ['log', 'event', s.match.id, ['goal', 'foul']],
    ]);
  });

  it('does not audit refused requests nor reads', async () => {
    const s = await setupMatch(t.app);
    const assistant = await staffMember(t.app, t.db, s.teamId, 'assistant');
    const before = (await rowsOf(s.teamId)).length;
    const player = s.players[0]?.id ?? '';
    const refused = [
      // 403: the role may not.
      await t.app.inject({
        method: 'PUT',
        url: `/api/players/${player}`,
        headers: bearer(assistant.token),
        payload: { phone: '+34 600 000 000' },
      }),
      // 400: invalid.
      await t.app.inject({
        method: 'PUT',
        url: `/api/players/${player}`,
        headers: bearer(s.coach.token),
        payload: { number: 'siete' },
      }),
      // 409: a number taken.
      await t.app.inject({
        method: 'PUT',
        url: `/api/players/${player}`,
        headers: bearer(s.coach.token),
        payload: { number: 2 },
      }),
      await t.app.inject({ url: `/api/players/${player}`, headers: bearer(s.coach.token) }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 400, 409, 200]);
    expect((await rowsOf(s.teamId)).length).toBe(before);
  });
});

describe('a failed audit write', () => {
  it('is logged, never the request’s failure', async () => {
    const owner = await registerAndLogin(t.app);
    const team = await createTeam(t.app, owner.token);
    const before = (await rowsOf(team.id)).length;
    const insert = vi
      .spyOn(AuditRepository.prototype, 'insert')
      .mockRejectedValueOnce(new Error('the database is away'));
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/teams/${team.id}`,
        headers: bearer(owner.token),
        payload: { division: 'Tercera' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(insert).toHaveBeenCalledOnce();
      expect((await rowsOf(team.id)).length).toBe(before);
    } finally {
      insert.mockRestore();
    }
  });
});

describe('GET /teams/{id}/audit', () => {
  it('is the owner’s: others get 404, staff 403, anonymous 401', async () => {
    const owner = await registerAndLogin(t.app, { firstName: 'Ana', lastName: 'García' });
    const team = await createTeam(t.app, owner.token);
    const stranger = await registerAndLogin(t.app);
    expect((await audit(owner.token, team.id)).statusCode).toBe(200);
    expect((await audit(stranger.token, team.id)).statusCode).toBe(404);
    expect((await audit(null, team.id)).statusCode).toBe(401);
    for (const role of ['coach', 'assistant', 'analyst', 'medical'] as Exclude<
      TTeamRole,
      'owner'
    >[]) {
      const member = await staffMember(t.app, t.db, team.id, role);
      const res = await audit(member.token, team.id);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.code).toBe('ROLE_FORBIDDEN');
    }
    expect((await audit(owner.token, team.id, '?limit=0')).statusCode).toBe(400);
    expect((await audit(owner.token, team.id, '?before=abc')).statusCode).toBe(400);
  });

  it('lists newest first with names, by pages, and says "deleted account" by a null actor', async () => {
    const owner = await registerAndLogin(t.app, { firstName: 'Ana', lastName: 'García' });
    const team = await createTeam(t.app, owner.token);
    const coach = await staffMember(t.app, t.db, team.id, 'coach');
    const names = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'];
    for (const [i, name] of names.entries())
      await createPlayer(t.app, i % 2 ? coach.token : owner.token, team.id, {
        name,
        number: i + 1,
      });
    await rowsOf(team.id);

    const seen: TAuditPage['entries'] = [];
    let query = '?limit=2';
    for (;;) {
      const res = await audit(owner.token, team.id, query);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<TAuditPage>();
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries);
      if (!page.next) break;
      query = `?limit=2&before=${page.next}`;
    }
    expect(seen.map((e) => e.subject?.name)).toEqual([...names].reverse());
    expect(seen[0]).toMatchObject({
      action: 'create',
      entity: 'player',
      actor: { id: owner.user.id, name: 'Ana García' },
    });
    expect(seen[1]?.actor?.id).toBe(coach.user.id);

    await t.db.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, coach.user.id));
    const after = (await audit(owner.token, team.id)).json<TAuditPage>();
    expect(after.entries[1]?.actor).toBeNull();
  });
});

describe('the audit retention job', () => {
  it('deletes the rows older than the retention, and only those', async () => {
    const owner = await registerAndLogin(t.app);
    const team = await createTeam(t.app, owner.token);
    await createPlayer(t.app, owner.token, team.id);
    await rowsOf(team.id);
    const days = t.config.audit.retentionDays;
    await t.db.insert(auditLog).values([
      {
        teamId: team.id,
        actorId: owner.user.id,
        action: 'update',
        entity: 'team',
        at: new Date(Date.now() - (days + 1) * 86_400_000),
      },
      {
        teamId: team.id,
        actorId: owner.user.id,
        action: 'update',
        entity: 'match',
        at: new Date(Date.now() - (days - 1) * 86_400_000),
      },
    ]);
    expect(await t.app.auditRetentionJob.runOnce()).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(team.id)).map((r) => r.entity)).toEqual(['player', 'match']);
  });
});
