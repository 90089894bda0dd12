import { z } from 'zod';
import { CALLUP_KINDS } from '../values/callup';
import { ZIsoDateTime } from './common';

import { ANSWER_NOTE_MAX, AVAILABILITY_ANSWERS } from '../values/availability';

// Plain values in values/availability.ts, so that the answer page does not load zod for them.
export {
  ANSWER_NOTE_MAX,
  AVAILABILITY_ANSWERS,
  type TAvailabilityAnswer,
} from '../values/availability';
/** A link answers until the day after its event. */
export const ANSWER_LINK_GRACE_MS = 86_400_000;
/** Per-IP requests a minute to the public answer routes. */
export const PUBLIC_ANSWER_MAX_PER_MINUTE = 30;

/** 43 base64url characters: what an answer token looks like (anything else is 404 unread). */
export const ANSWER_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
export const isAnswerToken = (token: string) => ANSWER_TOKEN_RE.test(token);

/** PUT /public/answer/{token}. */
export const ZAnswerRequest = z.object({
  answer: z.enum(AVAILABILITY_ANSWERS, 'validation.answer.answer'),
  note: z.string().trim().max(ANSWER_NOTE_MAX, 'validation.text.tooLong').optional(),
});
export type TAnswerRequest = z.input<typeof ZAnswerRequest>;

/** What the link shows: its event and its own player's answer, nothing about anyone else. */
export const ZPublicAnswerView = z.object({
  teamName: z.string(),
  kind: z.enum(CALLUP_KINDS),
  startsAt: ZIsoDateTime,
  place: z.string(),
  /** The match's rival, or the training's focus. */
  title: z.string(),
  playerName: z.string(),
  answer: z.enum(AVAILABILITY_ANSWERS).nullable(),
  note: z.string(),
  answeredAt: ZIsoDateTime.nullable(),
  /** The event moved after the answer: asked again. */
  reconfirm: z.boolean(),
});
export type TPublicAnswerView = z.infer<typeof ZPublicAnswerView>;

/** POST /callups/{kind}/{id}/players/{playerId}/link: the player's new link. */
export const ZAnswerLink = z.object({ path: z.string() });
export type TAnswerLink = z.infer<typeof ZAnswerLink>;

/** POST /callups/{kind}/{id}/send-links: what was e-mailed. */
export const ZSendLinksResult = z.object({
  sent: z.number().int(),
  /** Called-up players without an e-mail, or already sent (a re-send does not duplicate). */
  skipped: z.number().int(),
  failed: z.number().int(),
});
export type TSendLinksResult = z.infer<typeof ZSendLinksResult>;
