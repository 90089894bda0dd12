import type { TTeam } from '@futsal/shared';
import { describe, expect, it } from 'vitest';
import { coachWithTeam, createPlayer } from '../../test/club';
import { bearer, useTestApp } from '../../test/helpers';
import { staffMember } from '../../test/staff';

/**
 * The squad and the teams list are cached per user (decision 0064) and forgotten
 * when the team owner's data changes: a team's staff see the same teams, so a
 * change by the owner or by another member reaches their next read too (issue 40).
 */
const t = useTestApp();

/** Resolves when the instance has forgotten the user's cached replies (heard from the database). */
const forgotten = (userId: string) =>
  new Promise<void>((resolve) => {
    t.app.sessionCache.onForget((id) => {
      if (id === userId) resolve();
    });
  });

describe("a team's staff read what was written since their last read", () => {
  it('sees a player and a new name the owner or another member wrote, once the database tells', async () => {
    const owner = await coachWithTeam(t.app);
    const assistant = await staffMember(t.app, t.db, owner.team.id, 'assistant');
    const coach = await staffMember(t.app, t.db, owner.team.id, 'coach');
    const squad = async () =>
      (
        await t.app.inject({
          url: `/api/players/team/${owner.team.id}`,
          headers: bearer(assistant.token),
        })
      ).json<unknown[]>().length;
    const teamName = async () =>
      (await t.app.inject({ url: '/api/teams', headers: bearer(assistant.token) }))
        .json<TTeam[]>()
        .find((team) => team.id === owner.team.id)?.name;

    expect(await squad()).toBe(0);
    expect(await teamName()).toBe('CD Prueba');
    // The two lists, and the assistant's role on the team (the role gate's).
    expect(t.app.sessionCache.replyCountOf(assistant.user.id)).toBe(3);

    let heard = forgotten(assistant.user.id);
    await createPlayer(t.app, owner.token, owner.team.id);
    await heard;
    expect(await squad()).toBe(1);

    heard = forgotten(assistant.user.id);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${owner.team.id}`,
      headers: bearer(coach.token),
      payload: { name: 'CD Renombrado' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await heard;
    expect(await teamName()).toBe('CD Renombrado');
  });
});
