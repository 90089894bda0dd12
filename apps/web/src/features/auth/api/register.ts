import type { TOkResponse, TRegisterForm, TRegisterRequest } from '@futsal/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';

/** The confirmation is a form-only field: it is never sent (spec §5). */
export function toRegisterRequest(form: TRegisterForm): TRegisterRequest {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    password: form.password,
  };
}

/** POST /auth/register: the same reply whether or not the address had an account (decision 0154). */
export async function registerRequest(body: TRegisterRequest): Promise<TOkResponse> {
  return checked(api.post('/auth/register', body, { skipAuthRedirect: true }), () =>
    import('@futsal/shared/schemas/auth').then((m) => m.ZOkResponse),
  );
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: registerRequest });
}
