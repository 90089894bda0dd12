/**
 * Why the rules engine refuses an event. The API answers these codes and the
 * web translates `MatchRuleMessageKey[code]`. English texts, for the catalogs:
 *
 * - PLAYER_EXPELLED: 'That player has been sent off and cannot return to this match'
 * - PLAYER_ALREADY_EXPELLED: 'That player has already been sent off'
 * - PLAYER_ALREADY_ON_COURT: 'That player is already on the court'
 * - PLAYER_NOT_ON_COURT: 'That player is not on the court'
 * - PLAYER_NOT_IN_SQUAD: 'That player is not in the match squad'
 * - SAME_PLAYER: 'Choose two different players'
 * - TOO_MANY_ON_COURT: 'There are already 5 players on the court'
 * - MAN_DOWN_ACTIVE: 'The team plays one short after a sending-off: nobody may enter until 2 minutes have passed or the team concedes a goal'
 * - TIMEOUT_NOT_AVAILABLE: 'No time-out left: one per team per half, none in extra time'
 * - PERIOD_NOT_IN_MATCH: 'This match has no such period'
 * - CLOCK_OUT_OF_PERIOD: 'The minute is outside that period'
 * - PERIOD_NOT_STARTED: 'That period has not started yet'
 * - PERIOD_OUT_OF_ORDER: 'Periods must start in order, each after the previous one ends'
 * - PERIOD_ENDED: 'That period has already ended'
 * - MATCH_FINISHED: 'The match has finished'
 * - FLYING_GOALKEEPER_ACTIVE: 'The flying goalkeeper is already on'
 * - FLYING_GOALKEEPER_NOT_ACTIVE: 'The flying goalkeeper is not on'
 * - EVENT_NOT_FOUND: 'The event to undo does not exist'
 * - EVENT_ALREADY_VOIDED: 'That event has already been undone'
 * - EVENT_NOT_VOIDABLE: 'An undo cannot be undone; record the event again instead'
 * - MATCH_ABANDONED: 'The match was abandoned: a team was left with fewer than 3 players'
 * - SHOOTOUT_NOT_AVAILABLE: 'Kicks from the penalty mark come only after the last period, with the score level, in a match that has them'
 * - SHOOTOUT_OUT_OF_TURN: 'The teams take their kicks from the penalty mark in turn'
 * - SHOOTOUT_DECIDED: 'The kicks from the penalty mark have already decided the winner'
 */
export const MatchRuleCode = {
  PLAYER_EXPELLED: 'PLAYER_EXPELLED',
  PLAYER_ALREADY_EXPELLED: 'PLAYER_ALREADY_EXPELLED',
  PLAYER_ALREADY_ON_COURT: 'PLAYER_ALREADY_ON_COURT',
  PLAYER_NOT_ON_COURT: 'PLAYER_NOT_ON_COURT',
  PLAYER_NOT_IN_SQUAD: 'PLAYER_NOT_IN_SQUAD',
  SAME_PLAYER: 'SAME_PLAYER',
  TOO_MANY_ON_COURT: 'TOO_MANY_ON_COURT',
  MAN_DOWN_ACTIVE: 'MAN_DOWN_ACTIVE',
  TIMEOUT_NOT_AVAILABLE: 'TIMEOUT_NOT_AVAILABLE',
  PERIOD_NOT_IN_MATCH: 'PERIOD_NOT_IN_MATCH',
  CLOCK_OUT_OF_PERIOD: 'CLOCK_OUT_OF_PERIOD',
  PERIOD_NOT_STARTED: 'PERIOD_NOT_STARTED',
  PERIOD_OUT_OF_ORDER: 'PERIOD_OUT_OF_ORDER',
  PERIOD_ENDED: 'PERIOD_ENDED',
  MATCH_FINISHED: 'MATCH_FINISHED',
  FLYING_GOALKEEPER_ACTIVE: 'FLYING_GOALKEEPER_ACTIVE',
  FLYING_GOALKEEPER_NOT_ACTIVE: 'FLYING_GOALKEEPER_NOT_ACTIVE',
  EVENT_NOT_FOUND: 'EVENT_NOT_FOUND',
  EVENT_ALREADY_VOIDED: 'EVENT_ALREADY_VOIDED',
  EVENT_NOT_VOIDABLE: 'EVENT_NOT_VOIDABLE',
  MATCH_ABANDONED: 'MATCH_ABANDONED',
  SHOOTOUT_NOT_AVAILABLE: 'SHOOTOUT_NOT_AVAILABLE',
  SHOOTOUT_OUT_OF_TURN: 'SHOOTOUT_OUT_OF_TURN',
  SHOOTOUT_DECIDED: 'SHOOTOUT_DECIDED',
} as const;

export type TMatchRuleCode = (typeof MatchRuleCode)[keyof typeof MatchRuleCode];

/** Catalog key of each code, e.g. 'match.rule.PLAYER_EXPELLED'. */
export const MatchRuleMessageKey = Object.fromEntries(
  Object.values(MatchRuleCode).map((code) => [code, `match.rule.${code}`]),
) as { readonly [C in TMatchRuleCode]: `match.rule.${C}` };

export type TMatchRuleMessageKey = (typeof MatchRuleMessageKey)[TMatchRuleCode];
