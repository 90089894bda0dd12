import {
  firstTierWith,
  planDisplayName,
  tierHas,
  tierLimit,
  tierOf,
  type TPlan,
  type TPlanFeature,
  type TPlanResource,
} from '@futsal/shared';
import { AppError } from './errors';

/** Resources a plan counts (PLAN_TABLE, decision 0114): teams and competitions per account, players per team. */
export type LimitedResource = TPlanResource;

/** The limit of a resource under a plan (null plan = the free tier); null is unlimited. */
export function planLimit(plan: TPlan | null, resource: LimitedResource): number | null {
  return tierLimit(tierOf(plan), resource);
}

/**
 * How the plan is named in a limit's text: paid plans by name, the free tier
 * by the texts' `free` variant ("Sin plan de pago…"), never as a plan it is not.
 */
function planWording(plan: TPlan | null): Record<string, string> {
  return plan ? { plan: planDisplayName(plan) } : { context: 'free' };
}

/** 402 PLAN_LIMIT naming the resource, the plan the user has and its limit (spec §6). */
export function planLimitError(
  plan: TPlan | null,
  resource: LimitedResource,
  limit: number,
): AppError {
  return new AppError('PLAN_LIMIT', {
    pendingDetails: [
      {
        path: resource,
        key: 'errors.PLAN_LIMIT',
        textKey: `planLimit.${resource}`,
        params: { ...planWording(plan), count: limit, limit },
      },
    ],
  });
}

/** 402 PLAN_LIMIT unless the plan has the feature; called once the resource is known to be the caller's. */
export function requireFeature(plan: TPlan | null, feature: TPlanFeature): void {
  if (tierHas(tierOf(plan), feature)) return;
  const needed = firstTierWith(feature);
  throw new AppError('PLAN_LIMIT', {
    pendingDetails: [
      {
        path: feature,
        key: 'errors.PLAN_LIMIT',
        textKey: `planFeature.${feature}`,
        params: {
          ...planWording(plan),
          needed: needed === 'none' ? '' : planDisplayName(needed),
        },
      },
    ],
  });
}
