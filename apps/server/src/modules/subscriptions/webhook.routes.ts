import { randomUUID } from 'node:crypto';
import { LANGUAGES, pickLanguage, ZErrorBody, type TLanguage } from '@futsal/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { isValidId } from '@futsal/shared';
import {
  SANDBOX_SIGNATURE_HEADER,
  SandboxProvider,
  type TSandboxEventType,
} from '../../lib/payments/sandbox';
import { WebhookSignatureError, type PaymentProvider } from '../../lib/payments/types';
import { checkoutMessagePage, checkoutPage } from './sandbox-checkout.page';
import type { SubscriptionsService } from './subscriptions.service';

export interface WebhookRoutesOptions {
  service: SubscriptionsService;
  provider: PaymentProvider;
  now: () => Date;
}

const WEBHOOK_BODY_LIMIT = 256 * 1024;

const OUTCOMES: Record<
  string,
  { type: TSandboxEventType; page: 'success' | 'failure' | 'pending' }
> = {
  approve: { type: 'payment.approved', page: 'success' },
  decline: { type: 'payment.failed', page: 'failure' },
  pending: { type: 'payment.pending', page: 'pending' },
};

function languageOf(req: FastifyRequest, value: unknown): TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as TLanguage)
    : pickLanguage(req.headers['accept-language']);
}

/**
 * Provider webhooks need the raw body (signatures are over its bytes), and the
 * sandbox checkout posts a plain HTML form: both get their own parsers here,
 * away from the JSON API.
 */
export const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (app, opts) => {
  const { service, provider } = opts;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => {
      done(null, body);
    },
  );

  app.post(
    '/subscriptions/webhook/:provider',
    {
      schema: {
        tags: ['subscriptions'],
        description: `The payment provider's notifications (signed). Only the configured provider's path answers (${provider.name}).`,
        params: z.object({ provider: z.string() }),
        response: {
          200: z.object({ received: z.literal(true) }),
          400: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (req) => {
      const { provider: name } = req.params as { provider: string };
      if (name !== provider.name) throw new AppError('NOT_FOUND');
      let events;
      try {
        events = await provider.parseWebhook({
          headers: req.headers,
          rawBody: typeof req.body === 'string' ? req.body : '',
          query: req.query as Record<string, string | undefined>,
          now: opts.now(),
        });
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          req.log.warn({ reason: err.message }, 'webhook refused');
          throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        }
        throw err;
      }
      for (const ev of events) await service.applyEvent(ev);
      return { received: true as const };
    },
  );

  if (!(provider instanceof SandboxProvider)) return;
  const sandbox = provider;

  /** The pending subscription a checkout link names, when the link is genuine. */
  const checkoutTarget = async (id: string, token: unknown) => {
    if (!isValidId(id) || typeof token !== 'string' || !sandbox.isCheckoutToken(id, token))
      return null;
    return service.forCheckout(id);
  };

  app.get('/subscriptions/sandbox/checkout/:id', { schema: { hide: true } }, async (req, reply) => {
    const { id } = req.params as { id: string };
    const query = req.query as Record<string, unknown>;
    const lang = languageOf(req, query.lng);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const target = await checkoutTarget(id, query.token);
    if (!target) return reply.status(404).send(checkoutMessagePage(lang, 'notFound'));
    if (target.status !== 'pending') return reply.send(checkoutMessagePage(lang, 'closed'));
    return reply.send(
      checkoutPage({
        lang,
        subscriptionId: id,
        token: query.token as string,
        plan: target.plan,
        period: target.period,
        amount: service.price(target.plan, target.period),
        currency: service.plans().currency,
      }),
    );
  });

  app.post(
    '/subscriptions/sandbox/checkout/:id',
    { schema: { hide: true } },
    async (req, reply) => {
      const { id } = req.params as { id: string };
      const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
      const lang = languageOf(req, form.get('lng'));
      const outcome = OUTCOMES[form.get('outcome') ?? ''];
      const target = await checkoutTarget(id, form.get('token'));
      if (!target || !outcome) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(checkoutMessagePage(lang, 'notFound'));
      }
      if (target.status === 'pending') {
        // Delivered like a real provider's notification: signed, through the public webhook route.
        const raw = JSON.stringify({
          id: `evt_${randomUUID()}`,
          type: outcome.type,
          data: { subscriptionId: id },
        });
        const t = Math.floor(opts.now().getTime() / 1000);
        const res = await app.inject({
          method: 'POST',
          url: `/api/subscriptions/webhook/sandbox`,
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(raw, t),
          },
          payload: raw,
        });
        if (res.statusCode !== 200)
          req.log.error({ status: res.statusCode }, 'sandbox webhook delivery failed');
      }
      const query = new URLSearchParams({ subscription: id, lng: lang });
      return reply.redirect(`/subscription/${outcome.page}?${query.toString()}`, 303);
    },
  );
};
