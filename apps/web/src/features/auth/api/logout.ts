import { api } from '../../../lib/api-client';

/** POST /auth/logout: revokes the current token (204). */
export function logoutRequest(): Promise<void> {
  return api.post<void>('/auth/logout', undefined, { skipAuthRedirect: true });
}
