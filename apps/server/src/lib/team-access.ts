import { can, isValidId, type TPermission, type TTeamRole } from '@futsal/shared';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { competitions, matches, players, teamMembers, trainings } from '../db/schema';
import { AppError } from './errors';

/**
 * Access to a team's resources by membership (issue 40, decision 0175).
 *
 * - Repositories find a resource when the caller is a member of its team
 *   (`isMember`), in any role: a non-member gets exactly the 404 of an id that
 *   does not exist.
 * - Every team-scoped route declares the permission it needs
 *   (`config: { permission }`); a hook resolves the caller's role on the team
 *   the path names and answers 403 ROLE_FORBIDDEN when the role lacks it. The
 *   role is left on `req.teamRole` for presenters that blank what it may not see.
 */

/** SQL: the user is a member of the team, in any role. */
export function isMember(teamId: AnyPgColumn | SQL, userId: string | SQL | Placeholder): SQL {
  return sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teamId} and ${teamMembers.userId} = ${userId})`;
}

export type TeamResource = 'team' | 'player' | 'match' | 'competition' | 'training';

/** The resource a path parameter names: `teamId` → team; `id` after its segment (`/players/:id`). */
export function resourceOfParam(path: string, param: string): string {
  if (param !== 'id') return param.replace(/Id$/, '');
  const segments = path.split('/');
  const at = segments.findIndex((s) => s === ':id' || s === '{id}');
  const before = segments[at - 1] ?? '';
  return before
    .replace(/ies$/, 'y')
    .replace(/(ch|sh|x)es$/, '$1')
    .replace(/s$/, '');
}

const RESOURCES: Record<string, TeamResource> = {
  team: 'team',
  player: 'player',
  match: 'match',
  competition: 'competition',
  tournament: 'competition',
  training: 'training',
};

/** The first path parameter of a route that names a team's resource, if any. */
export function teamParamOf(path: string): { param: string; resource: TeamResource } | null {
  for (const match of path.matchAll(/[:{]([A-Za-z]+)\}?/g)) {
    const param = match[1] ?? '';
    const resource = RESOURCES[resourceOfParam(path, param)];
    if (resource) return { param, resource };
  }
  return null;
}

const teamColumnOf = {
  player: { table: players, id: players.id, team: players.teamId },
  match: { table: matches, id: matches.id, team: matches.teamId },
  competition: { table: competitions, id: competitions.id, team: competitions.teamId },
  training: { table: trainings, id: trainings.id, team: trainings.teamId },
} as const;

/** The caller's role on the team of a resource; null when not a member or no such resource. */
export async function roleOn(
  db: Db,
  resource: TeamResource,
  id: string,
  userId: string,
): Promise<TTeamRole | null> {
  if (resource === 'team') {
    const [row] = await db
      .select({ role: teamMembers.role })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, id), eq(teamMembers.userId, userId)));
    return row?.role ?? null;
  }
  const of = teamColumnOf[resource];
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(of.table)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, of.team), eq(teamMembers.userId, userId)))
    .where(eq(of.id, id));
  return row?.role ?? null;
}

/** The caller's role on a team (by the team's id); null when not a member. */
export function roleOnTeam(db: Db, teamId: string, userId: string): Promise<TTeamRole | null> {
  return roleOn(db, 'team', teamId, userId);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a team-scoped route needs of the caller's role (lib/team-access.ts). */
    permission?: TPermission;
  }
  interface FastifyRequest {
    /** The caller's role on the team the path names, once the role gate ran; null otherwise. */
    teamRole: TTeamRole | null;
  }
}

/** The role the gate found; the owner's on routes that are not team-scoped (their own account). */
export function roleOf(req: FastifyRequest): TTeamRole {
  return req.teamRole ?? 'owner';
}

/** What the role gate keeps of a user's roles: the session cache's replies (decision 0064). */
export interface RoleMemory {
  reply(userId: string, slot: string, build: () => Promise<string>): Promise<string>;
}

/**
 * The role gate, for every route that declares a permission: after auth and
 * the id checks (both in onRequest), before the body is validated, so that a
 * role without the permission is refused alike whatever it sends (decision
 * 0177). A caller who is not a member passes on, to the route's own 404.
 *
 * A user's role on a team, for a team's own routes (the most read: its squad,
 * its page), is kept with the user's cached replies: `team_members`' trigger
 * announces every change of the user's memberships (`data:<user id>`,
 * migration 0032), which forgets them on every instance, and nothing is kept
 * while those announcements cannot be heard. Measured (`BENCH_ONLY=clubData
 * BENCH_DB=postgres npm run bench`): without it the squad list fell from 0.60
 * to 0.22 of the bare route, under issue 36's 0.35 floor. The repositories
 * still find a resource only for a member, whatever the gate read.
 */
export function installRoleGate(app: FastifyInstance, db: Db, memory?: RoleMemory): void {
  app.decorateRequest('teamRole', null);
  app.addHook('preValidation', async (req) => {
    const permission = req.routeOptions.config.permission;
    if (!permission || !req.auth) return;
    const target = teamParamOf(req.routeOptions.url ?? '');
    if (!target) return;
    const id = (req.params as Record<string, string | undefined>)[target.param];
    // An id no route check made a UUID is the route's own 400 or 404 to give.
    if (!isValidId(id)) return;
    const { userId } = req.auth;
    const role =
      target.resource === 'team' && memory
        ? ((await memory.reply(
            userId,
            `role ${id.toLowerCase()}`,
            async () => (await roleOn(db, 'team', id, userId)) ?? '',
          )) as TTeamRole | '') || null
        : await roleOn(db, target.resource, id, userId);
    if (role === null) return;
    if (!can(role, permission)) throw new AppError('ROLE_FORBIDDEN');
    req.teamRole = role;
  });
}
