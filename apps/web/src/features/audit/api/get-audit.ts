import { isValidId } from '@futsal/shared/ids';
import type { TAuditPage } from '@futsal/shared/schemas/audit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { requireId } from '../../../lib/ids';

export const auditKeys = {
  team: (teamId: string) => ['audit', teamId] as const,
};

/** GET /teams/{id}/audit: a page of the team's trail, newest first, older than `before`. */
export async function getAudit(teamId: string, before: string | null): Promise<TAuditPage> {
  requireId(teamId, 'TEAM_ID_INVALID');
  const search = before ? `?before=${encodeURIComponent(before)}` : '';
  return checked(api.get(`/teams/${teamId}/audit${search}`), () =>
    import('@futsal/shared/schemas/audit').then((m) => m.ZAuditPage),
  );
}

/** The trail, page after page as "load more" asks. */
export function useAuditQuery(teamId: string) {
  return useInfiniteQuery({
    queryKey: auditKeys.team(teamId),
    queryFn: ({ pageParam }) => getAudit(teamId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: isValidId(teamId),
  });
}
