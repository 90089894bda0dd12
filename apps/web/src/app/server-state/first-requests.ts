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

/** features/matches/prefetch.ts: the match, the squad and the log. */
export const matchRequests = ({ teamId, matchId }: Params): string[] =>
  isValidId(teamId) && isValidId(matchId)
    ? [`/matches/${matchId}`, `/teams/${teamId}/players`, `/events/match/${matchId}`]
    : [];
