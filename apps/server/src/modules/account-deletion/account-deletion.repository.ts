import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactAttachments, contactMessages, teams, users, type TUserRow } from '../../db/schema';
import { AuthRepository } from '../auth';

/** The database side of an account's deletion (decision 0172): the request, the schedule, the erasure. */
export class AccountDeletionRepository {
  constructor(private readonly db: Db) {}

  async findUser(id: string): Promise<TUserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  /** A new request's nonce replaces any earlier one, so only the latest link opens. */
  async setNonce(userId: string, nonce: string): Promise<void> {
    await this.db.update(users).set({ deletionNonce: nonce }).where(eq(users.id, userId));
  }

  /**
   * Schedules the erasure when `nonce` is still the request's (used once) and signs the user out
   * everywhere, in one transaction; null when the link was used, replaced or cancelled.
   */
  async schedule(userId: string, nonce: string, dueAt: Date): Promise<Date | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ deletionNonce: null, deletionDueAt: dueAt })
        .where(and(eq(users.id, userId), eq(users.deletionNonce, nonce)))
        .returning({ dueAt: users.deletionDueAt });
      if (!row) return null;
      await new AuthRepository(tx).revokeUserSessions(userId);
      return row.dueAt;
    });
  }

  /** Signing in during the grace period keeps the account: the schedule and any link go. */
  async cancel(userId: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ deletionNonce: null, deletionDueAt: null })
      .where(and(eq(users.id, userId), isNotNull(users.deletionDueAt)))
      .returning({ id: users.id });
    return rows.length > 0;
  }

  /**
   * Erases one account whose time has come, if any: the row is locked FOR UPDATE SKIP LOCKED and
   * its due date re-read under the lock, so two instances never erase the same account twice, and
   * a sign-in that cancelled first wins. Returns the stored files' keys to delete, or null when
   * none was due. Everything else goes with the user row (ON DELETE CASCADE).
   */
  async eraseNextDue(now: Date): Promise<{ userId: string; fileKeys: string[] } | null> {
    return this.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: users.id, avatarKey: users.avatarKey })
        .from(users)
        .where(and(isNotNull(users.deletionDueAt), lte(users.deletionDueAt, now)))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const logos = await tx
        .select({ key: teams.logoKey })
        .from(teams)
        .where(eq(teams.ownerId, due.id));
      const attachments = await tx
        .select({ key: contactAttachments.storageKey })
        .from(contactAttachments)
        .innerJoin(contactMessages, eq(contactMessages.id, contactAttachments.messageId))
        .where(eq(contactMessages.userId, due.id));
      // Other instances forget the user's cached sessions when this commits.
      await new AuthRepository(tx).revokeUserSessions(due.id);
      await tx.delete(users).where(eq(users.id, due.id));
      const fileKeys = [
        due.avatarKey,
        ...logos.map((l) => l.key),
        ...attachments.map((a) => a.key),
      ];
      return { userId: due.id, fileKeys: fileKeys.filter((k): k is string => !!k) };
    });
  }
}
