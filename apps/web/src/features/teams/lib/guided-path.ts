import { LIMITS } from '@futsal/shared/limits';

/**
 * The team page's guided path for a new team: team → players → competition → first match
 * (decision 0119). Each step is done by what the team holds, never by a stored flag.
 */

/**
 * Players a team needs before its first match: a lineup starts exactly 5 (spec §4), so with
 * fewer the coach cannot play one.
 */
export const GUIDE_MIN_PLAYERS = LIMITS.lineup.starters;

export type TGuideStepKey = 'team' | 'players' | 'competition' | 'match';
/** `unknown`: its reply has not come yet; `next`: the first step not done, the one to do now. */
export type TGuideStepState = 'done' | 'next' | 'todo' | 'unknown';

export interface TGuideStep {
  key: TGuideStepKey;
  state: TGuideStepState;
}

/** What the page knows of the team; `null` is a reply not come yet. */
export interface TGuideFacts {
  players: number | null;
  competitions: number | null;
  matches: number | null;
}

const done = (n: number | null, min = 1): boolean | null => (n === null ? null : n >= min);

/** The four steps in order, the first one not done marked `next`. */
export function guideSteps(facts: TGuideFacts): TGuideStep[] {
  const known: [TGuideStepKey, boolean | null][] = [
    ['team', true],
    ['players', done(facts.players, GUIDE_MIN_PLAYERS)],
    ['competition', done(facts.competitions)],
    ['match', done(facts.matches)],
  ];
  let nextGiven = false;
  return known.map(([key, isDone]) => {
    if (isDone === true) return { key, state: 'done' };
    if (isDone === null) return { key, state: 'unknown' };
    if (nextGiven) return { key, state: 'todo' };
    nextGiven = true;
    return { key, state: 'next' };
  });
}

/**
 * Whether the path shows: some step is surely not done. A step whose reply has not come yet
 * never decides it, so a team already set up never sees it come and go, and one with a step
 * left shows it as soon as any reply says so, whichever comes last (decisions 0110, 0119).
 */
export function guideShown(steps: readonly TGuideStep[]): boolean {
  return steps.some((s) => s.state === 'next' || s.state === 'todo');
}
