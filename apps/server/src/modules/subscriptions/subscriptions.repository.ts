import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { PLAN_TABLE, planRank, type TPlan } from '@futsal/shared';
import type { Db } from '../../db/client';
import {
  competitions,
  payments,
  players,
  providerEvents,
  subscriptions,
  teams,
  users,
  type TPaymentRow,
  type TSubscriptionRow,
} from '../../db/schema';

export type SubscriptionPatch = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'userId'>>;
export type PaymentValues = typeof payments.$inferInsert;

/** Statuses of the one subscription a user has in progress (a unique index keeps it to one). */
export const LIVE_STATUSES = ['pending', 'active', 'cancelled', 'suspended'] as const;
/** Statuses whose plan's limits apply: active, or cancelled until the paid period ends. */
export const EFFECTIVE_STATUSES = ['active', 'cancelled'] as const;

/**
 * The plan whose limits a new team or player is checked against: the plan in force, or a scheduled
 * smaller one (issue 41). What is created while a downgrade waits must fit the plan that follows.
 */
export function limitingPlan(row: Pick<TSubscriptionRow, 'plan' | 'scheduledPlan'>): TPlan {
  const plan = row.plan as TPlan;
  const next = row.scheduledPlan as TPlan | null;
  return next && planRank(next) < planRank(plan) ? next : plan;
}

