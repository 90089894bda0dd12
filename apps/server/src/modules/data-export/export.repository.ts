import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  competitions,
  matchEvents,
  matches,
  matchPlayerLines,
  players,
  playerStatusChanges,
  subscriptions,
  teamMembers,
  teams,
  userSettings,
  users,
} from '../../db/schema';
import { isMember } from '../../lib/team-access';
import { AuditRepository } from '../audit';
import { StaffRepository } from '../staff';

/**
 * The rows an export is made of, read for their owner only. Columns that are internal
 * (password hash, storage keys, normalised e-mail) are left out here, not in the archive.
 */
export class ExportRepository {
  constructor(private readonly db: Db) {}

  async ownedTeam(teamId: string, ownerId: string) {
    const [row] = await this.db
      .select()
      .from(teams)
      .where(and(eq(teams.id, teamId), isMember(teams.id, ownerId)));
    return row ?? null;
  }

  async ownedPlayer(playerId: string, ownerId: string) {
    const [row] = await this.db
      .select({ player: players })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .where(and(eq(players.id, playerId), isMember(teams.id, ownerId), isNull(players.erasedAt)));
    return row?.player ?? null;
  }

  teamsOf(ownerId: string) {
    return this.db
      .select()
      .from(teams)
      .where(eq(teams.ownerId, ownerId))
      .orderBy(asc(teams.createdAt));
  }

  playersOf(teamId: string) {
    return this.db
      .select()
      .from(players)
      .where(eq(players.teamId, teamId))
      .orderBy(asc(players.number), asc(players.name));
  }

  competitionsOf(teamId: string) {
    return this.db
      .select()
      .from(competitions)
      .where(eq(competitions.teamId, teamId))
      .orderBy(asc(competitions.startDate));
  }

  matchesOf(teamId: string) {
    return this.db
      .select()
      .from(matches)
      .where(eq(matches.teamId, teamId))
      .orderBy(asc(matches.date));
  }

  /** The team's staff (issue 40): who, in which role, since when. */
  staffOf(teamId: string) {
    return new StaffRepository(this.db).members(teamId);
  }

  /** The team's audit trail (names of fields only, never values: decision 0179). */
  auditOf(teamId: string) {
    return new AuditRepository(this.db).all(teamId);
  }

  /** Teams the user works on as staff, not as their owner: the team and the role. */
  membershipsOf(userId: string) {
    return this.db
      .select({ team: teams.name, role: teamMembers.role, since: teamMembers.createdAt })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.userId, userId), ne(teamMembers.role, 'owner')))
      .orderBy(asc(teamMembers.createdAt));
  }

  async eventsOf(matchIds: string[]) {
    if (matchIds.length === 0) return [];
    return this.db
      .select({
        matchId: matchEvents.matchId,
        seq: matchEvents.seq,
        event: matchEvents.payload,
        receivedAt: matchEvents.receivedAt,
      })
      .from(matchEvents)
      .where(inArray(matchEvents.matchId, matchIds))
      .orderBy(asc(matchEvents.matchId), asc(matchEvents.seq));
  }

  /** Each status the player has had and since when (decision 0188). */
  statusHistoryOf(playerId: string) {
    return this.db
      .select({ status: playerStatusChanges.status, changedAt: playerStatusChanges.changedAt })
      .from(playerStatusChanges)
      .where(eq(playerStatusChanges.playerId, playerId))
      .orderBy(asc(playerStatusChanges.changedAt));
  }

  /** The player's figures in each match (derived from the log, kept for the player's record). */
  linesOf(playerId: string) {
    return this.db
      .select({ line: matchPlayerLines, opponent: matches.opponent, date: matches.date })
      .from(matchPlayerLines)
      .innerJoin(matches, eq(matches.id, matchPlayerLines.matchId))
      .where(eq(matchPlayerLines.playerId, playerId))
      .orderBy(asc(matches.date));
  }

  async account(userId: string) {
    const [user] = await this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        avatarKey: users.avatarKey,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return null;
    const settings = await this.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, userId));
    const plans = await this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.startDate));
    return { user, settings: settings[0] ?? null, subscriptions: plans };
  }
}
