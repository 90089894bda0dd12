import {
  ANSWER_LINK_GRACE_MS,
  isAnswerToken,
  type TAnswerLink,
  type TAvailabilityAnswer,
  type TCallupKind,
  type TLanguage,
  type TPublicAnswerView,
  type TSendLinksResult,
  type ZAnswerRequest,
} from '@futsal/shared';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/auth';
import type { CapabilityTokens } from '../../lib/capability-tokens';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { answerLinkMail } from './answer-mail';
import type { AnswersRepository, AnswerTarget } from './answers.repository';
import { needsReconfirm } from './callups.presenter';
import type { CallupsService } from './callups.service';

type AnswerInput = z.output<typeof ZAnswerRequest>;

/**
 * The players' answers through their personal links (issue 39, decision 0158):
 * the public side (view and answer, by token) and the coach's (reissue, revoke,
 * e-mail the links; decision 0159).
 */
export class AnswersService {
  constructor(
    private readonly deps: {
      repo: AnswersRepository;
      callups: CallupsService;
      tokens: CapabilityTokens;
      mailer: Mailer;
      from: string;
      now: () => Date;
    },
  ) {}

  async publicView(token: string): Promise<TPublicAnswerView> {
    return present(await this.target(token));
  }

  async answer(token: string, input: AnswerInput): Promise<TPublicAnswerView> {
    const target = await this.target(token);
    const at = this.deps.now();
    const note = input.note ?? '';
    // The start it was given for: a later time change flags it instead of resetting it.
    await this.deps.repo.setAnswer(target.callupId, {
      answer: input.answer,
      note,
      answeredFor: target.startsAt,
      at,
    });
    return present({
      ...target,
      answer: input.answer,
      answerNote: note,
      answeredAt: at,
      answeredFor: target.startsAt,
    });
  }

  /**
   * A new link for a called-up player; the previous one stops answering. A
   * player not called up is 400, as for the attendance.
   */
  async reissue(
    auth: AuthContext,
    kind: TCallupKind,
    id: string,
    playerId: string,
  ): Promise<TAnswerLink> {
    const event = await this.deps.callups.event(auth, kind, id);
    const link = this.deps.tokens.issue();
    if (!(await this.deps.repo.setLink(event, playerId, link))) {
      throw new AppError('VALIDATION_ERROR', {
        pendingDetails: [
          { path: 'playerId', key: 'validation.callup.notCalledUp', params: { name: playerId } },
        ],
      });
    }
    return { path: this.deps.tokens.pathOf(link.nonce) };
  }

  /** 404 when the player has no link to revoke (not called up, or revoked already). */
  async revoke(auth: AuthContext, kind: TCallupKind, id: string, playerId: string) {
    const event = await this.deps.callups.event(auth, kind, id);
    if (!(await this.deps.repo.setLink(event, playerId, null))) throw new AppError('NOT_FOUND');
  }

  /**
   * E-mails each called-up player with an e-mail and a live link not sent yet.
   * The row is claimed (link_sent_at) before sending, so two clicks send once;
   * a failed send releases it for the next try.
   */
  async sendLinks(
    auth: AuthContext,
    kind: TCallupKind,
    id: string,
    opts: { origin: string; lang: TLanguage },
  ): Promise<TSendLinksResult> {
    const event = await this.deps.callups.event(auth, kind, id);
    const rows = await this.deps.repo.recipients(event);
    const result = { sent: 0, skipped: 0, failed: 0 };
    for (const row of rows) {
      if (!row.email || !row.linkNonce || row.linkSentAt) {
        result.skipped += 1;
        continue;
      }
      const at = this.deps.now();
      if (!(await this.deps.repo.claimSend(row.callupId, at))) {
        result.skipped += 1;
        continue;
      }
      try {
        await this.deps.mailer.send(
          answerLinkMail({
            to: row.email,
            from: this.deps.from,
            replyTo: this.deps.from,
            callupId: row.callupId,
            sentAt: at,
            lang: opts.lang,
            teamName: event.teamName,
            playerName: row.name,
            url: `${opts.origin}${this.deps.tokens.pathOf(row.linkNonce)}`,
          }),
        );
        result.sent += 1;
      } catch {
        await this.deps.repo.unclaimSend(row.callupId);
        result.failed += 1;
      }
    }
    return result;
  }

  /** The row behind a live link: malformed, unknown, revoked or expired is 404. */
  private async target(token: string): Promise<AnswerTarget> {
    if (!isAnswerToken(token)) throw new AppError('NOT_FOUND');
    const target = await this.deps.repo.byTokenHash(this.deps.tokens.hashOf(token));
    if (!target) throw new AppError('NOT_FOUND');
    if (this.deps.now().getTime() > target.startsAt.getTime() + ANSWER_LINK_GRACE_MS) {
      throw new AppError('NOT_FOUND');
    }
    return target;
  }
}

function present(t: AnswerTarget): TPublicAnswerView {
  return {
    teamName: t.teamName,
    kind: t.kind,
    startsAt: t.startsAt.toISOString(),
    place: t.place,
    title: t.title,
    playerName: t.playerName,
    // The CHECK constraint keeps the column to AVAILABILITY_ANSWERS.
    answer: t.answer as TAvailabilityAnswer | null,
    note: t.answerNote,
    answeredAt: t.answeredAt?.toISOString() ?? null,
    reconfirm: needsReconfirm(t, t.startsAt),
  };
}
