import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toSavedTeam, toTeamFormData, type TTeamFormData } from './create-team';
import { teamKeys } from './get-team';
import type { TTeamListItem } from './get-teams';

/** PUT /teams/{id} (multipart; only the non-empty fields change). */
export async function updateTeam({
  id,
  values,
}: {
  id: string;
  values: TTeamFormData;
}): Promise<TTeamListItem | null> {
  return toSavedTeam(await api.put<unknown>(`/teams/${id}`, toTeamFormData(values)));
}

export function useUpdateTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    // The list, this team's summary (side menu, breadcrumbs) and details.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
