import {
  DEFAULT_USER_SETTINGS,
  LANGUAGES,
  THEMES,
  type TUpdateUserSettingsRequest,
  type TUserSettingsResponse,
} from '@futsal/shared';
import type { TUserSettingsRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import { oneOf } from '../../lib/enum-column';
import type { SettingsRepository } from './settings.repository';

/** What a user who never saved gets: the defaults, and no language or theme (decision 0117). */
export const UNCHOSEN = { ...DEFAULT_USER_SETTINGS, language: null, theme: null } as const;

export function presentSettings(row: TUserSettingsRow | null): TUserSettingsResponse {
  if (!row) return { ...UNCHOSEN, updatedAt: null };
  return {
    language: row.language === null ? null : oneOf(LANGUAGES, row.language),
    theme: row.theme === null ? null : oneOf(THEMES, row.theme),
    defaultPeriods: row.defaultPeriods,
    defaultPeriodDuration: row.defaultPeriodDuration,
    seasonStartMonth: row.seasonStartMonth,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A user's own preferences: every method works on the caller's id only, so there is no one else's to reach. */
export class SettingsService {
  constructor(private readonly repo: SettingsRepository) {}

  async get(auth: AuthContext): Promise<TUserSettingsResponse> {
    return presentSettings(await this.repo.find(auth.userId));
  }

  async update(
    auth: AuthContext,
    patch: TUpdateUserSettingsRequest,
  ): Promise<TUserSettingsResponse> {
    return presentSettings(await this.repo.upsert(auth.userId, patch));
  }

  /**
   * The month (1–12) a user's season starts, for statistics and reports
   * (`range=season`). Called by other services with an already-checked user id.
   */
  async seasonStartMonth(userId: string): Promise<number> {
    return (await this.repo.seasonStartMonth(userId)) ?? DEFAULT_USER_SETTINGS.seasonStartMonth;
  }
}
