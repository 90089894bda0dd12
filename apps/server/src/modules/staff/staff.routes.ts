import {
  isValidId,
  pickLanguage,
  ZChangeMemberRole,
  ZCreateInvitation,
  ZErrorBody,
  ZInvitationAccepted,
  ZInvitationView,
  ZTeamInvitation,
  ZTeamInvitationList,
  ZTeamMember,
  ZTeamMemberList,
} from '@futsal/shared';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { idRouteErrors, ZNoContent } from '../../lib/route-schema';
import { signedIn, signedInSchema, signedInWithId } from '../../lib/route-options';
import type { StaffService } from './staff.service';
import { noteAuditEntry } from '../../lib/audit-fields';

export interface StaffRoutesOptions {
  service: StaffService;
  authenticate: preHandlerAsyncHookHandler;
  /** The web app's origin for the mailed link; the request's own when unset. */
  publicUrl: string | null;
  /** Per IP on the public invitation page and its acceptance; false when disabled by config. */
  rateLimit: RateLimitOptions | false;
}

/** A second id in the path (a member, an invitation): malformed is the 404 of a missing one. */
const second = (value: string): string => {
  if (!isValidId(value)) throw new AppError('NOT_FOUND');
  return value.trim().toLowerCase();
};

const tokenParams = z.object({ token: z.string().describe('The invitation link token') });
const noStore = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

/** Issue 40, decision 0176: a team's staff, its invitations, and accepting one. */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, opts) => {
  const { service, authenticate } = opts;
  const team = signedInWithId(authenticate, 'id', 'TEAM_ID_INVALID');
  const memberParams = z.object({ id: z.string().describe('UUID'), userId: z.string() });
  const invitationParams = z.object({ id: z.string().describe('UUID'), invitationId: z.string() });

  app.get(
    '/teams/:id/members',
    {
      config: { permission: 'team.read' },
      ...team.options,
      schema: {
        tags: ['staff'],
        ...team.schema,
        description: "The team's staff; e-mail addresses only for the owner.",
        response: { 200: ZTeamMemberList, ...idRouteErrors },
      },
    },
    async (req) => service.members(req.teamRole, req.params.id),
  );

  app.put(
    '/teams/:id/members/:userId',
    {
      config: { permission: 'members.manage' },
      ...team.options,
      schema: {
        tags: ['staff'],
        ...team.schema,
        params: memberParams,
        description: "Changes a staff member's role; the owner's is fixed (400 OWNER_ROLE_FIXED).",
        body: ZChangeMemberRole,
        response: { 200: ZTeamMember, 403: ZErrorBody, ...idRouteErrors },
      },
    },
    async (req) =>
      service.changeRole(req.teamRole, req.params.id, second(req.params.userId), req.body.role),
  );

  app.delete(
    '/teams/:id/members/:userId',
    {
      // Every member may leave; removing someone else needs members.manage (checked by the service).
      config: { permission: 'team.read' },
      ...team.options,
      schema: {
        tags: ['staff'],
        ...team.schema,
        params: memberParams,
        description:
          'Removes a staff member (members.manage), or the caller themself (leaving the team). The owner cannot be removed.',
        response: { 204: ZNoContent, 403: ZErrorBody, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      await service.remove(
        requireAuth(req),
        req.teamRole,
        req.params.id,
        second(req.params.userId),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/teams/:id/invitations',
    {
      config: { permission: 'members.manage' },
      ...team.options,
      schema: {
        tags: ['staff'],
        ...team.schema,
        description: 'Pending invitations (not accepted, revoked or expired).',
        response: { 200: ZTeamInvitationList, 403: ZErrorBody, ...idRouteErrors },
      },
    },
    async (req) => service.invitations(req.teamRole, req.params.id),
  );

  app.post(
    '/teams/:id/invitations',
    {
      config: { permission: 'members.manage' },
      ...team.options,
      schema: {
        tags: ['staff'],
        ...team.schema,
        description:
          'Invites an address in a role and mails the link (valid 7 days) in the caller’s language; a pending invitation to the same address is replaced.',
        body: ZCreateInvitation,
        response: {
          201: ZTeamInvitation,
          403: ZErrorBody,
          409: ZErrorBody,
          503: ZErrorBody,
          ...idRouteErrors,
        },
      },
    },
    async (req, reply) => {
      const created = await service.invite(
        requireAuth(req),
        req.teamRole,
        req.params.id,
        req.body,
        {
          origin: opts.publicUrl ?? `${req.protocol}://${req.host}`,
          lang: pickLanguage(req.headers['accept-language']),
        },
      );
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/teams/:id/invitations/:invitationId',
    {
      config: { permission: 'members.manage' },
      ...team.options,
      schema: {
        tags: ['staff'],
        ...team.schema,
        params: invitationParams,
        description: 'Revokes a pending invitation: its link opens nothing any more.',
        response: { 204: ZNoContent, 403: ZErrorBody, ...idRouteErrors },
      },
    },
    async (req, reply) => {
      await service.revoke(req.teamRole, req.params.id, second(req.params.invitationId));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invitations/:token',
    {
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['staff'],
        params: tokenParams,
        description:
          'What an invitation link offers, without signing in. Unknown, expired, revoked and accepted links all answer 400 INVITATION_INVALID.',
        response: { 200: ZInvitationView, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (req, reply) => reply.headers(noStore).send(await service.view(req.params.token)),
  );

  app.post(
    '/invitations/:token/accept',
    {
      ...signedIn(authenticate),
      config: { rateLimit: opts.rateLimit },
      schema: {
        tags: ['staff'],
        ...signedInSchema,
        params: tokenParams,
        description:
          "Joins the team in the invited role, once, when the caller's account address is the invited one (else 403 INVITATION_EMAIL_MISMATCH).",
        response: {
          200: ZInvitationAccepted,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          409: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (req) => {
      const accepted = await service.accept(requireAuth(req), req.params.token);
      // Not a team-scoped path (the token names no team): the trail hears of it from here.
      noteAuditEntry(req, { teamId: accepted.teamId, action: 'accept', entity: 'invitation' });
      return accepted;
    },
  );
};
