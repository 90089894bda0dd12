import type Stripe from 'stripe';
import {
  header,
  ProviderCallError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentProvider,
  type ProviderChange,
  type ProviderEvent,
  type WebhookRequest,
} from './types';
import { lazy } from '../lazy';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (tests: a local server answering like Stripe's API). */
  apiUrl: string | null;
}

const interval = (period: 'monthly' | 'yearly') => (period === 'monthly' ? 'month' : 'year');
const fromUnix = (s: number) => new Date(s * 1000);

function clientOptions(apiUrl: string | null): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000 };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...base,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

const subscriptionIdOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Stripe Checkout in subscription mode. Our subscription id travels as the
 * session's client_reference_id and as metadata of Stripe's subscription, whose
 * id (sub_…) replaces the session's as our reference once the checkout completes.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly chargesRenewals = true;
  /** The SDK loads with the first call, not at start-up (decision 0070). */
  private readonly client: () => Promise<Stripe>;

  constructor(
    private readonly settings: StripeSettings,
    private readonly toleranceSeconds: number,
  ) {
    this.client = lazy(
      async () =>
        new (await import('stripe')).default(settings.secretKey, clientOptions(settings.apiUrl)),
    );
  }

  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw new ProviderCallError(`stripe ${what} failed`, { cause: err });
    }
  }

  async createCheckout(req: CheckoutRequest): Promise<CheckoutResult> {
    const back = (page: string) =>
      `${req.returnBase}/subscription/${page}?subscription=${req.subscriptionId}`;
    const session = await this.call('checkout', async () =>
      (await this.client()).checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: req.subscriptionId,
        customer_email: req.email,
        locale: req.language,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: req.currency.toLowerCase(),
              unit_amount: req.amount,
              recurring: { interval: interval(req.period) },
              product_data: { name: `Futsal Manager ${req.plan}` },
            },
          },
        ],
        subscription_data: { metadata: { subscriptionId: req.subscriptionId } },
        metadata: { subscriptionId: req.subscriptionId },
        success_url: back('success'),
        cancel_url: back('failure'),
      }),
    );
    if (!session.url) throw new ProviderCallError('stripe checkout session without url');
    return { checkoutUrl: session.url, providerRef: session.id };
  }

  /** Until the checkout completes our reference is the session (cs_…): there is nothing to change yet. */
  private isSubscription(ref: string | null): ref is string {
    return typeof ref === 'string' && ref.startsWith('sub_');
  }

  async cancel(ref: string | null): Promise<void> {
    if (!this.isSubscription(ref)) return;
    await this.call('cancel', async () =>
      (await this.client()).subscriptions.update(ref, { cancel_at_period_end: true }),
    );
  }

  async reactivate(ref: string | null): Promise<void> {
    if (!this.isSubscription(ref)) return;
    await this.call('reactivate', async () =>
      (await this.client()).subscriptions.update(ref, { cancel_at_period_end: false }),
    );
  }

  async changePlan(ref: string | null, change: ProviderChange): Promise<void> {
    if (!this.isSubscription(ref)) return;
    await this.call('change', async () => {
      const sub = await (await this.client()).subscriptions.retrieve(ref);
      const item = sub.items.data[0];
      if (!item) throw new Error('subscription without items');
      const product =
        typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      const params: Stripe.SubscriptionUpdateParams = {
        items: [
          {
            id: item.id,
            price_data: {
              currency: change.currency.toLowerCase(),
              product,
              unit_amount: change.amount,
              recurring: { interval: interval(change.period) },
            },
          },
        ],
        // An upgrade is invoiced now with the unused time credited; a downgrade is billed from the next invoice.
        proration_behavior: change.appliesAt === 'now' ? 'always_invoice' : 'none',
      };
      if (change.appliesAt === 'now') params.billing_cycle_anchor = { type: 'now' };
      await (await this.client()).subscriptions.update(ref, params);
    });
  }

  async parseWebhook(req: WebhookRequest): Promise<ProviderEvent[]> {
    const signature = header(req.headers, 'stripe-signature');
    if (!signature) throw new WebhookSignatureError('missing signature');
    const stripe = await this.client();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        req.rawBody,
        signature,
        this.settings.webhookSecret,
        this.toleranceSeconds,
        undefined,
        // Milliseconds, as the SDK reads it.
        req.now.getTime(),
      );
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'bad signature');
    }
    const base = { eventId: event.id, type: event.type, occurredAt: fromUnix(event.created) };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed': {
        const s = event.data.object;
        const paid =
          event.type !== 'checkout.session.async_payment_failed' && s.payment_status !== 'unpaid';
        const failed = event.type === 'checkout.session.async_payment_failed';
        const subId = subscriptionIdOf(s.subscription);
        return [
          {
            ...base,
            subscriptionId: s.client_reference_id,
            providerRef: s.id,
            ...(subId ? { newProviderRef: subId } : {}),
            outcome: failed ? 'failed' : paid ? 'approved' : 'pending',
          },
        ];
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const inv = event.data.object;
        const details = inv.parent?.subscription_details;
        const ours = details?.metadata?.subscriptionId ?? null;
        const end = inv.lines.data[0]?.period.end;
        return [
          {
            ...base,
            subscriptionId: ours,
            providerRef: subscriptionIdOf(details?.subscription),
            outcome: event.type === 'invoice.paid' ? 'approved' : 'failed',
            ...(inv.id ? { paymentRef: inv.id } : {}),
            ...(event.type === 'invoice.paid' && end ? { periodEnd: fromUnix(end) } : {}),
          },
        ];
      }
      case 'customer.subscription.deleted': {
        const sub = event.data.object;
        return [
          {
            ...base,
            subscriptionId: sub.metadata.subscriptionId ?? null,
            providerRef: sub.id,
            outcome: 'cancelled',
          },
        ];
      }
      default:
        return [{ ...base, subscriptionId: null, providerRef: null, outcome: null }];
    }
  }
}
