import { ZTeam, type TTeam } from '@futsal/shared/schemas/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toTeamFormData, type TTeamFormData } from './create-team';
import { teamKeys } from './get-team';

/** PUT /teams/{id} (multipart; only the non-empty fields change). */
export async function updateTeam({
  id,
  values,
}: {
  id: string;
  values: TTeamFormData;
}): Promise<TTeam> {
  return ZTeam.parse(await api.put<unknown>(`/teams/${id}`, toTeamFormData(values)));
}

export function useUpdateTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    // The list, this team's summary (side menu, breadcrumbs) and details.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
