import {
  effectivePlan,
  isValidId,
  PLAN_TABLE,
  planCatalogue,
  planDisplayName,
  planRank,
  type TBillingPeriod,
  type TChangeSubscriptionRequest,
  type TChangeSubscriptionResponse,
  type TCreateSubscriptionRequest,
  type TCreateSubscriptionResponse,
  type TCurrentSubscriptionResponse,
  type TLanguage,
  type TPlan,
  type TPlansResponse,
  type TSubscriptionHistoryResponse,
  type TSubscriptionResponse,
  tierOf,
} from '@futsal/shared';
import type { BillingConfig } from '../../config';
import type { TSubscriptionRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { AppError, orNotFound, type PendingDetail } from '../../lib/errors';
import type { PaymentProvider, ProviderEvent } from '../../lib/payments/types';
import { addPeriod, eventTransition, periodPrice } from './billing-rules';
import { presentPayment, presentSubscription } from './subscriptions.presenter';
import type { SubscriptionsRepository } from './subscriptions.repository';

export interface SubscriptionsServiceDeps {
  repo: SubscriptionsRepository;
  provider: PaymentProvider;
  clock: Clock;
  billing: Pick<BillingConfig, 'currency' | 'monthlyPrices'>;
}

export interface CheckoutContext {
  email: string;
  language: TLanguage;
  returnBase: string;
}

export type EventResult = 'applied' | 'duplicate' | 'ignored';

/** A provider call that fails is the provider's fault: 502, and nothing changed here. */
async function callProvider(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    throw new AppError('PAYMENT_PROVIDER_ERROR', { cause: err });
  }
}

export class SubscriptionsService {
  constructor(private readonly deps: SubscriptionsServiceDeps) {}

  plans(): TPlansResponse {
    return planCatalogue(this.deps.billing.currency, this.deps.billing.monthlyPrices);
  }

  price(plan: TPlan, period: TBillingPeriod): number {
    return periodPrice(this.deps.billing.monthlyPrices, plan, period);
  }

  async emailOf(auth: AuthContext): Promise<string> {
    return orNotFound(await this.deps.repo.userEmail(auth.userId));
  }

  /** The plan and state a sandbox checkout link shows (the link's token stands for the owner). */
  async forCheckout(
    id: string,
  ): Promise<{ status: string; plan: TPlan; period: TBillingPeriod } | null> {
    const row = await this.deps.repo.findById(id.trim().toLowerCase());
    return row
      ? { status: row.status, plan: row.plan as TPlan, period: row.period as TBillingPeriod }
      : null;
  }

  /** Only the caller's own subscription is ever looked up. */
  async current(auth: AuthContext): Promise<TCurrentSubscriptionResponse> {
    const { repo } = this.deps;
    const [row, teams, competitions] = await Promise.all([
      repo.findLiveByUser(auth.userId),
      repo.countTeams(auth.userId),
      repo.countCompetitions(auth.userId),
    ]);
    const subscription = row ? presentSubscription(row) : null;
    const plan = subscription ? effectivePlan(subscription) : null;
    const tier = tierOf(plan);
    return {
      subscription,
      plan: plan ? { id: plan } : null,
      tier,
      limits: { ...PLAN_TABLE[tier].limits },
      features: [...PLAN_TABLE[tier].features],
      usage: { teams, competitions },
    };
  }

  async history(auth: AuthContext): Promise<TSubscriptionHistoryResponse> {
    const rows = await this.deps.repo.listByUser(auth.userId);
    const payments = await this.deps.repo.paymentsOf(rows.map((r) => r.id));
    return {
      subscriptions: rows.map((row) => ({
        ...presentSubscription(row),
        payments: payments.filter((p) => p.subscriptionId === row.id).map(presentPayment),
      })),
    };
  }

  /** A pending subscription and the provider's checkout for it; the provider's webhook activates it. */
  async create(
    auth: AuthContext,
    input: TCreateSubscriptionRequest,
    ctx: CheckoutContext,
  ): Promise<TCreateSubscriptionResponse> {
    const { repo, provider, clock } = this.deps;
    const now = clock.now();
    const row = await repo.inTransaction(async (r) => {
      await r.lockUser(auth.userId);
      const live = await r.findLiveByUser(auth.userId);
      if (live && (live.status === 'active' || live.status === 'cancelled'))
        throw new AppError('SUBSCRIPTION_EXISTS');
      // An abandoned checkout or a suspended subscription gives way to the new one.
      if (live) await r.update(live.id, { status: 'expired', updatedAt: now });
      return r.create({
        userId: auth.userId,
        plan: input.plan,
        period: input.period,
        status: 'pending',
        startDate: now,
        nextBillingDate: null,
        autoRenew: true,
        provider: provider.name,
        createdAt: now,
        updatedAt: now,
      });
    });
    try {
      const checkout = await provider.createCheckout({
        subscriptionId: row.id,
        plan: input.plan,
        period: input.period,
        amount: this.price(input.plan, input.period),
        currency: this.deps.billing.currency,
        email: ctx.email,
        language: ctx.language,
        returnBase: ctx.returnBase,
      });
      const saved = checkout.providerRef
        ? await repo.update(row.id, { providerRef: checkout.providerRef })
        : row;
      return { subscription: presentSubscription(saved), checkoutUrl: checkout.checkoutUrl };
    } catch (err) {
      await repo.update(row.id, { status: 'expired', updatedAt: clock.now() });
      throw new AppError('PAYMENT_PROVIDER_ERROR', { cause: err });
    }
  }

