import type { TChangePasswordRequest } from '@futsal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /auth/password. */
export function changePassword(body: TChangePasswordRequest): Promise<{ ok: true }> {
  return api.put<{ ok: true }>('/auth/password', body);
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
