import { describe, expect, it } from 'vitest';
import { bearer, forgotten, useTestApp } from '../../test/helpers';
import { setupMatch } from '../../test/matches';
import { staffMember } from '../../test/staff';

/**
 * A team's cached replies (decision 0064) are every member's: a change made by one of them is
 * heard by the others' caches (migration 0033), not only by the owner's and the writer's.
 */
describe("a team's cached replies and its staff", () => {
  const t = useTestApp();

  it("serves the assistant the owner's edit of a player, not the cached squad", async () => {
    const s = await setupMatch(t.app);
    const assistant = await staffMember(t.app, t.db, s.teamId, 'assistant');
    const squad = async () => {
      const res = await t.app.inject({
        url: `/api/players/team/${s.teamId}`,
        headers: bearer(assistant.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ id: string; name: string }[]>();
    };
    // Twice: the second is the cached reply.
    await squad();
    await squad();
    const player = s.players[0];
    if (!player) throw new Error('no player');
    const heard = forgotten(t, assistant.user.id);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/players/${player.id}`,
      headers: bearer(s.coach.token),
      payload: { name: 'Nombre Cambiado' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await heard;
    expect((await squad()).find((p) => p.id === player.id)?.name).toBe('Nombre Cambiado');
  });

  it("serves a coach's rename of the team to the analyst's team list", async () => {
    const s = await setupMatch(t.app);
    const analyst = await staffMember(t.app, t.db, s.teamId, 'analyst');
    const coach = await staffMember(t.app, t.db, s.teamId, 'coach');
    const teams = async () => {
      const res = await t.app.inject({ url: '/api/teams', headers: bearer(analyst.token) });
      return res.json<{ id: string; name: string }[]>();
    };
    await teams();
    await teams();
    const heard = forgotten(t, analyst.user.id);
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${s.teamId}`,
      headers: bearer(coach.token),
      payload: { name: 'Nuevo Nombre FS' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    await heard;
    expect((await teams())[0]?.name).toBe('Nuevo Nombre FS');
  });
});
