import { z } from 'zod';
import { checkTimestamp, hmacHex, parseSignatureHeader, sameHex } from './signature';
import {
  header,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderOutcome,
  type WebhookRequest,
} from './types';

export const SANDBOX_EVENT_TYPES = [
  'payment.approved',
  'payment.failed',
  'payment.pending',
  'subscription.cancelled',
] as const;
export type TSandboxEventType = (typeof SANDBOX_EVENT_TYPES)[number];

export const ZSandboxEvent = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(SANDBOX_EVENT_TYPES),
  data: z.object({ subscriptionId: z.uuid() }),
});
export type TSandboxEvent = z.infer<typeof ZSandboxEvent>;

const OUTCOME: Record<TSandboxEventType, ProviderOutcome> = {
  'payment.approved': 'approved',
  'payment.failed': 'failed',
  'payment.pending': 'pending',
  'subscription.cancelled': 'cancelled',
};

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as a real provider signs its webhooks. */
export function sandboxSignature(secret: string, rawBody: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmacHex(secret, `${unixSeconds}.${rawBody}`)}`;
}

/**
 * The provider of a fresh install: the app serves the checkout page itself and
 * delivers its outcome as a signed webhook, so the whole flow runs with no
 * account anywhere. Renewals are charged by the renewal job.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly chargesRenewals = false;

  constructor(
    private readonly secret: string,
    private readonly toleranceSeconds: number,
  ) {}

  /** Proof, carried in the checkout link, that the app issued it for this subscription. */
  checkoutToken(subscriptionId: string): string {
    return hmacHex(this.secret, `checkout:${subscriptionId}`);
  }

  isCheckoutToken(subscriptionId: string, token: string): boolean {
    return /^[0-9a-f]{64}$/.test(token) && sameHex(token, this.checkoutToken(subscriptionId));
  }

  sign(rawBody: string, unixSeconds: number): string {
    return sandboxSignature(this.secret, rawBody, unixSeconds);
  }

  async createCheckout(req: CheckoutRequest): Promise<CheckoutResult> {
    const query = new URLSearchParams({
      lng: req.language,
      token: this.checkoutToken(req.subscriptionId),
    });
    return {
      checkoutUrl: `${req.returnBase}/api/subscriptions/sandbox/checkout/${req.subscriptionId}?${query.toString()}`,
      providerRef: null,
    };
  }

  async cancel(): Promise<void> {}
  async reactivate(): Promise<void> {}
  async changePlan(): Promise<void> {}

  async parseWebhook(req: WebhookRequest): Promise<ProviderEvent[]> {
    const sig = parseSignatureHeader(header(req.headers, SANDBOX_SIGNATURE_HEADER));
    const t = checkTimestamp(sig.get('t')?.[0], req.now, this.toleranceSeconds);
    const expected = hmacHex(this.secret, `${sig.get('t')?.[0] ?? ''}.${req.rawBody}`);
    if (
      !(sig.get('v1') ?? []).some(
        (v) => /^[0-9a-f]{64}$/i.test(v) && sameHex(v.toLowerCase(), expected),
      )
    ) {
      throw new WebhookSignatureError('bad signature');
    }
    let json: unknown;
    try {
      json = JSON.parse(req.rawBody);
    } catch {
      throw new WebhookSignatureError('body is not JSON');
    }
    const parsed = ZSandboxEvent.safeParse(json);
    if (!parsed.success) throw new WebhookSignatureError('unknown event shape');
    const e = parsed.data;
    return [
      {
        eventId: e.id,
        type: e.type,
        occurredAt: new Date(t * 1000),
        subscriptionId: e.data.subscriptionId,
        providerRef: null,
        outcome: OUTCOME[e.type],
      },
    ];
  }
}
