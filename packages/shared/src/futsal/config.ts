import { z } from 'zod';
import { LIMITS } from '../limits';
import type { TMatchRulesConfig, TMatchRulesConfigInput } from './types';

export const MATCH_RULES_DEFAULTS = {
  periods: 2,
  periodMinutes: 20,
  extraTimePeriodMinutes: 5,
  shootout: false,
} as const;

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

/** Shape of the engine's config, for servers that accept it from outside. */
export const ZMatchRulesConfig = z
  .object({
    periods: z.number().int().min(LIMITS.match.periods[0]).max(LIMITS.match.periods[1]).optional(),
    periodMinutes: z
      .number()
      .int()
      .min(LIMITS.match.periodMinutes[0])
      .max(LIMITS.match.periodMinutes[1])
      .optional(),
    extraTimePeriodMinutes: z.number().int().min(1).max(15).optional(),
    shootout: z.boolean().optional(),
    starters: z
      .array(z.string().min(1))
      .length(LIMITS.lineup.starters, 'validation.lineup.exactStarters'),
    substitutes: z
      .array(z.string().min(1))
      .max(LIMITS.lineup.maxSubstitutes, 'validation.lineup.maxSubstitutes'),
    roster: z.array(z.string().min(1)).optional(),
    injured: z.array(z.string().min(1)).optional(),
    suspended: z.array(z.string().min(1)).optional(),
  })
  .refine((c) => unique([...c.starters, ...c.substitutes]), {
    path: ['substitutes'],
    message: 'validation.lineup.duplicate',
  });

/** Fills in the defaults; the engine trusts the lineup it is given. */
export function resolveRulesConfig(input: TMatchRulesConfigInput): TMatchRulesConfig {
  return {
    periods: input.periods ?? MATCH_RULES_DEFAULTS.periods,
    periodMinutes: input.periodMinutes ?? MATCH_RULES_DEFAULTS.periodMinutes,
    extraTimePeriodMinutes:
      input.extraTimePeriodMinutes ?? MATCH_RULES_DEFAULTS.extraTimePeriodMinutes,
    shootout: input.shootout ?? MATCH_RULES_DEFAULTS.shootout,
    starters: input.starters,
    substitutes: input.substitutes,
    roster: input.roster ?? [],
    injured: input.injured ?? [],
    suspended: input.suspended ?? [],
  };
}
