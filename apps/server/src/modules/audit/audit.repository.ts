import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  competitions,
  matches,
  players,
  trainings,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import type { TeamResource } from '../../lib/team-access';

export interface AuditRow {
  teamId: string;
  actorId: string;
  action: string;
  entity: string;
  entityId: string | null;
  fields: string[];
}

export interface StoredAuditRow {
  id: number;
  at: Date;
  actorId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  fields: string[];
}

/** What a thing of the team is called now, and its date for a match or a training. */
export interface AuditSubject {
  name: string;
  date: Date | string | null;
}

const teamColumnOf = {
  player: { table: players, id: players.id, team: players.teamId },
  match: { table: matches, id: matches.id, team: matches.teamId },
  competition: { table: competitions, id: competitions.id, team: competitions.teamId },
  training: { table: trainings, id: trainings.id, team: trainings.teamId },
} as const;

/** The audit trail's rows (decision 0179): written by the audit plugin, read by the owner. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  /** The team a resource belongs to; null when it does not exist. */
  async teamOf(resource: TeamResource, id: string): Promise<string | null> {
    if (resource === 'team') return id;
    const of = teamColumnOf[resource];
    const [row] = await this.db.select({ teamId: of.team }).from(of.table).where(eq(of.id, id));
    return row?.teamId ?? null;
  }

  async isMember(teamId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return row !== undefined;
  }

  async insert(row: AuditRow): Promise<void> {
    await this.db.insert(auditLog).values(row);
  }

  /** The trail's rows with who wrote them (a deleted account's name is null). */
  private rows() {
    return this.db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorId: auditLog.actorId,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        fields: auditLog.fields,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .$dynamic();
  }

  /** The whole trail of a team, oldest first (its data export). */
  all(teamId: string): Promise<StoredAuditRow[]> {
    return this.rows().where(eq(auditLog.teamId, teamId)).orderBy(asc(auditLog.id));
  }

  /** Newest first, older than the entry `before` when given; `limit` rows at most. */
  page(teamId: string, before: number | null, limit: number): Promise<StoredAuditRow[]> {
    return this.rows()
      .where(
        and(
          eq(auditLog.teamId, teamId),
          before === null
            ? undefined
            : // By the cursor's own time: the (team, at) index serves the page.
              sql`(${auditLog.at}, ${auditLog.id}) < (select a.at, a.id from ${auditLog} a where a.id = ${before})`,
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit);
  }

  /** What the ids of a page name today, among the team's things and the users it names. */
  async subjects(
    teamId: string,
    ids: string[],
    userIds: string[],
  ): Promise<Map<string, AuditSubject>> {
    const found = new Map<string, AuditSubject>();
    if (ids.length > 0) {
      const [p, m, c, t, team] = await Promise.all([
        this.db
          .select({ id: players.id, name: players.name })
          .from(players)
          .where(and(eq(players.teamId, teamId), inArray(players.id, ids))),
        this.db
          .select({ id: matches.id, name: matches.opponent, date: matches.date })
          .from(matches)
          .where(and(eq(matches.teamId, teamId), inArray(matches.id, ids))),
        this.db
          .select({ id: competitions.id, name: competitions.name })
          .from(competitions)
          .where(and(eq(competitions.teamId, teamId), inArray(competitions.id, ids))),
        this.db
          .select({
            id: trainings.id,
            focus: trainings.focus,
            place: trainings.place,
            date: trainings.startsAt,
          })
          .from(trainings)
          .where(and(eq(trainings.teamId, teamId), inArray(trainings.id, ids))),
        this.db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId)),
      ]);
      for (const r of [...p, ...c, ...team]) found.set(r.id, { name: r.name, date: null });
      for (const r of m) found.set(r.id, { name: r.name, date: r.date });
      for (const r of t) found.set(r.id, { name: r.focus || r.place, date: r.date });
    }
    if (userIds.length > 0) {
      const rows = await this.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, userIds));
      for (const r of rows)
        found.set(r.id, { name: `${r.firstName} ${r.lastName}`.trim(), date: null });
    }
    return found;
  }

  /** Deletes the rows written before `cutoff`; how many. */
  async deleteBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(auditLog)
      .where(lt(auditLog.at, cutoff))
      .returning({ id: auditLog.id });
    return rows.length;
  }
}
