import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Uniqueness is case-insensitive: 'Ana@x.com' and 'ana@x.com' are one account. */
    emailLower: text('email_lower').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarKey: text('avatar_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(t.emailLower)],
);

/** One row per issued JWT: a token is valid only while its row is live. */
export const sessions = pgTable(
  'sessions',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    period: text('period').notNull(),
    status: text('status').notNull(),
    startDate: timestamptz('start_date').notNull(),
    nextBillingDate: timestamptz('next_billing_date'),
    autoRenew: boolean('auto_renew').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    check('subscriptions_plan_check', sql`${t.plan} in ('starter', 'club', 'pro')`),
    check('subscriptions_period_check', sql`${t.period} in ('monthly', 'yearly')`),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('active', 'cancelled', 'expired', 'pending', 'suspended')`,
    ),
  ],
);

export type TUserRow = typeof users.$inferSelect;
export type TSessionRow = typeof sessions.$inferSelect;
export type TSubscriptionRow = typeof subscriptions.$inferSelect;
