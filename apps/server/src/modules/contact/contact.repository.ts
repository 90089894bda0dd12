import { and, asc, count, eq, gte, inArray, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contactAttachments,
  contactMessages,
  mailOutbox,
  users,
  type TContactAttachmentRow,
  type TContactMessageRow,
  type TMailOutboxRow,
} from '../../db/schema';

export interface NewContactMessage {
  userId: string;
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  language: string;
  createdAt: Date;
  attachments: { filename: string; contentType: string; size: number; storageKey: string }[];
}

export interface SentWindow {
  count: number;
  oldest: Date | null;
}

export class ContactRepository {
  constructor(private readonly db: Db) {}

  /** Messages a user stored since `since`, and the oldest of them (when the window frees a slot). */
  async sentSince(userId: string, since: Date, db: Db = this.db): Promise<SentWindow> {
    const [row] = await db
      .select({ count: count(), oldest: min(contactMessages.createdAt) })
      .from(contactMessages)
      .where(and(eq(contactMessages.userId, userId), gte(contactMessages.createdAt, since)));
    return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
  }

  /**
   * Stores the message, its attachments and its outbox row in one transaction,
   * after `check` (run under a lock on the user's row, so two concurrent
   * submissions cannot both pass the hourly limit) agrees.
   */
  async create(
    input: NewContactMessage,
    check: (window: (since: Date) => Promise<SentWindow>) => Promise<void>,
  ): Promise<{ message: TContactMessageRow; attachments: TContactAttachmentRow[] }> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
      await check((since) => this.sentSince(input.userId, since, tx as unknown as Db));
      const { attachments: files, ...fields } = input;
      const [message] = await tx.insert(contactMessages).values(fields).returning();
      if (!message) throw new Error('insert returned no contact message');
      const attachments = files.length
        ? await tx
            .insert(contactAttachments)
            .values(files.map((f, position) => ({ ...f, messageId: message.id, position })))
            .returning()
        : [];
      await tx
        .insert(mailOutbox)
        .values({ contactMessageId: message.id, nextAttemptAt: input.createdAt });
      return { message, attachments: attachments.sort((a, b) => a.position - b.position) };
    });
  }

  async findMessage(
    id: string,
  ): Promise<{ message: TContactMessageRow; attachments: TContactAttachmentRow[] } | null> {
    const [message] = await this.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .limit(1);
    if (!message) return null;
    const attachments = await this.db
      .select()
      .from(contactAttachments)
      .where(eq(contactAttachments.messageId, id))
      .orderBy(asc(contactAttachments.position));
    return { message, attachments };
  }

  /**
   * Claims up to `limit` due mails: their attempt is counted and their next
   * attempt pushed to `leaseUntil`, so no other worker takes them meanwhile.
   * SKIP LOCKED lets several instances claim concurrently without waiting.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<TMailOutboxRow[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: at, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  async markRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ nextAttemptAt, lastError: error })
      .where(eq(mailOutbox.id, id));
  }

  /** A reminder no longer due when its turn came (decision 0167): kept, so it is never queued again. */
  async markSkipped(id: string): Promise<void> {
    await this.db.update(mailOutbox).set({ status: 'skipped' }).where(eq(mailOutbox.id, id));
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: error })
      .where(eq(mailOutbox.id, id));
  }
}
