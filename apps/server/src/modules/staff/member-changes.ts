import { TEAM_ROLES, type TTeamRole } from '@futsal/shared';
import { sql } from 'drizzle-orm';
import type { Database, Db, Unlisten } from '../../db/client';
import { SESSIONS_CHANNEL, DATA_CHANGED_PREFIX } from '../../lib/session-cache';

/**
 * A change of a team's staff (decision 0176), announced when its transaction commits, to every
 * instance: a role changed or a member removed (or who left). Open streams of that user on that
 * team are to be checked again (a removed member's are ended).
 *
 * Channel `team_members`; payload `<teamId>:<userId>:<role>`, `role` the new one or `removed`.
 */
export const TEAM_MEMBERS_CHANNEL = 'team_members';

export interface MemberChange {
  teamId: string;
  userId: string;
  /** The new role; null when the user is no longer on the team. */
  role: TTeamRole | null;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PAYLOAD = new RegExp(`^(${UUID}):(${UUID}):([a-z]+)$`, 'i');

export function memberChangePayload(change: MemberChange): string {
  return `${change.teamId}:${change.userId}:${change.role ?? 'removed'}`;
}

/** The change a payload announces; null for anything else. */
export function parseMemberChange(payload: string): MemberChange | null {
  const m = PAYLOAD.exec(payload);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const role = m[3] === 'removed' ? null : (m[3] as TTeamRole);
  if (role !== null && !TEAM_ROLES.includes(role)) return null;
  return { teamId: m[1].toLowerCase(), userId: m[2].toLowerCase(), role };
}

/**
 * Announces a change inside the changing transaction: on `team_members` for open streams, and
 * as a data change of the user on the sessions channel, so every instance forgets the user's
 * cached replies (their teams' list shows the role).
 */
export async function announceMemberChange(tx: Db, change: MemberChange): Promise<void> {
  await tx.execute(
    sql`select pg_notify(${TEAM_MEMBERS_CHANNEL}, ${memberChangePayload(change)}), pg_notify(${SESSIONS_CHANNEL}, ${DATA_CHANGED_PREFIX + change.userId})`,
  );
}

export interface MemberChangeHandlers {
  onChange(change: MemberChange): void;
  /** The channel dropped: changes may be missed until `onGap`. */
  onLost?(): void;
  /** Listening again after a loss: changes may have been missed, so re-check what is open. */
  onGap?(): void;
}

/** Hears every instance's staff changes (e.g. to end a removed member's live streams). */
export function listenMemberChanges(
  database: Pick<Database, 'listen'>,
  handlers: MemberChangeHandlers,
): Promise<Unlisten> {
  return database.listen(TEAM_MEMBERS_CHANNEL, {
    onPayload: (payload) => {
      const change = parseMemberChange(payload);
      if (change) handlers.onChange(change);
    },
    onLost: handlers.onLost,
    onGap: handlers.onGap,
  });
}
