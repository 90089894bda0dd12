import type { TTeam } from '@futsal/shared/schemas/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { teamKeys } from './get-team';
import { subscriptionKeys } from '../../subscription';

/** Text fields of the team form, plus an optional new logo file. */
export interface TTeamFormData {
  name: string;
  description: string;
  division: string;
  foundedYear: string;
  /** Seconds, as the form's select holds them. */
  targetStintSec: string;
  /** Hours before an event for the answer reminder, '0' = off (decision 0167). */
  reminderHoursBefore: string;
  logo: File | null;
}

/** The multipart body of POST/PUT /teams: only the non-empty fields (spec §7). */
export function toTeamFormData(values: TTeamFormData): FormData {
  const body = new FormData();
  const keys = [
    'name',
    'description',
    'division',
    'foundedYear',
    'targetStintSec',
    'reminderHoursBefore',
  ] as const;
  for (const key of keys) {
    const v = values[key].trim();
    if (v) body.append(key, v);
  }
  if (values.logo) body.append('logo', values.logo, values.logo.name);
  return body;
}

/** POST /teams (multipart). */
export async function createTeam(values: TTeamFormData): Promise<TTeam> {
  return checked(api.post('/teams', toTeamFormData(values)), () =>
    import('@futsal/shared/schemas/team').then((m) => m.ZTeam),
  );
}

export function useCreateTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => {
      // The plan's usage (teams counted against the limit) follows.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.current });
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
