import type { TChangePasswordRequest, TOkResponse } from '@futsal/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';

/** PUT /auth/password. */
export async function changePassword(body: TChangePasswordRequest): Promise<TOkResponse> {
  return checked(api.put('/auth/password', body), () =>
    import('@futsal/shared/schemas/auth').then((m) => m.ZOkResponse),
  );
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
