import type { BillingConfig } from '../../config';
import { MercadoPagoProvider } from './mercadopago';
import { SandboxProvider } from './sandbox';
import { StripeProvider } from './stripe';
import type { PaymentProvider } from './types';

/** The adapter PAYMENT_PROVIDER names; config.ts has already refused a provider without its settings. */
export function createPaymentProvider(billing: BillingConfig): PaymentProvider {
  switch (billing.provider) {
    case 'mercadopago':
      if (!billing.mercadopago) throw new Error('Mercado Pago settings missing');
      return new MercadoPagoProvider(billing.mercadopago, billing.webhookToleranceSeconds);
    case 'stripe':
      if (!billing.stripe) throw new Error('Stripe settings missing');
      return new StripeProvider(billing.stripe, billing.webhookToleranceSeconds);
    default:
      return new SandboxProvider(billing.sandboxWebhookSecret, billing.webhookToleranceSeconds);
  }
}
