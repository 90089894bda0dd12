import { ZPlayer, type TCreatePlayerRequest, type TPlayer } from '@futsal/shared/schemas/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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
  return ZPlayer.parse(await api.post<unknown>(`/players/team/${teamId}`, body));
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