  /**
   * Active → cancelled with auto-renew off (the plan holds until the period
   * ends, then the job expires it); an unpaid checkout or a suspended one ends now.
   */
  async cancel(auth: AuthContext, id: string): Promise<TSubscriptionResponse> {
    const { repo, provider, clock } = this.deps;
    const found = orNotFound(await repo.findOwned(id, auth.userId));
    if (!['active', 'pending', 'suspended'].includes(found.status))
      throw new AppError('SUBSCRIPTION_STATE');
    if (found.status === 'active') await callProvider(() => provider.cancel(found.providerRef));
    const row = await repo.inTransaction(async (r) => {
      const locked = orNotFound(await r.findOwned(id, auth.userId, true));
      const now = clock.now();
      if (locked.status === 'active') {
        return r.update(id, {
          status: 'cancelled',
          autoRenew: false,
          cancelledAt: now,
          scheduledPlan: null,
          scheduledPeriod: null,
          updatedAt: now,
        });
      }
      if (locked.status === 'pending' || locked.status === 'suspended') {
        return r.update(id, {
          status: 'expired',
          autoRenew: false,
          cancelledAt: now,
          updatedAt: now,
        });
      }
      throw new AppError('SUBSCRIPTION_STATE');
    });
    return { subscription: presentSubscription(row) };
  }

  /** Cancelled and still inside its period → active with auto-renew on. */
  async reactivate(auth: AuthContext, id: string): Promise<TSubscriptionResponse> {
    const { repo, provider, clock } = this.deps;
    const found = orNotFound(await repo.findOwned(id, auth.userId));
    const inPeriod = (row: TSubscriptionRow) =>
      row.status === 'cancelled' &&
      row.nextBillingDate !== null &&
      row.nextBillingDate.getTime() > clock.now().getTime();
    if (!inPeriod(found)) throw new AppError('SUBSCRIPTION_STATE');
    await callProvider(() => provider.reactivate(found.providerRef));
    const row = await repo.inTransaction(async (r) => {
      const locked = orNotFound(await r.findOwned(id, auth.userId, true));
      if (!inPeriod(locked)) throw new AppError('SUBSCRIPTION_STATE');
      return r.update(id, {
        status: 'active',
        autoRenew: true,
        cancelledAt: null,
        updatedAt: clock.now(),
      });
    });
    return { subscription: presentSubscription(row) };
  }

