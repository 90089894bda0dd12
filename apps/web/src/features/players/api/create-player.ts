import type { TCreatePlayerRequest, TPlayer } from '@futsal/shared/schemas/player';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { teamKeys } from '../../teams';
import { playerKeys } from './keys';

/** POST /players/team/{teamId}. */
export async function createPlayer({
  teamId,
  body,
}: {
  teamId: string;
  body: TCreatePlayerRequest;
}): Promise<TPlayer> {
  return checked(api.post(`/players/team/${teamId}`, body), () =>
    import('@futsal/shared/schemas/player').then((m) => m.ZPlayer),
  );
}

/** What a new player changes: the team's players, and the team cards that count them. */
export function refreshAfterCreate(queryClient: QueryClient, teamId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: playerKeys.byTeam(teamId) }),
    queryClient.invalidateQueries({ queryKey: teamKeys.list }),
  ]);
}

/** The save resolves once the lists are fresh again: a form closing on it shows the new player. */
export function useCreatePlayerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlayer,
    onSuccess: (_data, { teamId }) => refreshAfterCreate(queryClient, teamId),
  });
}

/**
 * The save resolves with the server's reply, the lists refreshing behind it: the quick add
 * shows each player as soon as it is stored, and the next one can go in meanwhile.
 */
export function useQuickCreatePlayerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlayer,
    onSuccess: (_data, { teamId }) => void refreshAfterCreate(queryClient, teamId),
  });
}
