import { describe, expect, it } from 'vitest';
import { bearer, registerAndLogin, useTestApp } from '../../test/helpers';
import { setupMatch } from '../../test/matches';
import { staffMember } from '../../test/staff';
import { teamParamOf } from './team-access';

describe('teamParamOf', () => {
  it('finds the team resource a path names, by parameter or by the segment before :id', () => {
    expect(teamParamOf('/api/teams/:id')).toEqual({ param: 'id', resource: 'team' });
    expect(teamParamOf('/api/tournaments/:id')).toEqual({ param: 'id', resource: 'competition' });
    expect(teamParamOf('/api/callups/match/:matchId/players/:playerId/link')).toEqual({
      param: 'matchId',
      resource: 'match',
    });
    expect(teamParamOf('/api/subscriptions/:id/change')).toBeNull();
    expect(teamParamOf('/api/teams')).toBeNull();
  });
});

describe('the role gate', () => {
  const t = useTestApp();

  it('lets staff reach their team in their role, refuses what the role may not do, and hides it from strangers', async () => {
    const s = await setupMatch(t.app);
    const assistant = await staffMember(t.app, t.db, s.teamId, 'assistant');
    const stranger = await registerAndLogin(t.app);

    const list = await t.app.inject({ url: '/api/teams', headers: bearer(assistant.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: s.teamId, role: 'assistant' })]);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${s.teamId}`,
      headers: bearer(assistant.token),
      payload: { name: 'Renamed' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.code).toBe('ROLE_FORBIDDEN');

    const lineup = await t.app.inject({
      url: `/api/matches/${s.match.id}`,
      headers: bearer(assistant.token),
    });
    expect(lineup.statusCode).toBe(200);

    const theirs = await t.app.inject({
      url: `/api/teams/${s.teamId}`,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
  });
});
