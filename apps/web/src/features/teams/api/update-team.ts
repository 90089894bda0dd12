import type { TTeam } from '@futsal/shared/schemas/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
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
  return checked(api.put(`/teams/${id}`, toTeamFormData(values)), () =>
    import('@futsal/shared/schemas/team').then((m) => m.ZTeam),
  );
}

export function useUpdateTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    // The list, this team's summary (side menu, breadcrumbs) and details.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
