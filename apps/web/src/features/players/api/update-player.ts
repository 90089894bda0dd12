import type { TPlayer, TUpdatePlayerRequest } from '@futsal/shared/schemas/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { playerKeys } from './keys';

/** PUT /players/{id}. */
export async function updatePlayer({
  id,
  body,
}: {
  id: string;
  teamId: string;
  body: TUpdatePlayerRequest;
}): Promise<TPlayer> {
  return checked(api.put(`/players/${id}`, body), () =>
    import('@futsal/shared/schemas/player').then((m) => m.ZPlayer),
  );
}

export function useUpdatePlayerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlayer,
    onSuccess: (saved, { id, teamId }) => {
      queryClient.setQueryData(playerKeys.detail(id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: playerKeys.byTeam(teamId) }),
      ]);
    },
  });
}
