import type { TUser } from '@futsal/shared';
import type { CachedUser } from '../../lib/session-cache';
import type { FileUrls } from '../../lib/file-urls';

/** Exactly the fields a client sees: never the hash, never email_lower. */
export function presentUser(row: CachedUser, fileUrls: FileUrls): TUser {
  return {
    id: row.id,
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatar: row.avatarKey ? fileUrls.url(row.avatarKey) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
