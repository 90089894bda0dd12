import type { TUser } from '@futsal/shared';
import type { CachedUser } from '../../lib/session-cache';
import type { FileUrls, FileUrlSession } from '../../lib/file-urls';

/** Exactly the fields a client sees: never the hash, never email_lower; the avatar's URL lives with `session`. */
export function presentUser(row: CachedUser, fileUrls: FileUrls, session: FileUrlSession): TUser {
  return {
    id: row.id,
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    avatar: row.avatarKey ? fileUrls.url(row.avatarKey, session) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