  /**
   * An upgrade applies now: a new period starts today, the unused part of the
   * old one credited. A downgrade or a period change waits for the next billing
   * date, and is refused while the usage does not fit the smaller plan.
   * Asking for the plan in force drops a scheduled change.
   */
  async change(
    auth: AuthContext,
    id: string,
    input: TChangeSubscriptionRequest,
  ): Promise<TChangeSubscriptionResponse> {
    const { repo, provider, clock } = this.deps;
    const found = orNotFound(await repo.findOwned(id, auth.userId));
    if (found.status !== 'active') throw new AppError('SUBSCRIPTION_STATE');
    const same = input.plan === found.plan && input.period === found.period;
    if (same && !found.scheduledPlan) throw new AppError('PLAN_UNCHANGED');
    const upgrade = planRank(input.plan) > planRank(found.plan as TPlan);
    if (!upgrade && !same) {
      const over = await this.usageOver(auth.userId, input.plan);
      if (over.length > 0) throw new AppError('PLAN_DOWNGRADE_BLOCKED', { pendingDetails: over });
    }
    const amount = this.price(input.plan, input.period);
    await callProvider(() =>
      provider.changePlan(found.providerRef, {
        plan: input.plan,
        period: input.period,
        amount,
        currency: this.deps.billing.currency,
        appliesAt: upgrade ? 'now' : 'nextBilling',
      }),
    );
    return repo.inTransaction(async (r) => {
      const locked = orNotFound(await r.findOwned(id, auth.userId, true));
      if (locked.status !== 'active') throw new AppError('SUBSCRIPTION_STATE');
      const now = clock.now();
      if (!upgrade && !same) {
        // Again under the locks the creations take: one racing this change is counted, or sees the change.
        await r.lockUsage(auth.userId);
        const over = await this.usageOver(auth.userId, input.plan, r);
        if (over.length > 0) throw new AppError('PLAN_DOWNGRADE_BLOCKED', { pendingDetails: over });
      }
      if (!upgrade) {
        const row = await r.update(id, {
          scheduledPlan: same ? null : input.plan,
          scheduledPeriod: same ? null : input.period,
          updatedAt: now,
        });
        return { subscription: presentSubscription(row), appliesAt: 'nextBilling' as const };
      }
      const credit = this.unusedCredit(locked, now);
      const row = await r.update(id, {
        plan: input.plan,
        period: input.period,
        nextBillingDate: addPeriod(now, input.period),
        scheduledPlan: null,
        scheduledPeriod: null,
        updatedAt: now,
      });
      await r.settlePayment({
        subscriptionId: id,
        kind: 'upgrade',
        // The sandbox charges at once; a real provider reports the prorated invoice.
        status: provider.chargesRenewals ? 'pending' : 'approved',
        amount: Math.max(0, amount - credit),
        currency: this.deps.billing.currency,
        plan: input.plan,
        period: input.period,
        createdAt: now,
      });
      return { subscription: presentSubscription(row), appliesAt: 'now' as const };
    });
  }

  /** What was paid for and not used yet, in minor units. */
  private unusedCredit(row: TSubscriptionRow, now: Date): number {
    const end = row.nextBillingDate;
    if (!end || end.getTime() <= now.getTime()) return 0;
    const period = row.period as TBillingPeriod;
    const periodMs = end.getTime() - addPeriod(end, period, -1).getTime();
    const left = Math.min(1, (end.getTime() - now.getTime()) / periodMs);
    return Math.round(this.price(row.plan as TPlan, period) * left);
  }

  /** Every way the user's data exceeds a plan: too many teams, and each team over the player limit. */
  async usageOver(
    userId: string,
    plan: TPlan,
    repo: SubscriptionsRepository = this.deps.repo,
  ): Promise<PendingDetail[]> {
    const limits = PLAN_TABLE[plan].limits;
    const out: PendingDetail[] = [];
    const key = 'errors.PLAN_DOWNGRADE_BLOCKED';
    if (limits.teams !== null) {
      const teams = await repo.countTeams(userId);
      if (teams > limits.teams) {
        out.push({
          path: 'teams',
          key,
          textKey: 'downgrade.teams',
          params: { count: teams, limit: limits.teams, plan: planDisplayName(plan) },
        });
      }
    }
    if (limits.players !== null) {
      const limit = limits.players;
      for (const team of await repo.playersPerTeam(userId)) {
        if (team.players > limit) {
          out.push({
            path: 'players',
            key,
            textKey: 'downgrade.players',
            params: { team: team.name, count: team.players, limit, plan: planDisplayName(plan) },
          });
        }
      }
    }
    return out;
  }

  /** Applies one verified provider event exactly once, under the subscription's row lock. */
  async applyEvent(ev: ProviderEvent): Promise<EventResult> {
    const { repo, provider, clock } = this.deps;
    return repo.inTransaction(async (r) => {
      // A reference that is not one of our ids (a foreign or empty metadata value) is no match.
      const ours =
        ev.subscriptionId && isValidId(ev.subscriptionId)
          ? ev.subscriptionId.trim().toLowerCase()
          : null;
      if (!(await r.recordEvent(provider.name, ev.eventId, ev.type, ours))) return 'duplicate';
      const row = await r.findForEvent(provider.name, { id: ours, providerRef: ev.providerRef });
      if (!row) return 'ignored';
      const now = clock.now();
      const change = eventTransition(row, ev, now);
      if (!change) return 'ignored';
      const lastEventAt =
        !row.lastEventAt || ev.occurredAt.getTime() > row.lastEventAt.getTime()
          ? ev.occurredAt
          : row.lastEventAt;
      const updated = await r.update(row.id, { ...change.patch, lastEventAt, updatedAt: now });
      if (change.payment) {
        const plan = updated.plan as TPlan;
        const period = updated.period as TBillingPeriod;
        await r.settlePayment({
          subscriptionId: row.id,
          kind: change.payment.kind,
          status: change.payment.status,
          providerRef: ev.paymentRef ?? null,
          amount: this.price(plan, period),
          currency: this.deps.billing.currency,
          plan,
          period,
          createdAt: now,
        });
      }
      return 'applied';
    });
  }
}
