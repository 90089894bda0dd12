import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, type TSubscriptionRow } from '../../db/schema';

export class SubscriptionsRepository {
  constructor(private readonly db: Db) {}

  /** The user's most recent active subscription. */
  async findActiveByUser(userId: string): Promise<TSubscriptionRow | null> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row ?? null;
  }

  async create(values: typeof subscriptions.$inferInsert): Promise<TSubscriptionRow> {
    const [row] = await this.db.insert(subscriptions).values(values).returning();
    if (!row) throw new Error('insert returned no subscription');
    return row;
  }
}
