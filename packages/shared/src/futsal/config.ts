import type { TMatchRulesConfig, TMatchRulesConfigInput } from './types';

export const MATCH_RULES_DEFAULTS = {
  periods: 2,
  periodMinutes: 20,
  extraTimePeriodMinutes: 5,
  shootout: false,
} as const;

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
