import type { TOpponentReport, TOpponentsResponse } from '@futsal/shared/schemas/opponent';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';

const schemas = () => import('@futsal/shared/schemas/opponent');

/** GET /stats/team/{teamId}/opponents: the rival names of the team's matches. */
export async function getOpponents(teamId: string): Promise<TOpponentsResponse> {
  requireId(teamId, 'TEAM_ID_INVALID');
  return checked(api.get(`/stats/team/${teamId}/opponents`), () =>
    schemas().then((m) => m.ZOpponentsResponse),
  );
}

/** GET /stats/team/{teamId}/opponent?name=: everything logged against one rival (issue 38). */
export async function getOpponentReport(teamId: string, name: string): Promise<TOpponentReport> {
  requireId(teamId, 'TEAM_ID_INVALID');
  const query = new URLSearchParams({ name }).toString();
  return checked(api.get(`/stats/team/${teamId}/opponent?${query}`), () =>
    schemas().then((m) => m.ZOpponentReport),
  );
}

export const opponentsQuery = (teamId: string) =>
  queryOptions({
    queryKey: ['stats', 'opponents', teamId] as const,
    queryFn: () => getOpponents(teamId),
    retry: false,
  });

export function useOpponentsQuery(teamId: string) {
  return useQuery({ ...opponentsQuery(teamId), enabled: Boolean(teamId) });
}

export function useOpponentReportQuery(teamId: string, name: string) {
  return useQuery({
    queryKey: ['stats', 'opponent', teamId, name] as const,
    queryFn: () => getOpponentReport(teamId, name),
    enabled: Boolean(teamId) && name.trim() !== '',
    retry: false,
  });
}
