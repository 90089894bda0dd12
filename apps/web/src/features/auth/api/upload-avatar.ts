import { type TUserResponse, ZUserResponse } from '@futsal/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** PUT /auth/profile/avatar, multipart field `avatar`. */
export async function uploadAvatar(file: File): Promise<TUserResponse> {
  const body = new FormData();
  body.append('avatar', file);
  return ZUserResponse.parse(await api.put<unknown>('/auth/profile/avatar', body));
}

export function useUploadAvatarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (data) => queryClient.setQueryData(authKeys.me, data),
  });
}
