import { ZUserSettingsResponse, type TUserSettingsResponse } from '@futsal/shared/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const settingsKeys = {
  mine: ['settings', 'mine'] as const,
};

/** GET /settings, parsed with the shared contract. */
export async function getSettings(): Promise<TUserSettingsResponse> {
  return ZUserSettingsResponse.parse(await api.get<unknown>('/settings'));
}

export const settingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.mine, queryFn: getSettings, staleTime: 10 * 60_000 });

export function useSettingsQuery(enabled = true) {
  return useQuery({ ...settingsQuery(), enabled });
}
