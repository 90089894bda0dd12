import { z } from 'zod';
import { ZCompetition, ZErrorBody, ZTeamList, ZTeamSummary, ZUserResponse } from '@futsal/shared';
import { vi } from 'vitest';
import { storeValidToken } from '../../../test/utils';
import { reply, testTeam, testTeamSummary, testUser } from '../../../test/replies';
import { TEAM_ID } from './fixtures';

export const fetchMock = vi.fn<typeof fetch>();
const user = testUser();

/** The requests the page made, as URLs. */
export const requested = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://app.test'));

/**
 * A signed-in session whose API answers `routes` (path prefix → body) plus
 * the team and its (empty) competitions. jsdom lacks ResizeObserver, which the charts use.
 */
export function mockApi(routes: (url: URL) => Response | undefined): void {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://app.test');
    const answer = routes(url);
    if (answer) return answer;
    // The caller owns the team: every action of the page is theirs (roles: decision 0181).
    if (url.pathname === '/api/teams')
      return reply(ZTeamList, [testTeam({ id: TEAM_ID, name: 'Club Ñandú' })]);
    if (url.pathname === `/api/teams/${TEAM_ID}`)
      return reply(ZTeamSummary, testTeamSummary({ id: TEAM_ID, name: 'Club Ñandú' }));
    if (url.pathname.startsWith('/api/tournaments/team/')) return reply(z.array(ZCompetition), []);
    if (url.pathname === '/api/auth/me') return reply(ZUserResponse, { user });
    return reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404);
  });
  storeValidToken();
}
