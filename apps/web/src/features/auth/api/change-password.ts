import {
  ZOkResponse,
  type TChangePasswordRequest,
  type TOkResponse,
} from '@futsal/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /auth/password. */
export async function changePassword(body: TChangePasswordRequest): Promise<TOkResponse> {
  return ZOkResponse.parse(await api.put<unknown>('/auth/password', body));
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
