import {
  type TUpdateProfileRequest,
  type TUserResponse,
  ZUserResponse,
} from '@futsal/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** PUT /auth/profile. */
export async function updateProfile(body: TUpdateProfileRequest): Promise<TUserResponse> {
  return ZUserResponse.parse(await api.put<unknown>('/auth/profile', body));
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (data) => queryClient.setQueryData(authKeys.me, data),
  });
}
