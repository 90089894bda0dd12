import type { TUserResponse } from '@futsal/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';
import { authKeys } from './keys';

/** PUT /auth/profile/avatar, multipart field `avatar`. */
export async function uploadAvatar(file: File): Promise<TUserResponse> {
  const body = new FormData();
  body.append('avatar', file);
  return checked(api.put('/auth/profile/avatar', body), () =>
    import('@futsal/shared/schemas/auth').then((m) => m.ZUserResponse),
  );
}

export function useUploadAvatarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (data) => queryClient.setQueryData(authKeys.me, data),
  });
}
