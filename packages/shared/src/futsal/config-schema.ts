import { z } from 'zod';
import { LIMITS } from '../limits';

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

/**
 * Shape of the engine's config, for servers that accept it from outside. Apart from the engine's
 * own config module, which the web loads without zod (decision 0105).
 */
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
