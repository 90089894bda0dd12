import {
  can,
  formatMessage,
  MEDICAL_EDIT_FIELDS,
  type TLanguage,
  type TPlayer,
  type TTeamRole,
  type ZCreatePlayerRequest,
  type ZUpdatePlayerRequest,
} from '@futsal/shared';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/client';
import type { TPlayerRow } from '../../db/schema';
import type { AuthContext } from '../../lib/auth';
import { AppError, orNotFound } from '../../lib/errors';
import { planLimit, planLimitError } from '../../lib/plan-limits';
import type { TeamsRepository } from '../teams';
import type { CachedReplies } from '../../lib/session-cache';
import { presentPlayer } from './players.presenter';
import type { PlayersRepository, PlayerValues } from './players.repository';

export type CreatePlayerInput = z.output<typeof ZCreatePlayerRequest>;
export type UpdatePlayerInput = z.output<typeof ZUpdatePlayerRequest>;

/** The request's fields as columns; `undefined` means "not sent" and is left out. */
export function toPatch(input: UpdatePlayerInput): Partial<PlayerValues> {
  const patch: Partial<PlayerValues> = {
    name: input.name,
    number: input.number,
    primaryPosition: input.positions?.primary,
    secondaryPosition: input.positions ? (input.positions.secondary ?? null) : undefined,
    preferredFoot: input.preferredFoot,
    status: input.status,
    isActive: input.isActive,
    dateOfBirth: input.dateOfBirth,
    height: input.height,
    weight: input.weight,
    joinedDate: input.joinedDate,
    phone: input.phone,
    address: input.address,
    // The column holds text, never null: a cleared document is stored as "" (decision 0119).
    nationalId: input.nationalId === null ? '' : input.nationalId,
    email: input.email,
    // Nested objects are replaced whole: the form always sends all of their fields.
    emergencyContact: input.emergencyContact,
    medicalInfo: input.medicalInfo,
  };
  return Object.fromEntries(
    Object.entries(patch).filter(([, v]) => v !== undefined),
  ) as Partial<PlayerValues>;
}

/** A new player's columns: what was left out takes spec §3's defaults (decision 0119). */
export function toValues(input: CreatePlayerInput): PlayerValues {
  const patch = toPatch(input);
  return {
    name: input.name,
    number: input.number,
    primaryPosition: input.positions?.primary ?? 'winger',
    secondaryPosition: input.positions?.secondary ?? null,
    preferredFoot: input.preferredFoot ?? 'right',
    status: input.status ?? 'available',
    isActive: input.isActive ?? true,
    dateOfBirth: patch.dateOfBirth ?? null,
    height: patch.height ?? null,
    weight: patch.weight ?? null,
    joinedDate: patch.joinedDate ?? null,
    phone: patch.phone ?? null,
    address: patch.address ?? null,
    nationalId: patch.nationalId ?? '',
    email: patch.email ?? null,
    emergencyContact: patch.emergencyContact ?? null,
    medicalInfo: patch.medicalInfo ?? null,
  };
}

export class PlayersService {
  constructor(
    private readonly deps: {
      repo: PlayersRepository;
      teams: TeamsRepository;
      replies: CachedReplies;
    },
  ) {}

  /** Players of one of the caller's teams, by number. */
  async listByTeam(auth: AuthContext, teamId: string): Promise<TPlayerRow[]> {
    return orNotFound(await this.deps.repo.listOfOwnedTeam(teamId, auth.userId));
  }

  /**
   * The team's players as `role` may see them, as sent, `serialize` being the route's: from
   * this instance's cache while none changed. Another user's team is 404, thrown before
   * anything is stored; the key starts with the caller's id and names the role the gate read
   * on this request, so a list redacted for one role is never served after a change of role
   * (decision 0178).
   */
  async listReply(
    auth: AuthContext,
    teamId: string,
    role: TTeamRole,
    serialize: (players: TPlayer[]) => string,
  ): Promise<string> {
    return this.deps.replies(auth.userId, `players ${teamId} ${role}`, async () =>
      serialize((await this.listByTeam(auth, teamId)).map((row) => presentPlayer(row, role))),
    );
  }

  async get(auth: AuthContext, id: string): Promise<TPlayerRow> {
    return orNotFound(await this.deps.repo.findOwned(id, auth.userId));
  }

  async create(auth: AuthContext, teamId: string, input: CreatePlayerInput): Promise<TPlayerRow> {
    await this.ownedTeam(auth, teamId);
    const { repo } = this.deps;
    // Friendly pre-check; the unique index (team_id, number) settles a race.
    if (await repo.isNumberTaken(teamId, input.number)) throw new AppError('PLAYER_NUMBER_TAKEN');
    const outcome = await this.numberUnique(() =>
      repo.insertWithinLimit(teamId, auth.userId, toValues(input), (plan) =>
        planLimit(plan, 'players'),
      ),
    );
    if (!outcome.ok) throw planLimitError(outcome.plan, 'players', outcome.limit);
    // Its first status may have begun before (an injured signing): its only row, so no order.
    if (input.statusSince) await repo.dateStatus(outcome.row.id, input.statusSince);
    return outcome.row;
  }

  /**
   * A role that may edit only the medical part (`player.medical.edit` without `player.edit`)
   * sends only `MEDICAL_EDIT_FIELDS`: any other field is 403 ROLE_FORBIDDEN naming each one,
   * and nothing is stored, rather than a silent drop of what the caller asked for (decision 0178).
   */
  async update(
    auth: AuthContext,
    id: string,
    input: UpdatePlayerInput,
    role: TTeamRole,
  ): Promise<TPlayerRow> {
    if (!can(role, 'player.edit')) {
      const allowed: readonly string[] = MEDICAL_EDIT_FIELDS;
      const refused = Object.entries(input)
        .filter(([field, value]) => value !== undefined && !allowed.includes(field))
        .map(([field]) => ({ path: field, key: 'validation.player.medicalRoleFields' }));
      if (refused.length > 0) throw new AppError('ROLE_FORBIDDEN', { pendingDetails: refused });
    }
    const current = await this.get(auth, id);
    const { repo } = this.deps;
    if (input.number !== undefined && input.number !== current.number) {
      if (await repo.isNumberTaken(current.teamId, input.number, current.id))
        throw new AppError('PLAYER_NUMBER_TAKEN');
    }
    const row = await this.numberUnique(() =>
      repo.update(current.id, toPatch(input), input.statusSince),
    );
    if (row === 'order')
      throw new AppError('VALIDATION_ERROR', {
        pendingDetails: [{ path: 'statusSince', key: 'validation.player.statusSinceOrder' }],
      });
    return orNotFound(row);
  }

  /**
   * Erases the player (decision 0171): their personal and medical data go, their match figures
   * stay under an anonymous label in `lang` ("Jugador #7 (eliminado)"). A second call is 404.
   */
  async remove(auth: AuthContext, id: string, lang: TLanguage): Promise<void> {
    const current = await this.get(auth, id);
    const label = formatMessage(lang, 'labels.erasedPlayer', { number: current.number });
    if (!(await this.deps.repo.erase(current.id, label))) throw new AppError('NOT_FOUND');
  }

  private async ownedTeam(auth: AuthContext, teamId: string): Promise<void> {
    orNotFound(await this.deps.teams.findOwned(teamId, auth.userId));
  }

  private async numberUnique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('PLAYER_NUMBER_TAKEN', { cause: err });
      throw err;
    }
  }
}
