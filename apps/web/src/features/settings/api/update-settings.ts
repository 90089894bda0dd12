import {
  ZUserSettingsResponse,
  type TUpdateUserSettingsRequest,
  type TUserSettingsResponse,
} from '@futsal/shared/schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './get-settings';

/** PUT /settings: the fields given change, the rest stay. */
export async function updateSettings(
  body: TUpdateUserSettingsRequest,
): Promise<TUserSettingsResponse> {
  return ZUserSettingsResponse.parse(await api.put<unknown>('/settings', body));
}

export function useUpdateSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (data) => queryClient.setQueryData(settingsKeys.mine, data),
  });
}