export class SubscriptionsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` in one transaction with a repository bound to it. */
  async inTransaction<T>(fn: (repo: SubscriptionsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => fn(new SubscriptionsRepository(tx)));
  }

  /**
   * The subscription whose plan applies to the user's limits: active, or cancelled
   * and still inside the period paid for (the renewal job expires it at the end).
   */
  async findActiveByUser(userId: string): Promise<TSubscriptionRow | null> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, [...EFFECTIVE_STATUSES]),
        ),
      )
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** The plan new teams and players must fit (a scheduled downgrade's, when one waits); null: the free tier. */
  async findLimitPlan(userId: string): Promise<TPlan | null> {
    const row = await this.findActiveByUser(userId);
    return row ? limitingPlan(row) : null;
  }

  /**
   * Locks what a team or player creation locks (the user's row, each of their teams' rows), so a
   * plan change's usage check and the creations racing it are serialized (issue 41).
   */
  async lockUsage(userId: string): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await this.db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.ownerId, userId))
      .for('update');
  }

  /** Whether the user's teams and players fit the plan (read under `lockUsage`). */
  async fitsPlan(userId: string, plan: TPlan): Promise<boolean> {
    const limits = PLAN_TABLE[plan].limits;
    if (limits.teams !== null && (await this.countTeams(userId)) > limits.teams) return false;
    if (limits.players === null) return true;
    const [most] = await this.playersPerTeam(userId);
    return (most?.players ?? 0) <= limits.players;
  }

  async findLiveByUser(userId: string): Promise<TSubscriptionRow | null> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])),
      )
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row ?? null;
  }

  /** Serialises a user's subscription changes (create) on the user's row. */
  async lockUser(userId: string): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async userEmail(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.email ?? null;
  }

  async findOwned(id: string, userId: string, lock = false): Promise<TSubscriptionRow | null> {
    const query = this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async findForEvent(
    provider: string,
    by: { id: string | null; providerRef: string | null },
  ): Promise<TSubscriptionRow | null> {
    const where = by.id
      ? eq(subscriptions.id, by.id)
      : by.providerRef
        ? eq(subscriptions.providerRef, by.providerRef)
        : null;
    if (!where) return null;
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(and(where, eq(subscriptions.provider, provider)))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  async findById(id: string): Promise<TSubscriptionRow | null> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .limit(1);
    return row ?? null;
  }

  async listByUser(userId: string): Promise<TSubscriptionRow[]> {
    return this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  }

  async paymentsOf(subscriptionIds: string[]): Promise<TPaymentRow[]> {
    if (subscriptionIds.length === 0) return [];
    return this.db
      .select()
      .from(payments)
      .where(inArray(payments.subscriptionId, subscriptionIds))
      .orderBy(desc(payments.createdAt), desc(payments.id));
  }

  async create(values: typeof subscriptions.$inferInsert): Promise<TSubscriptionRow> {
    const [row] = await this.db.insert(subscriptions).values(values).returning();
    if (!row) throw new Error('insert returned no subscription');
    return row;
  }

  async update(id: string, patch: SubscriptionPatch): Promise<TSubscriptionRow> {
    const [row] = await this.db
      .update(subscriptions)
      .set(patch)
      .where(eq(subscriptions.id, id))
      .returning();
    if (!row) throw new Error('update found no subscription');
    return row;
  }

  /** Settles the newest pending payment of that kind, or records a new one. */
  async settlePayment(values: PaymentValues): Promise<void> {
    const [open] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.subscriptionId, values.subscriptionId),
          eq(payments.kind, values.kind),
          eq(payments.status, 'pending'),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (open) {
      await this.db
        .update(payments)
        .set({
          status: values.status,
          providerRef: values.providerRef ?? null,
          updatedAt: values.createdAt ?? new Date(),
        })
        .where(eq(payments.id, open.id));
    } else {
      await this.db.insert(payments).values(values);
    }
  }

  async hasPayment(subscriptionId: string, kind: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.kind, kind)))
      .limit(1);
    return Boolean(row);
  }

  /** false when the event was already recorded: the caller applies it only on true. */
  async recordEvent(
    provider: string,
    eventId: string,
    type: string,
    subscriptionId: string | null,
  ): Promise<boolean> {
    const rows = await this.db
      .insert(providerEvents)
      .values({ provider, eventId, type, subscriptionId })
      .onConflictDoNothing()
      .returning({ eventId: providerEvents.eventId });
    return rows.length > 0;
  }

  /**
   * Due rows taken under a row lock that other instances skip, so several
   * app instances running the job never handle one subscription twice.
   */
  async lockDue(
    kind: 'ended' | 'renewal' | 'pastDue' | 'abandoned',
    now: Date,
    cutoff: Date,
    limit = 100,
  ): Promise<TSubscriptionRow[]> {
    const where = {
      ended: and(eq(subscriptions.status, 'cancelled'), lte(subscriptions.nextBillingDate, now)),
      renewal: and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.autoRenew, true),
        isNull(subscriptions.paymentFailedAt),
        lte(subscriptions.nextBillingDate, now),
      ),
      pastDue: and(
        eq(subscriptions.status, 'active'),
        isNotNull(subscriptions.paymentFailedAt),
        lte(subscriptions.paymentFailedAt, cutoff),
      ),
      abandoned: and(eq(subscriptions.status, 'pending'), lte(subscriptions.createdAt, cutoff)),
    }[kind];
    return this.db
      .select()
      .from(subscriptions)
      .where(where)
      .orderBy(asc(subscriptions.nextBillingDate))
      .limit(limit)
      .for('update', { skipLocked: true });
  }

  async countTeams(userId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(teams).where(eq(teams.ownerId, userId));
    return row?.n ?? 0;
  }

  async countCompetitions(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(competitions)
      .innerJoin(teams, eq(teams.id, competitions.teamId))
      .where(eq(teams.ownerId, userId));
    return row?.n ?? 0;
  }

  /** Each of the user's teams with its number of players, most players first. */
  async playersPerTeam(userId: string): Promise<{ name: string; players: number }[]> {
    return this.db
      .select({ name: teams.name, players: sql<number>`count(${players.id})::int` })
      .from(teams)
      .leftJoin(players, eq(players.teamId, teams.id))
      .where(eq(teams.ownerId, userId))
      .groupBy(teams.id, teams.name)
      .orderBy(desc(sql`count(${players.id})`), asc(teams.name));
  }
}
