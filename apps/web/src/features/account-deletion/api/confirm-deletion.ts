import type { TAccountDeletionScheduled } from '@futsal/shared/schemas/account-deletion';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/account/deletion/confirm: the mailed link's token, without a session. */
export function confirmDeletion(token: string): Promise<TAccountDeletionScheduled> {
  return api.post<TAccountDeletionScheduled>(
    '/auth/account/deletion/confirm',
    { token },
    { skipAuthRedirect: true },
  );
}

export function useConfirmDeletionMutation() {
  return useMutation({ mutationFn: confirmDeletion });
}
