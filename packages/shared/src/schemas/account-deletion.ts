import { z } from 'zod';
import { LIMITS } from '../limits';

/** Days between confirming an account's deletion and its erasure; signing in cancels (decision 0172). */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** How long the confirmation link of a deletion request opens. */
export const ACCOUNT_DELETION_LINK_HOURS = 24;

/** POST /auth/account/deletion: the password again, then a confirmation link goes by e-mail. */
export const ZAccountDeletionRequest = z.object({
  password: z
    .string({ error: 'validation.password.currentRequired' })
    .min(1, 'validation.password.currentRequired')
    .max(LIMITS.password.max, 'validation.password.max'),
});
export type TAccountDeletionRequest = z.infer<typeof ZAccountDeletionRequest>;

/** POST /auth/account/deletion/confirm: the token of the mailed link. */
export const ZAccountDeletionConfirm = z.object({
  token: z
    .string()
    .min(1, 'errors.DELETION_LINK_INVALID')
    .max(2000, 'errors.DELETION_LINK_INVALID'),
});
export type TAccountDeletionConfirm = z.infer<typeof ZAccountDeletionConfirm>;

/** The confirmed request: when everything of the account will be erased. */
export const ZAccountDeletionScheduled = z.object({ deletionDueAt: z.iso.datetime() });
export type TAccountDeletionScheduled = z.infer<typeof ZAccountDeletionScheduled>;
