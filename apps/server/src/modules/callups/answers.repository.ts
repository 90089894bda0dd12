import type { TCallupKind } from '@futsal/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventCallups, matches, players, teams, trainings } from '../../db/schema';
import type { CallupEvent } from './callups.repository';

/** Everything one answer link may show: its event and its own player. */
export interface AnswerTarget {
  callupId: string;
  teamName: string;
  kind: TCallupKind;
  startsAt: Date;
  place: string;
  title: string;
  playerName: string;
  answer: string | null;
  answerNote: string;
  answeredAt: Date | null;
  answeredFor: Date | null;
}

const eventColumn = (kind: TCallupKind) =>
  kind === 'match' ? eventCallups.matchId : eventCallups.trainingId;

/** The answer links and answers on the call-up rows (issue 39). */
export class AnswersRepository {
  constructor(private readonly db: Db) {}

  /** The row a token hash opens, with its event; null when none (revoked or never issued). */
  async byTokenHash(hash: string): Promise<AnswerTarget | null> {
    const base = {
      callupId: eventCallups.id,
      teamName: teams.name,
      playerName: players.name,
      answer: eventCallups.answer,
      answerNote: eventCallups.answerNote,
      answeredAt: eventCallups.answeredAt,
      answeredFor: eventCallups.answeredFor,
    };
    const [m] = await this.db
      .select({ ...base, startsAt: matches.date, place: matches.location, title: matches.opponent })
      .from(eventCallups)
      .innerJoin(matches, eq(matches.id, eventCallups.matchId))
      .innerJoin(teams, eq(teams.id, eventCallups.teamId))
      .innerJoin(players, eq(players.id, eventCallups.playerId))
      .where(eq(eventCallups.linkTokenHash, hash))
      .limit(1);
    if (m) return { ...m, kind: 'match' };
    const [t] = await this.db
      .select({
        ...base,
        startsAt: trainings.startsAt,
        place: trainings.place,
        title: trainings.focus,
      })
      .from(eventCallups)
      .innerJoin(trainings, eq(trainings.id, eventCallups.trainingId))
      .innerJoin(teams, eq(teams.id, eventCallups.teamId))
      .innerJoin(players, eq(players.id, eventCallups.playerId))
      .where(eq(eventCallups.linkTokenHash, hash))
      .limit(1);
    return t ? { ...t, kind: 'training' } : null;
  }

  async setAnswer(
    callupId: string,
    answer: { answer: string; note: string; answeredFor: Date; at: Date },
  ): Promise<void> {
    await this.db
      .update(eventCallups)
      .set({
        answer: answer.answer,
        answerNote: answer.note,
        answeredFor: answer.answeredFor,
        answeredAt: answer.at,
        updatedAt: answer.at,
      })
      .where(eq(eventCallups.id, callupId));
  }

  /**
   * A new link (or none: revoked) for one called-up player; false when not
   * called up, or, for a revocation, when there is no link to revoke.
   */
  async setLink(
    event: CallupEvent,
    playerId: string,
    link: { nonce: string; hash: string } | null,
  ): Promise<boolean> {
    const rows = await this.db
      .update(eventCallups)
      .set({
        linkNonce: link?.nonce ?? null,
        linkTokenHash: link?.hash ?? null,
        // A new link is a new mail to send.
        linkSentAt: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(eventColumn(event.kind), event.id),
          eq(eventCallups.playerId, playerId),
          link ? undefined : isNotNull(eventCallups.linkNonce),
        ),
      )
      .returning({ id: eventCallups.id });
    return rows.length > 0;
  }

  /** Called-up players of the event with their e-mail and link state, for sending links. */
  async recipients(event: CallupEvent) {
    return this.db
      .select({
        callupId: eventCallups.id,
        playerId: players.id,
        name: players.name,
        email: players.email,
        linkNonce: eventCallups.linkNonce,
        linkSentAt: eventCallups.linkSentAt,
      })
      .from(eventCallups)
      .innerJoin(players, eq(players.id, eventCallups.playerId))
      .where(eq(eventColumn(event.kind), event.id));
  }

  /** Marks a link sent, only if no other request marked it first: true when this one won. */
  async claimSend(callupId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(eventCallups)
      .set({ linkSentAt: at })
      .where(and(eq(eventCallups.id, callupId), isNull(eventCallups.linkSentAt)))
      .returning({ id: eventCallups.id });
    return rows.length > 0;
  }

  async unclaimSend(callupId: string): Promise<void> {
    await this.db
      .update(eventCallups)
      .set({ linkSentAt: null })
      .where(eq(eventCallups.id, callupId));
  }
}
