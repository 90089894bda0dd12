import type { TCreatePlayerRequest, TPlayer } from '@futsal/shared/schemas/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
