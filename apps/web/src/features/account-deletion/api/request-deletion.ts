import type { TAccountDeletionRequest } from '@futsal/shared/schemas/account-deletion';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/account/deletion: the password again; the server mails the confirmation link (204). */
export function requestDeletion(body: TAccountDeletionRequest): Promise<void> {
  return api.post<void>('/auth/account/deletion', body);
}

export function useRequestDeletionMutation() {
  return useMutation({ mutationFn: requestDeletion });
}
