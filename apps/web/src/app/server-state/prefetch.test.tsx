import { ZErrorBody } from '@futsal/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untakenEarly } from '../../lib/early-requests';
import { TOKEN_KEY } from '../../lib/token';
import { reply } from '../../test/replies';
import { fakeJwt, storeValidToken } from '../../test/utils';
import { createQueryClient } from './client';
import { currentQueryClient, setCurrentQueryClient } from './current';
import prefetchMatch from '../../features/matches/prefetch';
import prefetchTeams from '../../features/teams/prefetch';
import { teamsQuery, useTeamsQuery } from '../../features/teams/api/get-teams';
import {
  matchDetailsRequests,
  matchRequests,
  shellRequests,
  teamPageRequests,
  teamStatsRequests,
  teamsRequests,
} from './first-requests';
import { pageData } from './page-loaders';
import { prefetching, type FirstRequests } from './prefetch';
import { frameStaged } from '../frame-staging';

const TEAM = '0bbbbbbb-0000-4000-8000-000000000001';
const MATCH = '0ccccccc-0000-4000-8000-000000000001';
const fetchMock = vi.fn<typeof fetch>();
const asked = () => fetchMock.mock.calls.map(([input]) => String(input)).sort();
const none = new URLSearchParams();
const args = (params: Record<string, string>, search = ''): LoaderFunctionArgs => ({
  params,
  request: new Request(`http://x/${search}`),
  url: new URL(`http://x/${search}`),
  pattern: '',
  context: {},
});
const load = (params: Record<string, string>) => pageData.match(args(params));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404),
  );
  setCurrentQueryClient(createQueryClient());
});
afterEach(async () => {
  // A refused request's retry, a second later, must not land in the next test's count.
  await currentQueryClient()?.cancelQueries();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signIn = storeValidToken;

describe("route loaders that start a page's requests (decision 0071)", () => {
  it("loads the page's prefetcher only once the frame's chunks are in (decision 0098)", async () => {
    signIn();
    const prefetcher = vi.fn(async () => ({ default: () => undefined }));
    expect(
      await prefetching(prefetcher, matchRequests)(args({ teamId: TEAM, matchId: MATCH })),
    ).toBeNull();
    // Its code waits for the frame, which takes a task a chunk.
    expect(prefetcher).not.toHaveBeenCalled();
    await frameStaged();
    await waitFor(() => expect(prefetcher).toHaveBeenCalledTimes(1));
  });

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

  /**
   * A first visit through `loaders`: each GET of `paths` is kept for its query in the loaders'
   * own turn (no chunk, no query layer awaited); the prefetchers then run on a client without
   * retries, so a second request for a path would be one a query sent instead of taking the
   * reply sent ahead. `own`: the requests a prefetcher sends itself.
   */
  async function firstVisit(
    loaders: LoaderFunction[],
    visit: LoaderFunctionArgs,
    paths: string[],
    own: string[] = [],
  ) {
    signIn();
    // Refusals (the default reply) for all but the log, whose query retries a refusal itself.
    const refuse = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/events/')
        ? Response.json({ events: [] })
        : (refuse?.(input, init) ?? Response.error()),
    );
    setCurrentQueryClient(null);
    for (const loader of loaders) expect(loader(visit)).toBeNull();
    expect(untakenEarly().sort()).toEqual([...paths].sort());
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    setCurrentQueryClient(client);
    // Sent each in a task of its own (decision 0082), and once.
    const all = [...paths.map((p) => `/api${p}`), ...own].sort();
    await waitFor(() => expect(asked()).toEqual(all));
    await waitFor(() => expect(client.getQueryCache().getAll()).toHaveLength(all.length));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await waitFor(() => expect(untakenEarly()).toEqual([]));
    expect(asked()).toEqual(all);
  }

  it("the app's first page sends its GETs before any prefetcher loads; the queries take every one, and nothing is asked twice", async () => {
    const visit = args({ teamId: TEAM, matchId: MATCH });
    await firstVisit([pageData.shell, pageData.teams, pageData.match], visit, [
      ...shellRequests(visit.params),
      ...teamsRequests(),
      ...matchRequests(visit.params),
    ]);
  });

  // The pages a coach opens next (decision 0103): each visited alone, as the app's first page.
  const next: [string, LoaderFunction, FirstRequests, string, string[]][] = [
    ["a team's page", pageData.team, teamPageRequests, '', []],
    ["a team's statistics", pageData.teamStats, teamStatsRequests, '', []],
    // Filtered figures: the entry leaves the query string to the prefetcher, which asks itself.
    [
      "a team's statistics, filtered",
      pageData.teamStats,
      teamStatsRequests,
      '?venue=home',
      [`/api/stats/team/${TEAM}?venue=home`],
    ],
    ["a match's details", pageData.matchDetails, matchDetailsRequests, '', []],
  ];
  it.each(next)(
    "%s: its GETs go with the shell's before any code loads, and its queries take every one",
    async (_name, loader, requests, search, own) => {
      const visit = args({ teamId: TEAM, matchId: MATCH }, search);
      await firstVisit(
        [pageData.shell, loader],
        visit,
        [...shellRequests(visit.params), ...requests(visit.params, new URLSearchParams(search))],
        own,
      );
    },
  );

  it('once the query layer exists (a later page), a loader sends nothing ahead: its prefetcher asks, cache first', async () => {
    signIn();
    expect(await load({ teamId: TEAM, matchId: MATCH })).toBeNull();
    expect(asked()).toEqual([]);
    expect(untakenEarly()).toEqual([]);
    await waitFor(() => expect(asked()).toHaveLength(3));
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
    prefetchMatch(client, { teamId: TEAM, matchId: 'abc' }, none);
    prefetchMatch(client, { teamId: 'x', matchId: MATCH }, none);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    prefetchMatch(client, { teamId: TEAM, matchId: MATCH }, none);
    expect(client.getQueryCache().getAll()).toHaveLength(3);
  });

  it('a loader that runs again (a language switch, the same match) asks for nothing the cache holds, even stale', async () => {
    signIn();
    fetchMock.mockImplementation(async () => Response.json([]));
    const client = createQueryClient();
    prefetchTeams(client, {}, none);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    await client.invalidateQueries({ queryKey: teamsQuery().queryKey, refetchType: 'none' });
    prefetchTeams(client, {}, none);
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
