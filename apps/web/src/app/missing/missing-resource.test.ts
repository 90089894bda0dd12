import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { missingRedirect } from './missing-resource';

const T = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000009';
const X = '00000000-0000-4000-8000-000000000002';
const ok = (id?: string, ownerTeamId?: string) => ({
  id,
  isError: false,
  error: null,
  isSuccess: id !== undefined,
  ownerTeamId,
});
const failed = (id: string, error: unknown) => ({ id, isError: true, error, isSuccess: false });
const pending = (id: string) => ({ id, isError: false, error: null, isSuccess: false });
const none = ok();
const notFound = new ApiError(404, 'NOT_FOUND', 'No encontrado');

describe('missingRedirect (decision 0019)', () => {
  it('sends a bad, missing or failing team to /teams', () => {
    expect(
      missingRedirect(
        { teamId: 'players' },
        { team: ok('players'), competition: none, player: none, match: none },
      ),
    ).toMatchObject({ to: '/teams', notice: 'notFound.team' });
    expect(
      missingRedirect(
        { teamId: T },
        { team: failed(T, notFound), competition: none, player: none, match: none },
      ),
    ).toMatchObject({ to: '/teams', notice: 'notFound.team' });
    expect(
      missingRedirect(
        { teamId: T },
        {
          team: failed(T, new ApiError(0, 'NETWORK_ERROR', '')),
          competition: none,
          player: none,
          match: none,
        },
      ),
    ).toMatchObject({ to: '/teams', notice: 'notFound.teamFailed' });
  });

  it('judges a player, match or competition only once its team has loaded, then goes to the nearest parent', () => {
    const states = {
      team: pending(T),
      competition: none,
      player: failed(X, notFound),
      match: none,
    };
    expect(missingRedirect({ teamId: T, playerId: X }, states)).toBeNull();
    expect(missingRedirect({ teamId: T, playerId: X }, { ...states, team: ok(T) })).toEqual({
      kind: 'player',
      to: `/teams/${T}/players`,
      notice: 'notFound.player',
    });
    expect(
      missingRedirect(
        { teamId: T, matchId: 'new' },
        { team: ok(T), competition: none, player: none, match: ok('new') },
      ),
    ).toMatchObject({ to: `/teams/${T}/matches` });
    expect(
      missingRedirect(
        { teamId: T, competitionId: X },
        {
          team: ok(T),
          competition: failed(X, new ApiError(400, 'COMPETITION_ID_INVALID', '')),
          player: none,
          match: none,
        },
      ),
    ).toMatchObject({ to: `/teams/${T}`, notice: 'notFound.competition' });
  });

  it('sends a match in a competition back to that competition’s matches', () => {
    const ids = { teamId: T, competitionId: X, matchId: X };
    expect(
      missingRedirect(ids, {
        team: ok(T),
        competition: ok(X, T),
        player: none,
        match: failed(X, notFound),
      }),
    ).toMatchObject({ to: `/teams/${T}/tournaments/${X}/matches`, notice: 'notFound.match' });
  });

  it("treats another team's match or player under this team's path as missing", () => {
    expect(
      missingRedirect(
        { teamId: T, matchId: X },
        { team: ok(T), competition: none, player: none, match: ok(X, OTHER) },
      ),
    ).toMatchObject({ kind: 'match' });
    expect(
      missingRedirect(
        { teamId: T, playerId: X },
        { team: ok(T), competition: none, player: ok(X, OTHER), match: none },
      ),
    ).toMatchObject({ kind: 'player' });
  });

  it('leaves pages alone when everything loads, or when a failure is not a missing resource', () => {
    expect(
      missingRedirect(
        { teamId: T, matchId: X },
        { team: ok(T), competition: none, player: none, match: ok(X, T) },
      ),
    ).toBeNull();
    expect(
      missingRedirect(
        { teamId: T, matchId: X },
        {
          team: ok(T),
          competition: none,
          player: none,
          match: failed(X, new ApiError(500, 'INTERNAL', '')),
        },
      ),
    ).toBeNull();
    expect(
      missingRedirect({}, { team: none, competition: none, player: none, match: none }),
    ).toBeNull();
  });
});
