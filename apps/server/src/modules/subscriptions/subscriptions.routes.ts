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
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/auth';
import type { PaymentProvider } from '../../lib/payments/types';
import { signedIn, signedInSchema, signedInWithId } from '../../lib/route-options';
import { idRouteErrors } from '../../lib/route-schema';
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

const tags = ['subscriptions'];

export const subscriptionsRoutes: FastifyPluginAsyncZod<SubscriptionsRoutesOptions> = async (
  app,
  opts,
) => {
  const { service, authenticate } = opts;
  // Auth runs on request (route-options), so an anonymous caller gets 401 whatever the body or id.
  const subscriptionId = signedInWithId(authenticate, 'id', 'SUBSCRIPTION_ID_INVALID');
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
      ...signedIn(authenticate),
      schema: {
        tags,
        ...signedInSchema,
        response: { 200: ZCurrentSubscriptionResponse, 401: ZErrorBody },
      },
    },
    async (req) => service.current(requireAuth(req)),
  );

  app.get(
    '/subscriptions/history',
    {
      ...signedIn(authenticate),
      schema: {
        tags,
        ...signedInSchema,
        response: { 200: ZSubscriptionHistoryResponse, 401: ZErrorBody },
      },
    },
    async (req) => service.history(requireAuth(req)),
  );

  app.post(
    '/subscriptions/create',
    {
      ...signedIn(authenticate),
      schema: {
        tags,
        ...signedInSchema,
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
        ...subscriptionId.options,
        schema: {
          tags,
          ...subscriptionId.schema,
          description,
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
      ...subscriptionId.options,
      schema: {
        tags,
        ...subscriptionId.schema,
        description:
          'Upgrade: applies now. Downgrade or period change: applies at the next billing date; refused (409 PLAN_DOWNGRADE_BLOCKED, details list each excess) when usage does not fit.',
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
