import { PLAN_LIMITS, type TPlan } from '@futsal/shared';
import { AppError } from './errors';

export type LimitedResource = 'teams' | 'players';

/** The limit of a resource under a plan (no active subscription counts as starter); null is unlimited. */
export function planLimit(plan: TPlan | null, resource: LimitedResource): number | null {
  return PLAN_LIMITS[plan ?? 'none'][resource];
}

/** 402 PLAN_LIMIT naming the resource, the plan and its limit (spec §6). */
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
        params: { plan: plan ?? 'starter', limit },
      },
    ],
  });
}
