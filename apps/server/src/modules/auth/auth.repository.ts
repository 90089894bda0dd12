import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type TUserRow } from '../../db/schema';
import { SESSIONS_CHANNEL } from '../../lib/session-cache';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
}

export class AuthRepository {
  constructor(private readonly db: Db) {}

  async createUser(input: NewUser): Promise<TUserRow> {
    const [row] = await this.db
      .insert(users)
      .values({ ...input, emailLower: input.email.toLowerCase() })
      .returning();
    if (!row) throw new Error('insert returned no user');
    return row;
  }

  async findUserById(id: string): Promise<TUserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  async findUserByEmail(email: string): Promise<TUserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.emailLower, email.toLowerCase()))
      .limit(1);
    return row ?? null;
  }

  /** Instances that cached the user hear of the change from the database (migration 0010, decision 0064). */
  async updateUser(
    id: string,
    patch: Partial<
      Pick<TUserRow, 'firstName' | 'lastName' | 'passwordHash' | 'avatarKey' | 'deletionDueAt'>
    >,
  ): Promise<TUserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }

  async createSession(session: { jti: string; userId: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  /** The session's expiry while it is live (exists, not revoked, not expired); null otherwise. */
  async liveSessionExpiry(jti: string, userId: string, now = new Date()): Promise<Date | null> {
    const [row] = await this.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(
        and(
          eq(sessions.jti, jti),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .limit(1);
    return row?.expiresAt ?? null;
  }

  /**
   * Other API instances cache live sessions: the revoking transaction tells
   * them, and PostgreSQL delivers it only if the revocation commits.
   */
  private async announceRevocation(db: Pick<Db, 'execute'>, userId: string): Promise<void> {
    await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${userId})`);
  }

  async revokeSession(jti: string, userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.jti, jti), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      await this.announceRevocation(tx, userId);
    });
  }

  /** Revokes every live session of the user, except `keepJti` when given. */
  async revokeUserSessions(userId: string, keepJti?: string): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keepJti) conditions.push(ne(sessions.jti, keepJti));
    await this.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(...conditions));
      await this.announceRevocation(tx, userId);
    });
  }

  /** Password change: new hash and revocation of the other sessions, all or nothing. */
  async changePassword(userId: string, passwordHash: string, keepJti: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new AuthRepository(tx);
      await repo.updateUser(userId, { passwordHash });
      await repo.revokeUserSessions(userId, keepJti);
    });
  }
}
