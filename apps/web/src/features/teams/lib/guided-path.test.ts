import { describe, expect, it } from 'vitest';
import { GUIDE_MIN_PLAYERS, guideShown, guideSteps, type TGuideFacts } from './guided-path';

const states = (facts: TGuideFacts) => guideSteps(facts).map((s) => `${s.key}:${s.state}`);

describe('guideSteps', () => {
  it('asks a new team for its players first, the rest to do after', () => {
    expect(states({ players: 0, competitions: 0, matches: 0 })).toEqual([
      'team:done',
      'players:next',
      'competition:todo',
      'match:todo',
    ]);
  });

  it(`counts the players done at ${GUIDE_MIN_PLAYERS}, a lineup's starters, not before`, () => {
    expect(GUIDE_MIN_PLAYERS).toBe(5);
    const at = (players: number) => guideSteps({ players, competitions: 0, matches: 0 })[1];
    expect(at(4)?.state).toBe('next');
    expect(at(5)?.state).toBe('done');
    expect(at(14)?.state).toBe('done');
  });

  it('moves "next" to the first step left, whatever was done out of order', () => {
    expect(states({ players: 5, competitions: 0, matches: 0 })).toEqual([
      'team:done',
      'players:done',
      'competition:next',
      'match:todo',
    ]);
    // A friendly scheduled before any competition: the competition is still the one to do.
    expect(states({ players: 6, competitions: 0, matches: 1 })).toEqual([
      'team:done',
      'players:done',
      'competition:next',
      'match:done',
    ]);
    expect(states({ players: 2, competitions: 1, matches: 0 })).toEqual([
      'team:done',
      'players:next',
      'competition:done',
      'match:todo',
    ]);
  });

  it('leaves a step whose reply has not come unknown', () => {
    expect(states({ players: null, competitions: 1, matches: null })).toEqual([
      'team:done',
      'players:unknown',
      'competition:done',
      'match:unknown',
    ]);
  });
});

describe('guideShown', () => {
  const shown = (facts: TGuideFacts) => guideShown(guideSteps(facts));

  it('hides the path once every step is done', () => {
    expect(shown({ players: 5, competitions: 1, matches: 1 })).toBe(false);
    expect(shown({ players: 5, competitions: 1, matches: 0 })).toBe(true);
  });

  it('shows at once for too few players, before the other replies come', () => {
    expect(shown({ players: 3, competitions: null, matches: null })).toBe(true);
  });

  it('waits for the replies that could leave every step done, so a set-up team never sees it', () => {
    expect(shown({ players: 9, competitions: null, matches: 4 })).toBe(false);
    expect(shown({ players: 9, competitions: 2, matches: null })).toBe(false);
  });

  it('shows as soon as any reply says a step is left, whichever reply comes last', () => {
    // The late-reply browser test found it coming in with the team list, moving the page 350 px.
    expect(shown({ players: null, competitions: 0, matches: 3 })).toBe(true);
    expect(shown({ players: null, competitions: 0, matches: 0 })).toBe(true);
    expect(shown({ players: null, competitions: null, matches: null })).toBe(false);
  });
});
