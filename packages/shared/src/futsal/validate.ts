import { replayLog, type TReplayResult } from './replay';
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
  return judgeEvent(config, events, candidate, before).verdict;
}

/**
 * `validateEvent` for a caller that already knows which events the log's own
 * replay rejects (the server keeps them for a live match) and has checked the
 * id is new: one fold instead of two, and the fold of the log with the
 * candidate is returned for `matchState`.
 */
export function judgeEvent(
  config: TMatchRulesConfigInput,
  events: readonly TMatchEvent[],
  candidate: TMatchEvent,
  rejectedBefore: ReadonlySet<string>,
): { verdict: TValidationResult; replay: TReplayResult } {
  const replay = replayLog(config, [...events, candidate]);
  return { verdict: verdictAfter(replay, candidate.id, rejectedBefore), replay };
}

/**
 * The verdict on `candidateId` from a fold of the log with it: its own refusal, else the first
 * event the fold refuses that the log's own fold did not.
 */
export function verdictAfter(
  replay: TReplayResult,
  candidateId: string,
  rejectedBefore: ReadonlySet<string>,
): TValidationResult {
  const after = replay.game.rejected;
  const broken =
    after.find((r) => r.eventId === candidateId) ??
    after.find((r) => !rejectedBefore.has(r.eventId));
  return broken ? refusal(broken.code, broken.eventId) : { ok: true };
}

/** The verdict refusing `eventId` for breaking `code`. */
export const refusal = (code: TMatchRuleCode, eventId: string): TValidationResult => ({
  ok: false,
  code,
  messageKey: MatchRuleMessageKey[code],
  eventId,
});
