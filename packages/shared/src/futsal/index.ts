export * from './types';
export {
  MatchRuleCode,
  MatchRuleMessageKey,
  type TMatchRuleCode,
  type TMatchRuleMessageKey,
} from './rules';
export { MATCH_RULES_DEFAULTS, resolveRulesConfig } from './config';
export {
  periodPlan,
  regularTimeSec,
  foulBucket,
  timeoutAllowance,
  eventClockSec,
  displayMinute,
  displayClock,
} from './periods';
export { dedupeById, prepareLog, type TPreparedLog } from './log';
export {
  replayMatch,
  replayLog,
  matchState,
  foldProgress,
  type TFoldProgress,
  type TReplayResult,
} from './replay';
export { validateEvent, judgeEvent, type TValidationResult } from './validate';
export { foldLog, extendsFold, judgeAppend, type TLiveFold } from './fold';
export { FOUL_WARNING_AT } from './fouls';
export { freshestFirst, workRestRatio } from './rotations';
export { pairKey } from './pairs';
export { MAN_DOWN_SEC, MIN_PLAYERS } from './man-down';
export { SHOOTOUT_ROUNDS, shootoutMoment } from './shootout';
export {
  matchRulesConfig,
  hasShootout,
  type TMatchFormat,
  type TRosterEntry,
} from './match-config';
export {
  createClock,
  startClock,
  resumeClock,
  pauseClock,
  setClock,
  elapsedMs,
  clockAt,
  matchClockAt,
  type TClockState,
  type TPauseInterval,
} from './clock';
export { periodStopwatch, stopwatchClockSec } from './stopwatch';
export { MatchLogBuilder, sequentialId } from './builder';
export {
  generateMatchLog,
  generateSampleLog,
  samplePlayerIds,
  seededRandom,
  type TGenerateOptions,
} from './sample-log';
export { courtZone, fromGoal } from './court-zone';
export {
  expectedGoals,
  XG_CAP,
  XG_PENALTY,
  XG_SITUATION_MULTIPLIER,
  XG_STATE_MULTIPLIER,
  XG_UNPLACED,
  XG_ZONE_BASE,
} from './xg';
export {
  emptySplits,
  mirrorStrength,
  type TGameStateSplits,
  type TGameStateTag,
  type TStateFigures,
} from './game-state';
export { shotFigures, type TShotRecord } from './shots';
export { summariseShots } from './shot-summary';
export {
  finishingVsModel,
  playerShotFigures,
  teamFinishing,
  ZONE_LABEL_POINTS,
  zoneRuns,
  zoneShades,
  type TFinishingTone,
  type TZoneRun,
} from './shot-maps';
export {
  computeSuspensions,
  countedCards,
  type TCompetitionMatchCards,
  type TCountedCards,
  type TPlayerCards,
  type TSuspension,
} from './suspensions';
