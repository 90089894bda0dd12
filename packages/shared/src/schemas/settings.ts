import { z } from 'zod';
import { LANGUAGES, LIMITS } from '../limits';
import { THEMES, DEFAULT_SEASON_START_MONTH } from '../values/settings';

/** Their values, which need no zod, live in values/settings.ts (decision 0105). */
export * from '../values/settings';

/**
 * GET/PUT /settings: a user's preferences, stored on the server. The match
 * format defaults fill the match form; the season start month bounds
 * `range=season` in statistics and reports.
 */
export const ZUserSettings = z.object({
  language: z.enum(LANGUAGES, 'validation.settings.language'),
  theme: z.enum(THEMES, 'validation.settings.theme'),
  defaultPeriods: z
    .number('validation.match.periods')
    .int('validation.match.periods')
    .min(LIMITS.match.periods[0], 'validation.match.periods')
    .max(LIMITS.match.periods[1], 'validation.match.periods'),
  defaultPeriodDuration: z
    .number('validation.match.periodDuration')
    .int('validation.match.periodDuration')
    .min(LIMITS.match.periodMinutes[0], 'validation.match.periodDuration')
    .max(LIMITS.match.periodMinutes[1], 'validation.match.periodDuration'),
  seasonStartMonth: z
    .number('validation.settings.seasonStartMonth')
    .int('validation.settings.seasonStartMonth')
    .min(1, 'validation.settings.seasonStartMonth')
    .max(12, 'validation.settings.seasonStartMonth'),
});
export type TUserSettings = z.infer<typeof ZUserSettings>;

export const DEFAULT_USER_SETTINGS: TUserSettings = {
  language: 'es',
  theme: 'light',
  defaultPeriods: 2,
  defaultPeriodDuration: 20,
  seasonStartMonth: DEFAULT_SEASON_START_MONTH,
};

/** PUT /settings: any subset; what is left out stays. */
export const ZUpdateUserSettingsRequest = ZUserSettings.partial();
export type TUpdateUserSettingsRequest = z.infer<typeof ZUpdateUserSettingsRequest>;

/**
 * GET/PUT /settings reply: the settings, and when they were last saved (null: never, defaults).
 * Language and theme are null until the user picks them (the language switch, the theme toggle,
 * the settings page): each device then keeps its own, and none of them is stored for the account
 * (decision 0117).
 */
export const ZUserSettingsResponse = ZUserSettings.extend({
  language: ZUserSettings.shape.language.nullable(),
  theme: ZUserSettings.shape.theme.nullable(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TUserSettingsResponse = z.infer<typeof ZUserSettingsResponse>;
