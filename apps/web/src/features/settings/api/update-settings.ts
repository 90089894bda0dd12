import type {
  TUpdateUserSettingsRequest,
  TUserSettingsResponse,
} from '@futsal/shared/schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { settingsKeys } from './get-settings';

/** PUT /settings: the fields given change, the rest stay. */
export async function updateSettings(
  body: TUpdateUserSettingsRequest,
): Promise<TUserSettingsResponse> {
  return checked(api.put('/settings', body), () =>
    import('@futsal/shared/schemas/settings').then((m) => m.ZUserSettingsResponse),
  );
}

export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.mine, data),
  });
}
