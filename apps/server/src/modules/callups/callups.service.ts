import type { TCallupKind, TCallupView, ZAttendanceRequest, ZCallupRequest } from '@futsal/shared';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/auth';
import type { CapabilityTokens } from '../../lib/capability-tokens';
import { AppError, orNotFound, type PendingDetail } from '../../lib/errors';
import { maxPlayersOf, presentCallup } from './callups.presenter';
import type { CallupEvent, CallupsRepository, SquadPlayer } from './callups.repository';

type CallupInput = z.output<typeof ZCallupRequest>;
type AttendanceInput = z.output<typeof ZAttendanceRequest>;

const UNAVAILABLE_KEY = {
  injured: 'validation.lineup.playerInjured',
  suspended: 'validation.lineup.playerSuspended',
  inactive: 'validation.lineup.playerInactive',
} as const;

function blockedBy(
  p: SquadPlayer,
  suspended: ReadonlyMap<string, unknown>,
): keyof typeof UNAVAILABLE_KEY | null {
  if (!p.isActive) return 'inactive';
  // Suspended for this match by the competition's cards (decision 0165).
  if (suspended.has(p.id)) return 'suspended';
  return p.status === 'injured' || p.status === 'suspended' || p.status === 'inactive'
    ? p.status
    : null;
}

const label = (p: SquadPlayer) => `${p.name} (${p.number})`;

/** Call-ups for matches and trainings, and the attendance afterwards (issue 39). */
export class CallupsService {
  constructor(private readonly deps: { repo: CallupsRepository; tokens: CapabilityTokens }) {}

  async view(auth: AuthContext, kind: TCallupKind, id: string): Promise<TCallupView> {
    const event = await this.event(auth, kind, id);
    return this.present(event);
  }

  /**
   * The call-up as sent: players of the team only (400 PLAYER_NOT_IN_TEAM), at
   * most 14 for a match, and an injured, suspended or inactive player only with
   * the coach's reason (400 PLAYER_UNAVAILABLE, each detail naming the player).
   */
  async replace(
    auth: AuthContext,
    kind: TCallupKind,
    id: string,
    input: CallupInput,
  ): Promise<TCallupView> {
    const event = await this.event(auth, kind, id);
    const squad = new Map((await this.deps.repo.squad(event.teamId)).map((p) => [p.id, p]));
    const suspended = await this.deps.repo.suspended(event);
    const foreign = input.players
      .map((p, i) => ({ p, path: `players.${i}.playerId` }))
      .filter(({ p }) => !squad.has(p.playerId));
    if (foreign.length > 0) {
      throw new AppError('PLAYER_NOT_IN_TEAM', {
        pendingDetails: foreign.map(({ path }) => ({
          path,
          key: 'validation.lineup.playerNotInTeam',
        })),
      });
    }
    const max = maxPlayersOf(event);
    if (input.players.length > max) {
      throw new AppError('VALIDATION_ERROR', {
        pendingDetails: [{ path: 'players', key: 'validation.callup.max', params: { max } }],
      });
    }
    const blocked: PendingDetail[] = [];
    input.players.forEach((p, i) => {
      const player = squad.get(p.playerId);
      const why = player ? blockedBy(player, suspended) : null;
      if (player && why && !p.override) {
        blocked.push({
          path: `players.${i}.override`,
          key: UNAVAILABLE_KEY[why],
          params: { name: label(player) },
        });
      }
    });
    if (blocked.length > 0) throw new AppError('PLAYER_UNAVAILABLE', { pendingDetails: blocked });
    await this.deps.repo.replace(
      event,
      input.players.map((p) => {
        const player = squad.get(p.playerId);
        // An override is kept only where it was needed.
        const needed = player ? blockedBy(player, suspended) !== null : false;
        return {
          playerId: p.playerId,
          override: needed ? (p.override ?? '') : '',
          link: this.deps.tokens.issue(),
        };
      }),
    );
    return this.present(event);
  }

  /** Attendance of called-up players; anyone else is 400 with the player named. */
  async attendance(
    auth: AuthContext,
    kind: TCallupKind,
    id: string,
    input: AttendanceInput,
  ): Promise<TCallupView> {
    const event = await this.event(auth, kind, id);
    const view = await this.present(event);
    const called = new Map(view.players.filter((p) => p.calledUp).map((p) => [p.playerId, p]));
    const squad = new Map(view.players.map((p) => [p.playerId, p]));
    const outside = input.entries
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => !called.has(e.playerId));
    if (outside.length > 0) {
      throw new AppError('VALIDATION_ERROR', {
        pendingDetails: outside.map(({ e, i }) => {
          const p = squad.get(e.playerId);
          return {
            path: `entries.${i}.playerId`,
            key: 'validation.callup.notCalledUp',
            params: { name: p ? `${p.name} (${p.number})` : e.playerId },
          };
        }),
      });
    }
    await this.deps.repo.setAttendance(
      event,
      input.entries.map((e) => ({
        playerId: e.playerId,
        attendance: e.attendance,
        // A reason only says why someone was absent or late.
        reason: e.attendance && e.attendance !== 'present' ? (e.reason ?? '') : '',
      })),
    );
    return this.present(event);
  }

  /** One of the owner's events (404 otherwise), for the answer links. */
  async event(auth: AuthContext, kind: TCallupKind, id: string): Promise<CallupEvent> {
    return orNotFound(await this.deps.repo.findOwnedEvent(kind, id, auth.userId));
  }

  async present(event: CallupEvent): Promise<TCallupView> {
    const [squad, rows, suspended] = await Promise.all([
      this.deps.repo.squad(event.teamId),
      this.deps.repo.list(event),
      this.deps.repo.suspended(event),
    ]);
    return presentCallup(event, squad, rows, suspended, (nonce) => this.deps.tokens.pathOf(nonce));
  }
}
