import { ZUserSettingsResponse, type TUserSettingsResponse } from '@futsal/shared/schemas/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const settingsKeys = {
  mine: ['settings', 'mine'] as const,
};

/** GET /settings, parsed with the shared contract. */
export async function getSettings(): Promise<TUserSettingsResponse> {
  return ZUserSettingsResponse.parse(await api.get<unknown>('/settings'));
}

export function useSettingsQuery(enabled = true) {
  return useQuery({
    queryKey: settingsKeys.mine,
    queryFn: getSettings,
    enabled,
    staleTime: 10 * 60_000,
  });
}
