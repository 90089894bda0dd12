import { createHash, randomBytes } from 'node:crypto';
import {
  can,
  INVITATION_EXPIRY_DAYS,
  isInvitationToken,
  maskEmail,
  type TCreateInvitation,
  type TInvitationAccepted,
  type TInvitationView,
  type TLanguage,
  type TStaffRole,
  type TTeamInvitation,
  type TTeamMember,
  type TTeamRole,
} from '@futsal/shared';
import type { AuthContext } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { invitationMail } from './invitation-mail';
import type { InvitationRow, StaffRepository } from './staff.repository';

const DAY_MS = 86_400_000;

/** Only the SHA-256 of a token is stored: a copy of the table accepts nothing. */
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The caller's role on the team, as the role gate found it; a non-member gets the 404 of a missing team. */
function memberRole(role: TTeamRole | null): TTeamRole {
  if (!role) throw new AppError('NOT_FOUND');
  return role;
}

/**
 * A team's staff (issue 40, decision 0176): the list, role changes, removals and leaving, and
 * invitations by e-mail accepted by the invited address only.
 */
export class StaffService {
  constructor(
    private readonly deps: {
      repo: StaffRepository;
      mailer: Mailer;
      from: string;
      clock: Clock;
      /** The user's cached replies on this instance (their teams list shows the role). */
      forgetReplies: (userId: string) => void;
    },
  ) {}

  async members(teamRole: TTeamRole | null, teamId: string): Promise<TTeamMember[]> {
    const role = memberRole(teamRole);
    const showEmail = can(role, 'members.manage');
    const rows = await this.deps.repo.members(teamId);
    return rows.map((r) => ({
      userId: r.userId,
      firstName: r.firstName,
      lastName: r.lastName,
      role: r.role,
      since: r.since.toISOString(),
      ...(showEmail ? { email: r.email } : {}),
    }));
  }

  async changeRole(
    teamRole: TTeamRole | null,
    teamId: string,
    userId: string,
    role: TStaffRole,
  ): Promise<TTeamMember> {
    memberRole(teamRole);
    const target = await this.deps.repo.member(teamId, userId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.role === 'owner') throw new AppError('OWNER_ROLE_FIXED');
    if (!(await this.deps.repo.changeRole(teamId, userId, role))) throw new AppError('NOT_FOUND');
    this.deps.forgetReplies(userId);
    return {
      userId,
      firstName: target.firstName,
      lastName: target.lastName,
      role,
      since: target.since.toISOString(),
      email: target.email,
    };
  }

  /** Removes a member; anyone may remove themself (leave), the owner neither. */
  async remove(auth: AuthContext, teamRole: TTeamRole | null, teamId: string, userId: string) {
    const role = memberRole(teamRole);
    if (userId !== auth.userId && !can(role, 'members.manage'))
      throw new AppError('ROLE_FORBIDDEN');
    const target = await this.deps.repo.member(teamId, userId);
    if (!target) throw new AppError('NOT_FOUND');
    if (target.role === 'owner') throw new AppError('OWNER_ROLE_FIXED');
    if (!(await this.deps.repo.remove(teamId, userId))) throw new AppError('NOT_FOUND');
    this.deps.forgetReplies(userId);
  }

  async invitations(teamRole: TTeamRole | null, teamId: string): Promise<TTeamInvitation[]> {
    memberRole(teamRole);
    const rows = await this.deps.repo.pendingInvitations(teamId, this.deps.clock.now());
    return rows.map(presentInvitation);
  }

  /**
   * Invites an address in a role: a pending invitation to it is replaced, the link is mailed at
   * once in the inviter's language (the token exists only in that mail). A mail that cannot be
   * sent leaves no invitation behind (503, the owner tries again).
   */
  async invite(
    auth: AuthContext,
    teamRole: TTeamRole | null,
    teamId: string,
    input: TCreateInvitation,
    opts: { origin: string; lang: TLanguage },
  ): Promise<TTeamInvitation> {
    memberRole(teamRole);
    const { repo, clock, mailer } = this.deps;
    if (await repo.isMemberEmail(teamId, input.email)) throw new AppError('MEMBER_EXISTS');
    const [teamName, inviter] = await Promise.all([repo.teamName(teamId), repo.user(auth.userId)]);
    if (!teamName || !inviter) throw new AppError('NOT_FOUND');
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const id = await repo.invite({
      teamId,
      email: input.email,
      role: input.role,
      tokenHash: hashInvitationToken(token),
      invitedBy: auth.userId,
      now,
      expiresAt: new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS),
    });
    const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim();
    try {
      await mailer.send(
        invitationMail({
          invitationId: id,
          to: input.email,
          from: this.deps.from,
          lang: opts.lang,
          teamName,
          inviterName,
          role: input.role,
          // The address rides along so the sign-up form can be prefilled; it is the recipient's own.
          url: `${opts.origin}/invitations/${token}?email=${encodeURIComponent(input.email)}`,
        }),
      );
    } catch (err) {
      await repo.dropInvitation(id);
      throw new AppError('SERVICE_UNAVAILABLE', { cause: err });
    }
    const row = await repo.invitation(teamId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentInvitation(row);
  }

  async revoke(teamRole: TTeamRole | null, teamId: string, invitationId: string): Promise<void> {
    memberRole(teamRole);
    if (!(await this.deps.repo.revoke(teamId, invitationId, this.deps.clock.now())))
      throw new AppError('NOT_FOUND');
  }

  /** The public page of a link: unknown, expired, revoked and accepted all answer alike. */
  async view(token: string): Promise<TInvitationView> {
    const target = isInvitationToken(token)
      ? await this.deps.repo.pendingByHash(hashInvitationToken(token), this.deps.clock.now())
      : null;
    if (!target) throw new AppError('INVITATION_INVALID');
    return {
      teamName: target.teamName,
      role: target.role,
      inviterName: target.inviterName,
      email: maskEmail(target.email),
      expiresAt: target.expiresAt.toISOString(),
    };
  }

  /** Joins the team in the invited role, once, when the account's address is the invited one. */
  async accept(auth: AuthContext, token: string): Promise<TInvitationAccepted> {
    if (!isInvitationToken(token)) throw new AppError('INVITATION_INVALID');
    const user = await this.deps.repo.user(auth.userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const result = await this.deps.repo.accept(
      hashInvitationToken(token),
      { id: auth.userId, email: user.email },
      this.deps.clock.now(),
    );
    if (!result.ok) {
      if (result.reason === 'mismatch') throw new AppError('INVITATION_EMAIL_MISMATCH');
      if (result.reason === 'member') throw new AppError('MEMBER_EXISTS');
      throw new AppError('INVITATION_INVALID');
    }
    this.deps.forgetReplies(auth.userId);
    return { teamId: result.teamId, role: result.role };
  }
}

function presentInvitation(row: InvitationRow): TTeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
