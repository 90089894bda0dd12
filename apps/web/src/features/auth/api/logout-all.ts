import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/logout-all: revokes every session of the user (204). */
export function logoutAllRequest(): Promise<void> {
  return api.post<void>('/auth/logout-all');
}

export function useLogoutAllMutation() {
  return useMutation({ mutationFn: logoutAllRequest });
}
