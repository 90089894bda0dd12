import type { TGame } from './game';
import type { TMatchEvent, TMatchSummary } from './types';

/** Counts over the accepted, non-voided events; shoot-out kicks are not counted (Law 10). */
export function summarize(g: TGame, accepted: readonly TMatchEvent[]): TMatchSummary {
  const s: TMatchSummary = {
    goals: { ...g.score },
    shots: 0,
    shotsOnTarget: 0,
    fouls: { us: 0, rival: 0 },
    accumulatedFouls: { us: 0, rival: 0 },
    yellowCards: 0,
    redCards: { us: 0, rival: 0 },
    corners: 0,
    offsides: 0,
    assists: 0,
    timeouts: { us: 0, rival: 0 },
    goalTypes: {},
    finishingTypes: {},
    secondYellow: [...g.expelled.values()].filter((x) => x.secondYellow).map((x) => x.playerId),
  };
  for (const e of accepted) {
    switch (e.type) {
      case 'goal':
      case 'rival_goal':
        // A goal is a shot on target (issue 9: a 3–2 match showed "Shots 1, on target 1"); the
        // rival's own goal is no shot of ours.
        if (e.type === 'goal' && !e.ownGoal) {
          s.shots++;
          s.shotsOnTarget++;
        }
        if (e.type === 'goal' && e.assistPlayerId) s.assists++;
        if (e.type === 'goal' && e.goalType)
          s.goalTypes[e.goalType] = (s.goalTypes[e.goalType] ?? 0) + 1;
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
        if (e.accumulated !== false) s.accumulatedFouls.us++;
        break;
      case 'rival_foul':
        s.fouls.rival++;
        if (e.accumulated !== false) s.accumulatedFouls.rival++;
        break;
      case 'yellow_card':
        s.yellowCards++;
        // Law 12: the second caution is a sending-off.
        if (g.expelled.get(e.playerId)?.eventId === e.id) s.redCards.us++;
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
