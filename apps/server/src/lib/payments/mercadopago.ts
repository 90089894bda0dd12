import type { PreApproval } from 'mercadopago';
import { checkTimestamp, hmacHex, parseSignatureHeader, sameHex } from './signature';
import {
  header,
  ProviderCallError,
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentProvider,
  type ProviderChange,
  type ProviderEvent,
  type ProviderOutcome,
  type WebhookRequest,
} from './types';
import { lazy } from '../lazy';

export interface MercadoPagoSettings {
  accessToken: string;
  webhookSecret: string;
  /** Another API base URL (tests: a local server answering like Mercado Pago's API). */
  apiUrl: string | null;
}

/** Preapproval status → what it means for our subscription. */
const OUTCOME: Record<string, ProviderOutcome> = {
  authorized: 'approved',
  pending: 'pending',
  cancelled: 'cancelled',
  paused: 'failed',
};

/** The documented signed manifest: `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`. */
export function mercadoPagoManifest(dataId: string, requestId: string, ts: string): string {
  return `id:${dataId};request-id:${requestId};ts:${ts};`;
}

/**
 * Mercado Pago recurring payments (preapproval). A notification only says
 * that a preapproval changed: after its signature is checked the preapproval is
 * fetched back and its own status is applied, so a forged or reordered body
 * cannot claim a state Mercado Pago does not hold.
 */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;
  readonly chargesRenewals = true;
  /** The SDK loads with the first call, not at start-up (decision 0070). */
  private readonly preapproval: () => Promise<PreApproval>;

  constructor(
    private readonly settings: MercadoPagoSettings,
    private readonly toleranceSeconds: number,
  ) {
    this.preapproval = lazy(async () => {
      const [sdk, sdkConfig] = await Promise.all([
        import('mercadopago'),
        import('mercadopago/dist/utils/config/index.js'),
      ]);
      // The SDK has no per-client host option: every request goes to this static base URL.
      if (settings.apiUrl)
        (sdkConfig.AppConfig as { BASE_URL: string }).BASE_URL = settings.apiUrl.replace(
          /\/+$/,
          '',
        );
      const client = new sdk.MercadoPagoConfig({
        accessToken: settings.accessToken,
        options: { timeout: 20_000 },
      });
      return new sdk.PreApproval(client);
    });
  }

  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw new ProviderCallError(`mercadopago ${what} failed`, { cause: err });
    }
  }

  async createCheckout(req: CheckoutRequest): Promise<CheckoutResult> {
    // A preapproval has one back URL: the pending page, which follows the webhook's result to success or failure.
    const back = `${req.returnBase}/subscription/pending?subscription=${req.subscriptionId}`;
    const created = await this.call('create', async () =>
      (await this.preapproval()).create({
        body: {
          reason: `Futsal Manager ${req.plan}`,
          external_reference: req.subscriptionId,
          payer_email: req.email,
          back_url: back,
          status: 'pending',
          auto_recurring: {
            frequency: req.period === 'monthly' ? 1 : 12,
            frequency_type: 'months',
            transaction_amount: req.amount / 100,
            currency_id: req.currency,
          },
        },
      }),
    );
    if (!created.id || !created.init_point)
      throw new ProviderCallError('mercadopago preapproval without id or init_point');
    return { checkoutUrl: created.init_point, providerRef: created.id };
  }

  private async setStatus(ref: string | null, status: 'paused' | 'authorized'): Promise<void> {
    if (!ref) return;
    await this.call(status, async () =>
      (await this.preapproval()).update({ id: ref, body: { status } }),
    );
  }

  /** Paused, not cancelled: Mercado Pago cannot resume a cancelled preapproval, and reactivation must stay possible. */
  async cancel(ref: string | null): Promise<void> {
    await this.setStatus(ref, 'paused');
  }

  async reactivate(ref: string | null): Promise<void> {
    await this.setStatus(ref, 'authorized');
  }

  async changePlan(ref: string | null, change: ProviderChange): Promise<void> {
    if (!ref) return;
    await this.call('update', async () =>
      (await this.preapproval()).update({
        id: ref,
        body: {
          reason: `Futsal Manager ${change.plan}`,
          auto_recurring: { transaction_amount: change.amount / 100, currency_id: change.currency },
        },
      }),
    );
  }

  async parseWebhook(req: WebhookRequest): Promise<ProviderEvent[]> {
    let body: { id?: unknown; type?: unknown; action?: unknown; data?: { id?: unknown } } = {};
    try {
      body = req.rawBody ? (JSON.parse(req.rawBody) as typeof body) : {};
    } catch {
      throw new WebhookSignatureError('body is not JSON');
    }
    const rawId =
      req.query['data.id'] ??
      (typeof body.data?.id === 'string' || typeof body.data?.id === 'number'
        ? String(body.data.id)
        : '');
    // Documented: an alphanumeric data.id is signed in lower case.
    const dataId = /^[a-z0-9]+$/i.test(rawId) ? rawId.toLowerCase() : rawId;
    const sig = parseSignatureHeader(header(req.headers, 'x-signature'));
    const ts = sig.get('ts')?.[0];
    const requestId = header(req.headers, 'x-request-id') ?? '';
    checkTimestamp(ts, req.now, this.toleranceSeconds);
    const expected = hmacHex(
      this.settings.webhookSecret,
      mercadoPagoManifest(dataId, requestId, ts ?? ''),
    );
    if (
      !dataId ||
      !(sig.get('v1') ?? []).some(
        (v) => /^[0-9a-f]{64}$/i.test(v) && sameHex(v.toLowerCase(), expected),
      )
    ) {
      throw new WebhookSignatureError('bad signature');
    }
    const type = String(req.query.type ?? body.type ?? '');
    const eventId = body.id !== undefined ? `${String(body.id)}` : `${type}:${dataId}:${requestId}`;
    if (type !== 'subscription_preapproval') {
      return [
        {
          eventId,
          type,
          occurredAt: req.now,
          subscriptionId: null,
          providerRef: null,
          outcome: null,
        },
      ];
    }
    const pre = await this.call('get', async () => (await this.preapproval()).get({ id: rawId }));
    const changed = pre.last_modified ? new Date(pre.last_modified) : req.now;
    return [
      {
        eventId,
        type: `${type}.${pre.status ?? 'unknown'}`,
        occurredAt: Number.isNaN(changed.getTime()) ? req.now : changed,
        subscriptionId:
          pre.external_reference && /^[0-9a-f-]{36}$/i.test(pre.external_reference)
            ? pre.external_reference
            : null,
        providerRef: pre.id ?? rawId,
        outcome: OUTCOME[pre.status ?? ''] ?? null,
        ...(pre.next_payment_date ? { periodEnd: new Date(pre.next_payment_date) } : {}),
      },
    ];
  }
}
