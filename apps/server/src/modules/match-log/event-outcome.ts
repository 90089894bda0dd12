import {
  translate,
  type TErrorDetail,
  type TLanguage,
  type TValidationResult,
} from '@futsal/shared';
import { AppError } from '../../lib/errors';

/**
 * 409 MATCH_RULE_VIOLATION for an event the rules engine refuses. Details:
 * `type` carries the rule's catalog key and text (also the error's message),
 * `rule` the engine's code, `eventId` the event the rule applies to (the
 * candidate, or an event already logged that it would make invalid).
 */
export function ruleViolation(
  lang: TLanguage,
  result: Extract<TValidationResult, { ok: false }>,
): AppError {
  const details: TErrorDetail[] = [
    { path: 'type', key: result.messageKey, message: translate(lang, result.messageKey) },
    { path: 'rule', key: result.messageKey, message: result.code },
    { path: 'eventId', key: result.messageKey, message: result.eventId },
  ];
  return new AppError('MATCH_RULE_VIOLATION', { details });
}

const ID_FIELDS = [
  'id',
  'playerId',
  'assistPlayerId',
  'playerInId',
  'playerOutId',
  'voidsEventId',
] as const;

/** UUIDs compare as text in the log and the lineup: store them lower-case, as the server's ids are. */
export function normalizeIds<E extends object>(event: E): E {
  const copy = { ...event } as Record<string, unknown>;
  for (const key of ID_FIELDS) {
    const value = copy[key];
    if (typeof value === 'string') copy[key] = value.toLowerCase();
  }
  return copy as E;
}
