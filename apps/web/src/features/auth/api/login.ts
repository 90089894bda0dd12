import type { TLoginRequest, TLoginResponse } from '@futsal/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';

/** POST /auth/login. A 401 here is a wrong password, not an expired session. */
export async function loginRequest(body: TLoginRequest): Promise<TLoginResponse> {
  return checked(api.post('/auth/login', body, { skipAuthRedirect: true }), () =>
    import('@futsal/shared/schemas/auth').then((m) => m.ZLoginResponse),
  );
}

export function useLoginMutation() {
  return useMutation({ mutationFn: loginRequest });
}
