import {
  type TLoginRequest,
  type TLoginResponse,
  ZLoginResponse,
} from '@futsal/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/login. A 401 here is a wrong password, not an expired session. */
export async function loginRequest(body: TLoginRequest): Promise<TLoginResponse> {
  return ZLoginResponse.parse(
    await api.post<unknown>('/auth/login', body, { skipAuthRedirect: true }),
  );
}

export function useLoginMutation() {
  return useMutation({ mutationFn: loginRequest });
}
