import type { TPlayerImportResult, TPlayerImportRow } from '@futsal/shared/schemas/player-import';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { teamKeys } from '../../teams';
import { playerKeys } from './keys';

/**
 * POST /teams/{teamId}/players/import: without `confirm` a dry run (each row's outcome, nothing
 * stored); with it, every row stored or none (decision 0116).
 */
export async function importPlayers({
  teamId,
  rows,
  confirm = false,
}: {
  teamId: string;
  rows: TPlayerImportRow[];
  confirm?: boolean;
}): Promise<TPlayerImportResult> {
  return checked(api.post(`/teams/${teamId}/players/import`, { rows, confirm }), () =>
    import('@futsal/shared/schemas/player-import').then((m) => m.ZPlayerImportResult),
  );
}

/**
 * The dry run of the rows as mapped, asked again when the mapping or the language changes (the
 * texts are the server's); the last answer stays shown while the next is on its way. Its key is
 * under the team's players, so a stored import or a player's change makes it stale.
 */
export function usePlayerImportCheckQuery(
  teamId: string,
  rows: TPlayerImportRow[] | null,
  language: string,
) {
  return useQuery({
    queryKey: [...playerKeys.byTeam(teamId), 'import-check', language, rows] as const,
    queryFn: () => importPlayers({ teamId, rows: rows ?? [] }),
    enabled: Boolean(rows?.length),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
}

export function useImportPlayersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { teamId: string; rows: TPlayerImportRow[] }) =>
      importPlayers({ ...vars, confirm: true }),
    onSuccess: (_data, { teamId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.byTeam(teamId) }),
        // The team cards count the players.
        queryClient.invalidateQueries({ queryKey: teamKeys.list }),
      ]),
  });
}
