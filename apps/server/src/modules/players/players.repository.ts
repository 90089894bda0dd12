import type { TPlan } from '@futsal/shared';
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { decryptText, encryptText, keyIdOf, type MedicalKeyring } from '../../lib/medical-crypto';
import {
  eventCallups,
  players,
  playerStatusChanges,
  teams,
  type TPlayerRow,
} from '../../db/schema';
import { TeamsRepository, type InsertOutcome } from '../teams';
import { isMember } from '../../lib/team-access';

export type PlayerValues = Omit<
  TPlayerRow,
  'id' | 'teamId' | 'createdAt' | 'updatedAt' | 'erasedAt'
>;

/** The squad: players not erased (decision 0171). Erased rows stay only for the match figures. */
const inSquad = isNull(players.erasedAt);

/** What an import writes, decided from the team's players as they are under the lock. */
export interface ImportWrites {
  failed: boolean;
  creates: PlayerValues[];
  updates: { id: string; patch: Partial<PlayerValues> }[];
}

export type ImportOutcome<D extends ImportWrites> =
  | { kind: 'invalid'; decision: D }
  | { kind: 'limit'; decision: D; plan: TPlan | null; limit: number }
  | { kind: 'stored'; decision: D; created: TPlayerRow[] };

/** Prepared once per database handle (statements are per connection pool, not per transaction). */
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return {
    // From the team, so an owned team without players (one row, no player) differs from a missing one (no row).
    ownedTeamPlayers: db
      .select({ teamId: teams.id, player: players })
      .from(teams)
      .leftJoin(players, and(eq(players.teamId, teams.id), inSquad))
      .where(
        and(
          eq(teams.id, sql.placeholder('teamId')),
          isMember(teams.id, sql.placeholder('ownerId')),
        ),
      )
      .orderBy(asc(players.number))
      .prepare('players_of_owned_team'),
  };
}

export class PlayersRepository {
  constructor(private readonly db: Db) {}

  private get statements() {
    let found = prepared.get(this.db);
    if (!found) {
      found = prepare(this.db);
      prepared.set(this.db, found);
    }
    return found;
  }

  /** Players of the owner's team by number, in one statement; null when the team is not the owner's. */
  async listOfOwnedTeam(teamId: string, ownerId: string): Promise<TPlayerRow[] | null> {
    const rows = await this.statements.ownedTeamPlayers.execute({ teamId, ownerId });
    if (rows.length === 0) return null;
    return rows.flatMap((r) => (r.player ? [r.player] : []));
  }

  async listByTeam(teamId: string): Promise<TPlayerRow[]> {
    return this.db
      .select()
      .from(players)
      .where(and(eq(players.teamId, teamId), inSquad))
      .orderBy(asc(players.number));
  }

  /** A player of one of the owner's teams. */
  async findOwned(id: string, ownerId: string): Promise<TPlayerRow | null> {
    const [row] = await this.db
      .select({ player: players })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .where(and(eq(players.id, id), isMember(teams.id, ownerId), inSquad))
      .limit(1);
    return row?.player ?? null;
  }

  async isNumberTaken(teamId: string, number: number, exceptPlayerId?: string): Promise<boolean> {
    const conditions = [eq(players.teamId, teamId), eq(players.number, number), inSquad];
    if (exceptPlayerId) conditions.push(ne(players.id, exceptPlayerId));
    const [row] = await this.db
      .select({ id: players.id })
      .from(players)
      .where(and(...conditions))
      .limit(1);
    return row !== undefined;
  }

  async countByTeam(teamId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(players)
      .where(and(eq(players.teamId, teamId), inSquad));
    return row?.n ?? 0;
  }

  /**
   * Inserts the player unless the team is full under its owner's plan. The team
   * row is locked so two concurrent additions cannot both pass the count.
   */
  async insertWithinLimit(
    teamId: string,
    ownerId: string,
    values: PlayerValues,
    limitOf: (plan: TPlan | null) => number | null,
  ): Promise<InsertOutcome<TPlayerRow>> {
    return this.db.transaction(async (tx) => {
      const payer = await lockTeamPayer(tx, teamId, ownerId);
      const plan = await new TeamsRepository(tx).limitPlan(payer);
      const limit = limitOf(plan);
      if (limit !== null && (await new PlayersRepository(tx).countByTeam(teamId)) >= limit) {
        return { ok: false, plan, limit };
      }
      const [row] = await tx
        .insert(players)
        .values({ ...values, teamId })
        .returning();
      if (!row) throw new Error('insert returned no player');
      return { ok: true, row };
    });
  }

  /**
   * An import in one transaction (decision 0116): under the team's row lock, `decide` reads the
   * team's players and says what to write. Nothing is written when a row failed, or when the new
   * players would take the team past its plan's limit (updates alone never do).
   */
  async importWithinLimit<D extends ImportWrites>(
    teamId: string,
    ownerId: string,
    decide: (team: TPlayerRow[]) => D,
    limitOf: (plan: TPlan | null) => number | null,
  ): Promise<ImportOutcome<D>> {
    return this.db.transaction(async (tx) => {
      const payer = await lockTeamPayer(tx, teamId, ownerId);
      const team = await new PlayersRepository(tx).listByTeam(teamId);
      const decision = decide(team);
      if (decision.failed) return { kind: 'invalid', decision };
      const { creates, updates } = decision;
      if (creates.length > 0) {
        const plan = await new TeamsRepository(tx).limitPlan(payer);
        const limit = limitOf(plan);
        if (limit !== null && team.length + creates.length > limit)
          return { kind: 'limit', decision, plan, limit };
      }
      const now = new Date();
      for (const { id, patch } of updates)
        await tx
          .update(players)
          .set({ ...patch, updatedAt: now })
          .where(and(eq(players.id, id), eq(players.teamId, teamId)));
      const created =
        creates.length > 0
          ? await tx
              .insert(players)
              .values(creates.map((values) => ({ ...values, teamId })))
              .returning()
          : [];
      return { kind: 'stored', decision, created };
    });
  }

