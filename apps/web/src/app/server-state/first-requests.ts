import { isValidId } from '@futsal/shared/ids';
import type { Params } from 'react-router';

/*
 * The GETs the prefetchers' queries send, listed where the entry can send them before any of
 * that code downloads (decision 0077). prefetch.test.tsx checks that the queries take every one
 * and ask for nothing twice, so a path changed on one side only fails there.
 */

/** prefetch-shell.ts: the user and the team's summary, which the top bar and the menu show. */
export const shellRequests = ({ teamId }: Params): string[] => [
  '/auth/me',
  ...(isValidId(teamId) ? [`/teams/${teamId}`] : []),
];

/** features/teams/prefetch.ts: the coach's teams. */
export const teamsRequests = (): string[] => ['/teams'];

/**
 * features/teams/prefetch-team.ts: a team's page: the coach's teams (the team's full record),
 * its matches and its competitions.
 */
export const teamPageRequests = ({ teamId }: Params): string[] =>
  isValidId(teamId) ? ['/teams', `/matches/team/${teamId}`, `/tournaments/team/${teamId}`] : [];

/**
 * features/stats/prefetch.ts: a team's statistics or summary: the competitions its filters list
 * and, unfiltered, the figures. A filtered address's query string is the prefetcher's to write,
 * which keeps the filters' code out of the entry.
 */
export const teamStatsRequests = ({ teamId }: Params, search: URLSearchParams): string[] =>
  isValidId(teamId)
    ? [
        `/tournaments/team/${teamId}`,
        ...(search.toString() === '' ? [`/stats/team/${teamId}`] : []),
      ]
    : [];

/** features/matches/prefetch.ts: the match, the squad and the log. */
export const matchRequests = ({ teamId, matchId }: Params): string[] =>
  isValidId(teamId) && isValidId(matchId)
    ? [`/matches/${matchId}`, `/teams/${teamId}/players`, `/events/match/${matchId}`]
    : [];

/** features/matches/prefetch-details.ts: a match's page, and the match's figures. */
export const matchDetailsRequests = (params: Params): string[] => {
  const first = matchRequests(params);
  return first.length > 0 ? [...first, `/stats/match/${params.matchId ?? ''}`] : [];
};
