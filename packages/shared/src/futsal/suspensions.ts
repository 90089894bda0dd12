import type { TDisciplineRules, TSuspensionCause } from '../values/discipline';

/** A player's cards in one match as the engine counts them (its per-player line). */
export interface TPlayerCards {
  playerId: string;
  /** Every caution shown, a second one included. */
  yellowCards: number;
  /** Sending-offs: a direct red, or a second yellow. */
  redCards: number;
}

/** One match of a competition, in date order, with its players' cards. */
export interface TCompetitionMatchCards {
  matchId: string;
  cards: readonly TPlayerCards[];
}

/** A player kept out of one match, and why. */
export interface TSuspension {
  playerId: string;
  /** The match the player may not play. */
  matchId: string;
  cause: TSuspensionCause;
  /** The match whose card gave the suspension. */
  sourceMatchId: string;
  /** For accumulation: the yellows reached (5, 10...); otherwise 0. */
  yellowCount: number;
  /** This match is the `nth` of the `of` matches the suspension lasts. */
  nth: number;
  of: number;
}

/** What one match's cards count for (decision 0165). */
export interface TCountedCards {
  /** Yellows toward accumulation: the two of a second-yellow sending-off are not among them. */
  yellows: number;
  sendingOff: Extract<TSuspensionCause, 'sending_off' | 'second_yellow'> | null;
}

/**
 * The engine turns a second caution into a sending-off (Law 12) and counts it as both: two
 * yellows and one red. Those two yellows are the sending-off, not cautions toward accumulation;
 * a yellow before a direct red still counts.
 */
export function countedCards(c: Pick<TPlayerCards, 'yellowCards' | 'redCards'>): TCountedCards {
  const sentOff = c.redCards > 0;
  const secondYellow = sentOff && c.yellowCards >= 2;
  return {
    yellows: Math.max(0, secondYellow ? c.yellowCards - 2 : c.yellowCards),
    sendingOff: sentOff ? (secondYellow ? 'second_yellow' : 'sending_off') : null,
  };
}

interface Owed {
  cause: TSuspensionCause;
  sourceMatchId: string;
  yellowCount: number;
  of: number;
  served: number;
}

/**
 * Who is suspended for which match of a competition, from its matches in date order (those that
 * count: not cancelled or postponed). A suspension is served in the team's next matches, whether
 * the player would have played or not; several owed at once are served one after the other, the
 * oldest first. Cards shown in a match the player was suspended for (an override) count too.
 */
export function computeSuspensions(
  rules: TDisciplineRules,
  matches: readonly TCompetitionMatchCards[],
): TSuspension[] {
  const owed = new Map<string, Owed[]>();
  const yellows = new Map<string, number>();
  const out: TSuspension[] = [];
  const owe = (playerId: string, o: Omit<Owed, 'served'>) => {
    if (o.of <= 0) return;
    const queue = owed.get(playerId) ?? [];
    queue.push({ ...o, served: 0 });
    owed.set(playerId, queue);
  };
  for (const match of matches) {
    for (const [playerId, queue] of owed) {
      const head = queue[0];
      if (!head) continue;
      head.served++;
      out.push({
        playerId,
        matchId: match.matchId,
        cause: head.cause,
        sourceMatchId: head.sourceMatchId,
        yellowCount: head.yellowCount,
        nth: head.served,
        of: head.of,
      });
      if (head.served >= head.of) queue.shift();
    }
    for (const line of match.cards) {
      const counted = countedCards(line);
      if (counted.sendingOff) {
        owe(line.playerId, {
          cause: counted.sendingOff,
          sourceMatchId: match.matchId,
          yellowCount: 0,
          of: rules.redSuspensionMatches,
        });
      }
      const every = rules.yellowAccumulation;
      if (every <= 0 || counted.yellows === 0) continue;
      const before = yellows.get(line.playerId) ?? 0;
      const after = before + counted.yellows;
      yellows.set(line.playerId, after);
      for (let k = Math.floor(before / every) + 1; k <= Math.floor(after / every); k++) {
        owe(line.playerId, {
          cause: 'yellow_accumulation',
          sourceMatchId: match.matchId,
          yellowCount: k * every,
          of: rules.yellowSuspensionMatches,
        });
      }
    }
  }
  return out;
}
