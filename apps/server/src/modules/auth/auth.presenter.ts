import type { TUser } from '@futsal/shared';
import type { CachedUser } from '../../lib/session-cache';
import { fileUrl } from '../../lib/storage';

/** Exactly the fields a client sees: never the hash, never email_lower. */
export function presentUser(row: CachedUser): TUser {
  return {
    id: row.id,
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatar: row.avatarKey ? fileUrl(row.avatarKey) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
