import type { TBillingPeriod, TLanguage, TPaymentProvider, TPlan } from '@futsal/shared';

export interface CheckoutRequest {
  subscriptionId: string;
  plan: TPlan;
  period: TBillingPeriod;
  /** Minor units. */
  amount: number;
  currency: string;
  email: string;
  language: TLanguage;
  /** Absolute origin the browser comes back to, or '' for same-origin links. */
  returnBase: string;
}

export interface CheckoutResult {
  checkoutUrl: string;
  /** The provider's id of what was created (preapproval, checkout session); null for the sandbox. */
  providerRef: string | null;
}

/** What a provider event means for one of our subscriptions. */
export type ProviderOutcome = 'approved' | 'failed' | 'pending' | 'cancelled';

export interface ProviderEvent {
  /** The provider's event id: applied once. */
  eventId: string;
  type: string;
  /** When the provider says it happened: older events never move a subscription back. */
  occurredAt: Date;
  /** Our subscription id when the event carries it, else the provider's reference. */
  subscriptionId: string | null;
  providerRef: string | null;
  /** The provider's id of the subscription once it exists (Stripe: sub_… after the checkout session). */
  newProviderRef?: string;
  /** null: nothing to apply (recorded only). */
  outcome: ProviderOutcome | null;
  paymentRef?: string;
  /** The paid period's end when the provider states it. */
  periodEnd?: Date;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  query: Record<string, string | undefined>;
  now: Date;
}

export interface ProviderChange {
  plan: TPlan;
  period: TBillingPeriod;
  amount: number;
  currency: string;
  appliesAt: 'now' | 'nextBilling';
}

/** One payment provider behind the subscription rules. */
export interface PaymentProvider {
  readonly name: TPaymentProvider;
  /** true: the provider charges renewals and reports them; false: the renewal job charges (sandbox). */
  readonly chargesRenewals: boolean;
  createCheckout(req: CheckoutRequest): Promise<CheckoutResult>;
  /** Stop future charges; the paid period runs to its end. */
  cancel(providerRef: string | null): Promise<void>;
  /** Resume charges of a cancelled subscription before its end. */
  reactivate(providerRef: string | null): Promise<void>;
  changePlan(providerRef: string | null, change: ProviderChange): Promise<void>;
  /** The events of a verified webhook; throws WebhookSignatureError when it is not genuine or too old. */
  parseWebhook(req: WebhookRequest): Promise<ProviderEvent[]>;
}

export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookSignatureError';
  }
}

/** A provider call that failed (network, refusal): answered 502 PAYMENT_PROVIDER_ERROR. */
export class ProviderCallError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderCallError';
  }
}

export function header(headers: WebhookRequest['headers'], name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
