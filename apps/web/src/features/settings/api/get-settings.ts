import type { TUserSettingsResponse } from '@futsal/shared/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';

export const settingsKeys = {
  mine: ['settings', 'mine'] as const,
};

/** GET /settings, parsed with the shared contract. */
export async function getSettings(): Promise<TUserSettingsResponse> {
  return checked(api.get('/settings'), () =>
    import('@futsal/shared/schemas/settings').then((m) => m.ZUserSettingsResponse),
  );
}

export const settingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.mine, queryFn: getSettings, staleTime: 10 * 60_000 });

export function useSettingsQuery(enabled = true) {
  return useQuery({ ...settingsQuery(), enabled });
}
