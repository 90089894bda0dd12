import type { TUpdateProfileRequest, TUserResponse } from '@futsal/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { authKeys } from './keys';

/** PUT /auth/profile. */
export async function updateProfile(body: TUpdateProfileRequest): Promise<TUserResponse> {
  return checked(api.put('/auth/profile', body), () =>
    import('@futsal/shared/schemas/auth').then((m) => m.ZUserResponse),
  );
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => queryClient.setQueryData(authKeys.me, data),
  });
}
