import type { TCreatePlayerRequest } from '@futsal/shared/schemas/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/normalize';
import { teamKeys } from '../../teams/api/get-team';
import { playerKeys, toPlayer, type TPlayer } from './normalize-player';

export function toSavedPlayer(data: unknown): TPlayer | null {
  const raw = unwrap<Record<string, unknown>>(data, 'player');
  return raw && typeof raw === 'object' ? toPlayer(raw) : null;
}

/** POST /players/team/{teamId}. */
export async function createPlayer({
  teamId,
  body,
}: {
  teamId: string;
  body: TCreatePlayerRequest;
}): Promise<TPlayer | null> {
  return toSavedPlayer(await api.post<unknown>(`/players/team/${teamId}`, body));
}

export function useCreatePlayerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlayer,
    onSuccess: (_data, { teamId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.byTeam(teamId) }),
        // The team cards count the players.
        queryClient.invalidateQueries({ queryKey: teamKeys.list }),
      ]),
  });
}
