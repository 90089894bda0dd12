import {
  ZChangeSubscriptionRequest,
  ZChangeSubscriptionResponse,
  ZCreateSubscriptionRequest,
  ZCreateSubscriptionResponse,
  ZCurrentSubscriptionResponse,
  ZErrorBody,
  ZPlansResponse,
  ZSubscriptionHistoryResponse,
  ZSubscriptionResponse,
  pickLanguage,
} from '@futsal/shared';
import type {
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import { idParam } from '../../lib/params';
import type { PaymentProvider } from '../../lib/payments/types';
import { idRouteErrors, security } from '../../lib/route-schema';
import type { SubscriptionsService } from './subscriptions.service';
import { webhookRoutes } from './webhook.routes';

export interface SubscriptionsRoutesOptions {
  service: SubscriptionsService;
  provider: PaymentProvider;
  authenticate: preHandlerAsyncHookHandler;
  /** Where browsers reach the app; null: the request's own origin. */
  publicUrl: string | null;
  webhookToleranceSeconds: number;
  now: () => Date;
}

const subscriptionId = idParam('id', 'SUBSCRIPTION_ID_INVALID');
const tags = ['subscriptions'];

export const subscriptionsRoutes: FastifyPluginAsyncZod<SubscriptionsRoutesOptions> = async (
  app,
  opts,
) => {
  const { service } = opts;
  // On request, so that an anonymous caller gets 401 whatever the body or id.
  const authenticate: onRequestAsyncHookHandler = async function (req, reply) {
    await opts.authenticate.call(this, req, reply);
  };
  const returnBase = (req: FastifyRequest) =>
    opts.publicUrl ?? (opts.provider.name === 'sandbox' ? '' : `${req.protocol}://${req.host}`);

  app.get(
    '/subscriptions/plans',
    {
      schema: {
        tags,
        description: 'The plans, their limits and prices (public).',
        response: { 200: ZPlansResponse },
      },
    },
    async () => service.plans(),
  );

  app.get(
    '/subscriptions/current',
    {
      onRequest: authenticate,
      schema: { tags, security, response: { 200: ZCurrentSubscriptionResponse, 401: ZErrorBody } },
    },
    async (req) => service.current(requireAuth(req)),
  );

  app.get(
    '/subscriptions/history',
    {
      onRequest: authenticate,
      schema: { tags, security, response: { 200: ZSubscriptionHistoryResponse, 401: ZErrorBody } },
    },
    async (req) => service.history(requireAuth(req)),
  );

  app.post(
    '/subscriptions/create',
    {
      onRequest: authenticate,
      schema: {
        tags,
        security,
        description:
          'Starts a checkout: the subscription stays pending until the provider reports the payment.',
        body: ZCreateSubscriptionRequest,
        response: {
          201: ZCreateSubscriptionResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          409: ZErrorBody,
          502: ZErrorBody,
        },
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const email = await service.emailOf(auth);
      const created = await service.create(auth, req.body, {
        email,
        language: pickLanguage(req.headers['accept-language']),
        returnBase: returnBase(req),
      });
      return reply.status(201).send(created);
    },
  );

  const action = (name: 'cancel' | 'reactivate', description: string) =>
    app.post(
      `/subscriptions/:id/${name}`,
      {
        preValidation: subscriptionId.preValidation,
        onRequest: authenticate,
        schema: {
          tags,
          security,
          description,
          params: subscriptionId.params,
          response: {
            200: ZSubscriptionResponse,
            409: ZErrorBody,
            502: ZErrorBody,
            ...idRouteErrors,
          },
        },
      },
      async (req) => service[name](requireAuth(req), req.params.id),
    );
  action(
    'cancel',
    'Active → cancelled (the plan holds until the period ends); pending or suspended → expired.',
  );
  action('reactivate', 'Cancelled and still in its period → active with auto-renew.');

  app.post(
    '/subscriptions/:id/change',
    {
      preValidation: subscriptionId.preValidation,
      onRequest: authenticate,
      schema: {
        tags,
        security,
        description:
          'Upgrade: applies now. Downgrade or period change: applies at the next billing date; refused (409 PLAN_DOWNGRADE_BLOCKED, details list each excess) when usage does not fit.',
        params: subscriptionId.params,
        body: ZChangeSubscriptionRequest,
        response: {
          200: ZChangeSubscriptionResponse,
          409: ZErrorBody,
          502: ZErrorBody,
          ...idRouteErrors,
        },
      },
    },
    async (req) => service.change(requireAuth(req), req.params.id, req.body),
  );

  await app.register(webhookRoutes, {
    service,
    provider: opts.provider,
    now: opts.now,
  });
};
