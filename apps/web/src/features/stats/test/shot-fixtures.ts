import { emptySplits } from '@futsal/shared/futsal/game-state';
import type { TPlayerShotFigures, TShotFigures } from '@futsal/shared/schemas/shot-figures';

/** Shot figures for the stats fixtures (issue 38): one placed shot a side, one of ours a goal. */
export function sampleShotFigures(): TShotFigures {
  const gameStates = emptySplits();
  gameStates.strength.even = {
    seconds: 2400,
    goalsFor: 1,
    goalsAgainst: 0,
    shotsFor: 1,
    shotsAgainst: 1,
    xgFor: 0.3,
    xgAgainst: 0.03,
  };
  gameStates.score.level = { ...gameStates.strength.even };
  const shot = {
    period: 'first',
    playerId: null,
    goalMouth: null,
    situation: null,
    strength: 'even',
    score: 'level',
  } as const;
  return {
    map: [
      {
        ...shot,
        eventId: 'e1',
        side: 'us',
        clockSec: 120,
        goal: true,
        outcome: 'goal',
        x: 0.95,
        y: 0.5,
        zone: 'area_central',
        origin: 'open_play',
        xg: 0.3,
      },
      {
        ...shot,
        eventId: 'e2',
        side: 'rival',
        clockSec: 300,
        goal: false,
        outcome: 'off_target',
        x: 0.6,
        y: 0.4,
        zone: 'long',
        origin: null,
        xg: 0.03,
      },
    ],
    mapLeftOff: 0,
    xg: { for: 0.3, against: 0.03 },
    shots: { for: 1, against: 1 },
    goals: { for: 1, against: 0 },
    zones: {
      for: { area_central: { shots: 1, goals: 1, xg: 0.3 } },
      against: { long: { shots: 1, goals: 0, xg: 0.03 } },
    },
    goalMouth: { for: {}, against: {} },
    origins: { for: { open_play: 1 }, against: {} },
    gameStates,
    byPlayer: [],
  };
}

/** A player's shot figures (decision 0170): the fixture's goal, as the player's own. */
export function samplePlayerShotFigures(playerId: string): TPlayerShotFigures {
  const s = sampleShotFigures();
  const own = s.map.filter((m) => m.side === 'us').map((m) => ({ ...m, playerId }));
  return {
    map: own,
    mapLeftOff: 0,
    shots: 1,
    goals: 1,
    xg: 0.3,
    zones: s.zones.for,
    goalMouth: { low_left: 1 },
  };
}
