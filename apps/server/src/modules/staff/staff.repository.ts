import type { TStaffRole, TTeamRole } from '@futsal/shared';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamInvitations, teamMembers, teams, users } from '../../db/schema';

export interface MemberRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: TTeamRole;
  since: Date;
}

export interface InvitationRow {
  id: string;
  teamId: string;
  email: string;
  role: TStaffRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** A pending invitation with what its public page shows. */
export interface InvitationTarget extends InvitationRow {
  teamName: string;
  inviterName: string;
}

const ROLE_ORDER = sql`array_position(array['owner','coach','assistant','analyst','medical'], ${teamMembers.role})`;

const invitationColumns = {
  id: teamInvitations.id,
  teamId: teamInvitations.teamId,
  email: teamInvitations.email,
  role: sql<TStaffRole>`${teamInvitations.role}`,
  invitedBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  createdAt: teamInvitations.createdAt,
  expiresAt: teamInvitations.expiresAt,
};

/** Open: neither accepted nor revoked, and not expired at `now`. */
const pending = (now: Date) =>
  and(
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
    gt(teamInvitations.expiresAt, now),
  );

/** A team's staff and invitations (decision 0176). */
export class StaffRepository {
  constructor(private readonly db: Db) {}

  async members(teamId: string): Promise<MemberRow[]> {
    return this.db
      .select({
        userId: teamMembers.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: teamMembers.role,
        since: teamMembers.createdAt,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, teamId))
      .orderBy(ROLE_ORDER, asc(users.firstName), asc(users.lastName));
  }

  async member(teamId: string, userId: string): Promise<MemberRow | null> {
    const rows = await this.members(teamId);
    return rows.find((r) => r.userId === userId) ?? null;
  }

  /**
   * Changes a staff member's role (never the owner's); false when not one. The table's trigger
   * announces it (migration 0032): open streams and cached replies hear it on every instance.
   */
  async changeRole(teamId: string, userId: string, role: TStaffRole): Promise<boolean> {
    const rows = await this.db
      .update(teamMembers)
      .set({ role })
      .where(staffRow(teamId, userId))
      .returning({ userId: teamMembers.userId });
    return rows.length > 0;
  }

  /** Removes a staff member (never the owner); false when not one. The trigger announces it. */
  async remove(teamId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(teamMembers)
      .where(staffRow(teamId, userId))
      .returning({ userId: teamMembers.userId });
    return rows.length > 0;
  }

  async isMemberEmail(teamId: string, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), eq(users.emailLower, email.toLowerCase())))
      .limit(1);
    return !!row;
  }

  async pendingInvitations(teamId: string, now: Date): Promise<InvitationRow[]> {
    return this.db
      .select(invitationColumns)
      .from(teamInvitations)
      .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
      .where(and(eq(teamInvitations.teamId, teamId), pending(now)))
      .orderBy(asc(teamInvitations.createdAt));
  }

  /** A new invitation; a pending one to the same address on the team is revoked first. */
  async invite(input: {
    teamId: string;
    email: string;
    role: TStaffRole;
    tokenHash: string;
    invitedBy: string;
    now: Date;
    expiresAt: Date;
  }): Promise<string> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(teamInvitations)
        .set({ revokedAt: input.now })
        .where(
          and(
            eq(teamInvitations.teamId, input.teamId),
            sql`lower(${teamInvitations.email}) = ${input.email.toLowerCase()}`,
            pending(input.now),
          ),
        );
      const [row] = await tx
        .insert(teamInvitations)
        .values({
          teamId: input.teamId,
          email: input.email,
          role: input.role,
          tokenHash: input.tokenHash,
          invitedBy: input.invitedBy,
          expiresAt: input.expiresAt,
          createdAt: input.now,
        })
        .returning({ id: teamInvitations.id });
      if (!row) throw new Error('invitation not inserted');
      return row.id;
    });
  }

  /** An invitation whose mail could not be sent goes: the owner tries again. */
  async dropInvitation(id: string): Promise<void> {
    await this.db.delete(teamInvitations).where(eq(teamInvitations.id, id));
  }

  async invitation(teamId: string, id: string): Promise<InvitationRow | null> {
    const [row] = await this.db
      .select(invitationColumns)
      .from(teamInvitations)
      .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.id, id)));
    return row ?? null;
  }

  /** Revokes a pending invitation; false when there is none by that id on the team. */
  async revoke(teamId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.id, id), pending(now)))
      .returning({ id: teamInvitations.id });
    return rows.length > 0;
  }

  async teamName(teamId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: teams.name })
      .from(teams)
      .where(eq(teams.id, teamId));
    return row?.name ?? null;
  }

  async user(id: string): Promise<{ firstName: string; lastName: string; email: string } | null> {
    const [row] = await this.db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, id));
    return row ?? null;
  }

  /** The pending invitation a token's hash names, with its team's and inviter's names. */
  async pendingByHash(tokenHash: string, now: Date): Promise<InvitationTarget | null> {
    const [row] = await this.db
      .select({ ...invitationColumns, teamName: teams.name })
      .from(teamInvitations)
      .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
      .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
      .where(and(eq(teamInvitations.tokenHash, tokenHash), pending(now)));
    return row ? { ...row, inviterName: row.invitedBy ?? '' } : null;
  }

  /**
   * Accepts a pending invitation for `userId` in one transaction: the row is locked and read
   * again, marked accepted, and the membership added. `invalid` when it is no longer pending,
   * `mismatch` when the account's address is not the invited one, `member` when already on the team.
   */
  async accept(
    tokenHash: string,
    user: { id: string; email: string },
    now: Date,
  ): Promise<
    | { ok: true; teamId: string; role: TStaffRole }
    | { ok: false; reason: 'invalid' | 'mismatch' | 'member' }
  > {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: teamInvitations.id,
          teamId: teamInvitations.teamId,
          email: teamInvitations.email,
          role: sql<TStaffRole>`${teamInvitations.role}`,
        })
        .from(teamInvitations)
        .where(and(eq(teamInvitations.tokenHash, tokenHash), pending(now)))
        .for('update');
      if (!row) return { ok: false, reason: 'invalid' };
      if (row.email.toLowerCase() !== user.email.toLowerCase())
        return { ok: false, reason: 'mismatch' };
      const added = await tx
        .insert(teamMembers)
        .values({ teamId: row.teamId, userId: user.id, role: row.role, createdAt: now })
        .onConflictDoNothing()
        .returning({ userId: teamMembers.userId });
      if (added.length === 0) return { ok: false, reason: 'member' };
      await tx
        .update(teamInvitations)
        .set({ acceptedAt: now })
        .where(eq(teamInvitations.id, row.id));
      return { ok: true, teamId: row.teamId, role: row.role };
    });
  }
}

/** A team's member other than its owner (whose row no staff change touches). */
function staffRow(teamId: string, userId: string) {
  return and(
    eq(teamMembers.teamId, teamId),
    eq(teamMembers.userId, userId),
    sql`${teamMembers.role} <> 'owner'`,
  );
}
