import type { TCreateMatchRequest, TMatch, TMatchForm } from '@futsal/shared/schemas/match';
import dayjs from 'dayjs';
import { nextStartDate } from '../../lib/next-start';

/** The fields the server may name in `details`. */
export const MATCH_FIELDS = [
  'opponent',
  'date',
  'time',
  'location',
  'isHome',
  'type',
  'periods',
  'periodDuration',
  'competitionId',
  'competitionRound',
] as const;

/** The format a new match starts with: the user's settings, else the usual 2 × 20. */
export interface TMatchFormat {
  periods: number;
  periodDuration: number;
}
const STANDARD_FORMAT: TMatchFormat = { periods: 2, periodDuration: 20 };

/** A new match kicks off at 18:00: the next one to come. */
const KICK_OFF = '18:00';

export function matchFormDefaults(
  match: TMatch | null,
  competitionId?: string,
  format: TMatchFormat = STANDARD_FORMAT,
  now: Date = new Date(),
): TMatchForm {
  if (!match) {
    return {
      opponent: '',
      date: nextStartDate(now, KICK_OFF),
      time: KICK_OFF,
      location: '',
      isHome: true,
      type: competitionId ? 'tournament' : 'friendly',
      periods: format.periods,
      periodDuration: format.periodDuration,
      competitionId: competitionId ?? '',
      competitionRound: '',
    };
  }
  const d = dayjs(match.date);
  return {
    opponent: match.opponent,
    date: d.isValid() ? d.format('YYYY-MM-DD') : '',
    time: d.isValid() ? d.format('HH:mm') : '',
    location: match.location,
    isHome: match.isHome,
    type: match.type,
    periods: match.periods,
    periodDuration: match.periodDuration,
    competitionId: match.competitionId ?? '',
    competitionRound: match.competitionRound,
  };
}

/** The form's values as the API wants them: one ISO date-time with offset. */
export function toMatchRequest(values: TMatchForm): TCreateMatchRequest {
  const { date, time, competitionId, competitionRound, ...rest } = values;
  return {
    ...rest,
    date: dayjs(`${date}T${time}`).format('YYYY-MM-DDTHH:mm:ssZ'),
    competitionId: competitionId ? competitionId : null,
    ...(competitionRound ? { competitionRound } : {}),
  };
}
