import { DEFAULT_USER_SETTINGS, type TUpdateUserSettingsRequest } from '@futsal/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSettings, type TUserSettingsRow } from '../../db/schema';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async find(userId: string): Promise<TUserSettingsRow | null> {
    const [row] = await this.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
      .limit(1);
    return row ?? null;
  }

  async seasonStartMonth(userId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ month: userSettings.seasonStartMonth })
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
      .limit(1);
    return row?.month ?? null;
  }

  /**
   * One statement: a first save starts from the defaults, with no language or theme unless
   * given (decision 0117); a later one changes only the fields given, so two tabs saving
   * different fields both win.
   */
  async upsert(userId: string, patch: TUpdateUserSettingsRequest): Promise<TUserSettingsRow> {
    const set: Partial<typeof userSettings.$inferInsert> = {
      ...patch,
      updatedAt: sql`now()` as unknown as Date,
    };
    const [row] = await this.db
      .insert(userSettings)
      .values({ userId, ...DEFAULT_USER_SETTINGS, language: null, theme: null, ...patch })
      .onConflictDoUpdate({ target: userSettings.userId, set })
      .returning();
    if (!row) throw new Error('upsert returned no settings');
    return row;
  }
}
