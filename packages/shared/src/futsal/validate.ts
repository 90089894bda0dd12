import { replayLog } from './replay';
import { MatchRuleMessageKey, type TMatchRuleCode, type TMatchRuleMessageKey } from './rules';
import type { TMatchRulesConfigInput, TMatchEvent } from './types';

export type TValidationResult =
  | {
      ok: true;
      /** The log already holds an event with this id: store nothing, answer success. */
      duplicate?: true;
    }
  | {
      ok: false;
      code: TMatchRuleCode;
      messageKey: TMatchRuleMessageKey;
      /**
       * The event the rule applies to: the candidate itself, or an event
       * already logged that the candidate would make invalid (e.g. voiding
       * a substitution that a later one depends on, or recording a late
       * substitution that clashes with a later one).
       */
      eventId: string;
    };

/**
 * Whether `candidate` may be appended to the log. The candidate is replayed
 * in its place in match order, so a late entry is judged by the state at its
 * own minute; it is refused if it breaks a rule, or if it makes any event
 * already in the log break one.
 */
export function validateEvent(
  config: TMatchRulesConfigInput,
  events: readonly TMatchEvent[],
  candidate: TMatchEvent,
): TValidationResult {
  if (events.some((e) => e.id === candidate.id)) return { ok: true, duplicate: true };
  const before = new Set(replayLog(config, events).game.rejected.map((r) => r.eventId));
  const after = replayLog(config, [...events, candidate]).game.rejected;
  const own = after.find((r) => r.eventId === candidate.id);
  const broken = own ?? after.find((r) => !before.has(r.eventId));
  if (!broken) return { ok: true };
  return {
    ok: false,
    code: broken.code,
    messageKey: MatchRuleMessageKey[broken.code],
    eventId: broken.eventId,
  };
}
