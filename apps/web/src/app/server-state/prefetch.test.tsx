import { ZErrorBody } from '@futsal/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../lib/token';
import { reply } from '../../test/replies';
import { fakeJwt, storeValidToken } from '../../test/utils';
import { createQueryClient } from './client';
import { setCurrentQueryClient } from './current';
import prefetchMatch from '../../features/matches/prefetch';
import prefetchTeams from '../../features/teams/prefetch';
import { teamsQuery, useTeamsQuery } from '../../features/teams/api/get-teams';
import { prefetching } from './prefetch';

const TEAM = '0bbbbbbb-0000-4000-8000-000000000001';
const MATCH = '0ccccccc-0000-4000-8000-000000000001';
const fetchMock = vi.fn<typeof fetch>();
const asked = () => fetchMock.mock.calls.map(([input]) => String(input)).sort();
const matchData = prefetching(() => import('../../features/matches/prefetch'));
const args = (params: Record<string, string>): LoaderFunctionArgs => ({
  params,
  request: new Request('http://x/'),
  url: new URL('http://x/'),
  pattern: '',
  context: {},
});
const load = (params: Record<string, string>) => matchData(args(params));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404),
  );
  setCurrentQueryClient(createQueryClient());
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signIn = storeValidToken;

describe("route loaders that start a page's requests (decision 0071)", () => {
  it("asks for a match page's match, squad and log before the page renders, and returns at once", async () => {
    signIn();
    expect(await load({ teamId: TEAM, matchId: MATCH })).toBeNull();
    await waitFor(() =>
      expect(asked()).toEqual([
        `/api/events/match/${MATCH}`,
        `/api/matches/${MATCH}`,
        `/api/teams/${TEAM}/players`,
      ]),
    );
  });

  it('loads nothing and asks for nothing without a valid session', async () => {
    const prefetcher = vi.fn(() => import('../../features/matches/prefetch'));
    const visit = args({ teamId: TEAM, matchId: MATCH });
    expect(await prefetching(prefetcher)(visit)).toBeNull();
    localStorage.setItem(TOKEN_KEY, fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 5 }));
    expect(await prefetching(prefetcher)(visit)).toBeNull();
    expect(prefetcher).not.toHaveBeenCalled();
  });

  it('leaves ids that are not ids to the page (which sends them to their parent page)', () => {
    const client = createQueryClient();
    prefetchMatch(client, { teamId: TEAM, matchId: 'abc' });
    prefetchMatch(client, { teamId: 'x', matchId: MATCH });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    prefetchMatch(client, { teamId: TEAM, matchId: MATCH });
    expect(client.getQueryCache().getAll()).toHaveLength(3);
  });

  it('a loader that runs again (a language switch, the same match) asks for nothing the cache holds, even stale', async () => {
    signIn();
    fetchMock.mockImplementation(async () => Response.json([]));
    const client = createQueryClient();
    prefetchTeams(client, {});
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await client.invalidateQueries({ queryKey: teamsQuery().queryKey, refetchType: 'none' });
    prefetchTeams(client, {});
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a page that mounts after its data arrived does not ask for it again', async () => {
    signIn();
    fetchMock.mockImplementation(async () => Response.json([]));
    const client = createQueryClient();
    await client.prefetchQuery(teamsQuery());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useTeamsQuery(), { wrapper });
    expect(result.current.data).toEqual([]);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
