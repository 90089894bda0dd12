import { PLANS, type TPlan } from './limits';

/**
 * What each plan gives (decision 0114): the one table the server enforces and
 * /pricing renders. 'none' is the free tier, an account without a paid plan in
 * force. Every plan gives all of the one below it and more.
 */

/** The free tier first, then the paid plans from the cheapest. */
export const PLAN_TIERS = ['none', ...PLANS] as const;
export type TPlanTier = (typeof PLAN_TIERS)[number];

/** The tier of an account: its plan in force, or the free tier. */
export const tierOf = (plan: TPlan | null | undefined): TPlanTier => plan ?? 'none';

/** Counted resources: teams and competitions per account, players per team. */
export const PLAN_RESOURCES = ['teams', 'players', 'competitions'] as const;
export type TPlanResource = (typeof PLAN_RESOURCES)[number];

/**
 * What a plan lets a coach do besides its limits. `liveMatch` (calendar, lineup,
 * live console) and `stats` (match, team and player figures on the web) are in
 * every tier; the others are refused with 402 PLAN_LIMIT below the plans that
 * list them. Keys of the catalog `pricing.features.*`.
 */
export const PLAN_FEATURES = ['liveMatch', 'stats', 'reports', 'liveShare'] as const;
export type TPlanFeature = (typeof PLAN_FEATURES)[number];

export interface TPlanSpec {
  /** null means unlimited. */
  limits: Readonly<Record<TPlanResource, number | null>>;
  features: readonly TPlanFeature[];
}

const EVERY_FEATURE = PLAN_FEATURES;

export const PLAN_TABLE: Readonly<Record<TPlanTier, TPlanSpec>> = {
  // The onboarding path: one team, a match squad (5 + 9) and a spare, a league, its matches live.
  none: { limits: { teams: 1, players: 15, competitions: 1 }, features: ['liveMatch', 'stats'] },
  starter: {
    limits: { teams: 1, players: 15, competitions: null },
    features: EVERY_FEATURE,
  },
  club: { limits: { teams: 5, players: 50, competitions: null }, features: EVERY_FEATURE },
  pro: { limits: { teams: null, players: null, competitions: null }, features: EVERY_FEATURE },
};

/** A resource's limit under a tier; null is unlimited. */
export function tierLimit(tier: TPlanTier, resource: TPlanResource): number | null {
  return PLAN_TABLE[tier].limits[resource];
}

export function tierHas(tier: TPlanTier, feature: TPlanFeature): boolean {
  return PLAN_TABLE[tier].features.includes(feature);
}

/** The cheapest tier that has a feature (what an upgrade link offers). */
export function firstTierWith(feature: TPlanFeature): TPlanTier {
  return PLAN_TIERS.find((tier) => tierHas(tier, feature)) ?? 'pro';
}

/** Whether one more of a resource fits, `used` being how many there are now. */
export function fitsOneMore(limit: number | null, used: number): boolean {
  return limit === null || used < limit;
}

/** One line of a plan's card on /pricing: a limit (count null = unlimited) or a feature. */
export type TPlanLine =
  | { kind: 'limit'; resource: TPlanResource; count: number | null }
  | { kind: 'feature'; feature: TPlanFeature };

/** What /pricing lists for a tier, straight from the table: its limits, then its features. */
export function planLines(tier: TPlanTier): TPlanLine[] {
  const spec = PLAN_TABLE[tier];
  return [
    ...PLAN_RESOURCES.map((resource) => ({
      kind: 'limit' as const,
      resource,
      count: spec.limits[resource],
    })),
    ...spec.features.map((feature) => ({ kind: 'feature' as const, feature })),
  ];
}

/** How a paid plan is named in every language (a brand: Starter, Club, Pro). */
export function planDisplayName(plan: TPlan): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}