  /** Dates the player's latest status from `day` (see datePlayerStatus). */
  async dateStatus(id: string, day: string): Promise<void> {
    await this.db.transaction((tx) => datePlayerStatus(tx, id, day));
  }

  /**
   * Writes the patch; with `statusSince`, the player's latest status (the one just set, or the
   * one they had) dates from that day instead (decision 0188), in the same transaction. A day
   * not after the change before it answers `'order'` and writes nothing.
   */
  async update(
    id: string,
    patch: Partial<PlayerValues>,
    statusSince?: string | null,
  ): Promise<TPlayerRow | null | 'order'> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(players)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(players.id, id))
          .returning();
        if (row && statusSince) await datePlayerStatus(tx, id, statusSince);
        return row ?? null;
      });
    } catch (err) {
      if (err instanceof StatusOrderError) return 'order';
      throw err;
    }
  }

  /**
   * Seals medical values not sealed with the current key (decision 0173): plain JSON written
   * before the encryption, or a previous key's ciphertext after a rotation. Each row is updated
   * only if its value is still the one read, so two instances starting together do no harm.
   * Returns how many rows it re-encrypted.
   */
  async resealMedical(ring: MedicalKeyring, batch = 200): Promise<number> {
    let done = 0;
    for (;;) {
      const result = await this.db.execute(sql`
        select id, medical_info as stored from ${players}
        where medical_info is not null and medical_info not like ${`${ring.current.id}:%`}
        limit ${batch}`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        id: string;
        stored: string;
      }[];
      if (rows.length === 0) return done;
      for (const { id, stored } of rows) {
        const plain = keyIdOf(stored) ? decryptText(ring, stored) : stored;
        await this.db.execute(sql`
          update ${players} set medical_info = ${encryptText(ring, plain)}
          where id = ${id} and medical_info = ${stored}`);
        done += 1;
      }
    }
  }

  /**
   * Erases a player (decision 0171): every personal and medical field is cleared and the
   * callups (with their answers and notes) and the status history deleted, in one transaction; the row stays with its
   * number and `label` as its name, so the match events and figures that name it keep counting.
   */
  async erase(id: string, label: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.delete(eventCallups).where(eq(eventCallups.playerId, id));
      const rows = await tx
        .update(players)
        .set({
          name: label,
          secondaryPosition: null,
          status: 'inactive',
          isActive: false,
          dateOfBirth: null,
          height: null,
          weight: null,
          joinedDate: null,
          phone: null,
          address: null,
          nationalId: '',
          email: null,
          emergencyContact: null,
          medicalInfo: null,
          erasedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(players.id, id), inSquad))
        .returning({ id: players.id });
      if (rows.length === 0) return false;
      // Injury dates tell of health: none is kept of an erased player (the trigger's last row too).
      await tx.delete(playerStatusChanges).where(eq(playerStatusChanges.playerId, id));
      return true;
    });
  }
}

/**
 * Locks the team's row and answers whose plan its limits count under: the
 * team's owner (the paying account), whoever of its staff adds the player.
 */
async function lockTeamPayer(tx: Db, teamId: string, fallback: string): Promise<string> {
  const [row] = await tx
    .select({ ownerId: teams.ownerId })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('update');
  return row?.ownerId ?? fallback;
}

class StatusOrderError extends Error {}

/**
 * Dates the player's latest status from `day` (noon UTC, the same day in every time zone the app
 * serves), unless `day` is today or later, when the change's own time stays. Throws
 * StatusOrderError when `day` is not after the day of the change before it. A first status
 * kept as available (the default of a new player, or what the migration found) gives way
 * instead: the app never knew it began then, and a player added today may be injured since
 * last week.
 */
async function datePlayerStatus(tx: Db, playerId: string, day: string): Promise<void> {
  if (day >= new Date().toISOString().slice(0, 10)) return;
  const [latest, before, older] = await tx
    .select({
      id: playerStatusChanges.id,
      status: playerStatusChanges.status,
      at: playerStatusChanges.changedAt,
    })
    .from(playerStatusChanges)
    .where(eq(playerStatusChanges.playerId, playerId))
    .orderBy(desc(playerStatusChanges.changedAt), desc(playerStatusChanges.id))
    .limit(3);
  if (!latest) return;
  if (before && day <= before.at.toISOString().slice(0, 10)) {
    if (older || before.status !== 'available') throw new StatusOrderError();
    await tx.delete(playerStatusChanges).where(eq(playerStatusChanges.id, before.id));
  }
  await tx
    .update(playerStatusChanges)
    .set({ changedAt: new Date(`${day}T12:00:00Z`) })
    .where(eq(playerStatusChanges.id, latest.id));
}
