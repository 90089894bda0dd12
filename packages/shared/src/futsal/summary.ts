import type { TGame } from './game';
import type { TMatchEvent, TMatchSummary } from './types';

/** Counts over the accepted, non-voided events. */
export function summarize(g: TGame, accepted: readonly TMatchEvent[]): TMatchSummary {
  const s: TMatchSummary = {
    goals: { ...g.score },
    shots: 0,
    shotsOnTarget: 0,
    fouls: { us: 0, rival: 0 },
    yellowCards: 0,
    redCards: { us: 0, rival: 0 },
    corners: 0,
    offsides: 0,
    assists: 0,
    timeouts: { us: 0, rival: 0 },
    goalTypes: {},
    finishingTypes: {},
    secondYellow: [...g.yellows].filter(([, n]) => n >= 2).map(([id]) => id),
  };
  for (const e of accepted) {
    switch (e.type) {
      case 'goal':
      case 'rival_goal':
        if (e.type === 'goal' && e.assistPlayerId) s.assists++;
        if (e.type === 'goal' && e.goalType) s.goalTypes[e.goalType] = (s.goalTypes[e.goalType] ?? 0) + 1;
        if (e.type === 'goal' && e.finishingType) {
          s.finishingTypes[e.finishingType] = (s.finishingTypes[e.finishingType] ?? 0) + 1;
        }
        break;
      case 'shot':
        s.shots++;
        if (e.onTarget) s.shotsOnTarget++;
        break;
      case 'foul':
        s.fouls.us++;
        break;
      case 'rival_foul':
        s.fouls.rival++;
        break;
      case 'yellow_card':
        s.yellowCards++;
        break;
      case 'red_card':
        s.redCards.us++;
        break;
      case 'rival_red_card':
        s.redCards.rival++;
        break;
      case 'corner':
        s.corners++;
        break;
      case 'offside':
        s.offsides++;
        break;
      case 'assist':
        s.assists++;
        break;
      case 'timeout':
        s.timeouts.us++;
        break;
      case 'rival_timeout':
        s.timeouts.rival++;
        break;
      default:
        break;
    }
  }
  return s;
}
