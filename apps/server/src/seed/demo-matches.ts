import { randomUUID } from 'node:crypto';
import type { TCreateMatchRequest, TMatchEventRequest, TMatchPeriod } from '@futsal/shared';
import type { DemoCalendar } from './demo-calendar';

/**
 * Three league matchdays already played and one coming up, so a new user
 * sees statistics, timelines and minutes played at once. Players are named by
 * shirt number; every log obeys the rules engine (the seed fails otherwise).
 */
export interface DemoMatch {
  match: Omit<TCreateMatchRequest, 'competitionId'> & { inLeague: boolean };
  lineup?: { starters: number[]; substitutes: number[] };
  /** [minute, second, type, fields with players as shirt numbers] */
  log?: [number, number, TMatchEventRequest['type'], Record<string, unknown>?][];
}

const lineup = { starters: [1, 2, 5, 7, 9], substitutes: [13, 8, 11, 14, 6, 17, 20] };
const halves = (events: NonNullable<DemoMatch['log']>): NonNullable<DemoMatch['log']> => [
  [0, 0, 'period_start'],
  ...events.filter(([m]) => m < 20),
  [20, 0, 'period_end'],
  [20, 0, 'period_start'],
  ...events.filter(([m]) => m >= 20),
  [40, 0, 'period_end'],
];

const league = (round: string, date: string, opponent: string, isHome: boolean) => ({
  opponent,
  date,
  location: isHome ? 'Polideportivo Municipal Los Leones' : `Pabellón de ${opponent.split(' ')[0]}`,
  isHome,
  type: 'league' as const,
  periods: 2,
  periodDuration: 20,
  competitionRound: round,
  inLeague: true,
});

/** The demo's matches on the calendar's matchdays (the 4th still to be played). */
export const demoMatches = ({
  matchdays: [first, second, third, fourth],
}: DemoCalendar): DemoMatch[] => [
  {
    match: league('Jornada 1', first, 'Atlético Villaverde FS', true),
    lineup,
    log: halves([
      [
        4,
        12,
        'goal',
        { playerId: 9, goalType: 'game_situation', finishingType: 'right_foot', assistPlayerId: 7 },
      ],
      [6, 0, 'foul', { playerId: 2 }],
      [7, 30, 'rival_foul'],
      [8, 10, 'shot', { playerId: 7, onTarget: true }],
      [9, 0, 'substitution', { playerOutId: 5, playerInId: 6 }],
      [12, 40, 'rival_goal', { goalType: 'corner' }],
      [15, 5, 'yellow_card', { playerId: 7 }],
      [17, 0, 'substitution', { playerOutId: 7, playerInId: 11 }],
      [18, 30, 'goal', { playerId: 11, goalType: 'corner', finishingType: 'header' }],
      [25, 0, 'timeout'],
      [27, 10, 'foul', { playerId: 6 }],
      [31, 15, 'goal', { playerId: 9, goalType: 'individual_action', finishingType: 'left_foot' }],
      [36, 20, 'rival_goal', { goalType: 'game_situation' }],
      [38, 0, 'substitution', { playerOutId: 9, playerInId: 14 }],
    ]),
  },
  {
    match: league('Jornada 2', second, 'Inter Carabanchel', false),
    lineup,
    log: halves([
      [5, 0, 'rival_goal', { goalType: 'free_kick' }],
      [9, 30, 'foul', { playerId: 5 }],
      [10, 0, 'foul', { playerId: 2 }],
      [
        14,
        0,
        'goal',
        { playerId: 7, goalType: 'moving_play', finishingType: 'left_foot', assistPlayerId: 2 },
      ],
      [24, 0, 'red_card', { playerId: 5 }],
      [26, 30, 'substitution', { playerInId: 6 }],
      [30, 0, 'rival_timeout'],
      [33, 0, 'shot', { playerId: 9, onTarget: false }],
    ]),
  },
  {
    match: league('Jornada 3', third, 'Móstoles Futsal', true),
    // Number 5 was sent off at Inter Carabanchel: suspended for this one (decision 0165).
    lineup: { starters: [1, 2, 6, 7, 9], substitutes: [13, 8, 11, 14, 17, 20] },
    log: halves([
      [3, 0, 'rival_goal', { goalType: 'game_situation' }],
      [8, 0, 'goal', { playerId: 9, goalType: 'penalty', finishingType: 'right_foot' }],
      [15, 0, 'rival_goal', { goalType: 'lateral' }],
      [28, 0, 'rival_goal', { goalType: 'goalkeeper_throw' }],
      [30, 0, 'substitution', { playerOutId: 7, playerInId: 14 }],
      [35, 0, 'goal', { playerId: 14, goalType: 'game_situation', finishingType: 'right_foot' }],
      [38, 30, 'rival_goal', { goalType: 'moving_play' }],
    ]),
  },
  { match: league('Jornada 4', fourth, 'Leganés FS B', true) },
];

const PLAYER_FIELDS = ['playerId', 'playerOutId', 'playerInId', 'assistPlayerId'] as const;

/** The log with fresh event ids and shirt numbers turned into player ids. */
export function demoEvents(
  log: NonNullable<DemoMatch['log']>,
  idOf: (n: number) => string,
): TMatchEventRequest[] {
  return log.map(([minute, second, type, fields = {}]) => {
    const event: Record<string, unknown> = { id: randomUUID(), type, minute, second, ...fields };
    event.period = (
      minute < 20 || (minute === 20 && type === 'period_end') ? 'first' : 'second'
    ) satisfies TMatchPeriod;
    for (const key of PLAYER_FIELDS)
      if (typeof event[key] === 'number') event[key] = idOf(event[key]);
    return event as TMatchEventRequest;
  });
}
