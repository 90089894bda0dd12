import { z } from 'zod';
import { STAFF_ROLES, TEAM_ROLES } from '../roles';
import { ZEmail } from './auth';

/**
 * A team's staff and its invitations (issue 40, decision 0176): the members' list, a role
 * change, an invitation by e-mail and its public view by token.
 */

const ZStaffRole = z.enum(STAFF_ROLES, { error: 'validation.staff.role' });

/** One member of a team's staff. `email` only for a caller who manages the staff (the owner). */
export const ZTeamMember = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(TEAM_ROLES),
  since: z.iso.datetime(),
  email: z.string().optional(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;
export const ZTeamMemberList = z.array(ZTeamMember);

/** PUT /teams/:id/members/:userId. */
export const ZChangeMemberRole = z.object({ role: ZStaffRole });
export type TChangeMemberRole = z.infer<typeof ZChangeMemberRole>;

/** POST /teams/:id/invitations. */
export const ZCreateInvitation = z.object({ email: ZEmail, role: ZStaffRole });
export type TCreateInvitation = z.infer<typeof ZCreateInvitation>;

/** A pending invitation as the owner sees it (the token is never shown again: it went by mail). */
export const ZTeamInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type TTeamInvitation = z.infer<typeof ZTeamInvitation>;
export const ZTeamInvitationList = z.array(ZTeamInvitation);

/** GET /invitations/:token (public): what the invited person is shown before accepting. */
export const ZInvitationView = z.object({
  teamName: z.string(),
  role: z.enum(STAFF_ROLES),
  inviterName: z.string(),
  /** The invited address, masked: `an***@club.es`. */
  email: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TInvitationView = z.infer<typeof ZInvitationView>;

/** POST /invitations/:token/accept: the team joined. */
export const ZInvitationAccepted = z.object({ teamId: z.uuid(), role: z.enum(STAFF_ROLES) });
export type TInvitationAccepted = z.infer<typeof ZInvitationAccepted>;

/** What an invitation token looks like: 32 random bytes, base64url (43 characters). */
export const isInvitationToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** `ana@club.es` → `an***@club.es`: enough to recognise one's own address, not to learn one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${email.slice(at)}`;
}
