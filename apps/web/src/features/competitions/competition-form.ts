import {
  ZCreateCompetitionRequest,
  type TCreateCompetitionRequest,
} from '@futsal/shared/schemas/competition';
import type { TCompetition } from '@futsal/shared/schemas/competition';
import { DEFAULT_DISCIPLINE } from '@futsal/shared/values/discipline';
import type { Control } from 'react-hook-form';
import { zodFormResolver } from '../../lib/zod-form-resolver';

/** What the competition form's inputs hold. */
export interface TCompetitionFormValues {
  name: string;
  type: string;
  status: string;
  startDate: string;
  endDate: string;
  location: string;
  organizer: string;
  maxTeams: string;
  format: string;
  prize: string;
  description: string;
  rules: string;
  /** Disciplinary rules (decision 0165), as typed. */
  redSuspensionMatches: string;
  yellowAccumulation: string;
  yellowSuspensionMatches: string;
}

export const COMPETITION_FIELDS = [
  'name',
  'type',
  'status',
  'startDate',
  'endDate',
  'location',
  'organizer',
  'maxTeams',
  'format',
  'prize',
  'description',
  'rules',
  'redSuspensionMatches',
  'yellowAccumulation',
  'yellowSuspensionMatches',
] as const;

export function emptyCompetitionForm(): TCompetitionFormValues {
  return {
    name: '',
    type: 'tournament',
    status: 'upcoming',
    startDate: '',
    endDate: '',
    location: '',
    organizer: '',
    maxTeams: '',
    format: '',
    prize: '',
    description: '',
    rules: '',
    redSuspensionMatches: String(DEFAULT_DISCIPLINE.redSuspensionMatches),
    yellowAccumulation: String(DEFAULT_DISCIPLINE.yellowAccumulation),
    yellowSuspensionMatches: String(DEFAULT_DISCIPLINE.yellowSuspensionMatches),
  };
}

export function competitionToForm(c: TCompetition): TCompetitionFormValues {
  return {
    name: c.name,
    type: c.type === 'cup' ? 'cup' : 'tournament',
    status: c.status || 'upcoming',
    startDate: c.startDate ?? '',
    endDate: c.endDate ?? '',
    location: c.location,
    organizer: c.organizer,
    maxTeams: c.maxTeams === null ? '' : String(c.maxTeams),
    format: c.format,
    prize: c.prize,
    description: c.description,
    rules: c.rules,
    redSuspensionMatches: String(c.redSuspensionMatches),
    yellowAccumulation: String(c.yellowAccumulation),
    yellowSuspensionMatches: String(c.yellowSuspensionMatches),
  };
}

const count = (x: string) => (x.trim() === '' ? Number.NaN : Number(x));

/** The request body: trimmed texts, blank end date and max teams as null. */
export function toCompetitionRequest(v: TCompetitionFormValues): TCreateCompetitionRequest {
  const s = (x: string) => x.trim();
  return {
    name: s(v.name),
    type: v.type as TCreateCompetitionRequest['type'],
    status: v.status as TCreateCompetitionRequest['status'],
    startDate: v.startDate,
    endDate: v.endDate || null,
    location: s(v.location),
    organizer: s(v.organizer),
    maxTeams: v.maxTeams.trim() === '' ? null : Number(v.maxTeams),
    format: s(v.format),
    prize: s(v.prize),
    description: s(v.description),
    rules: s(v.rules),
    // A blank or non-numeric count is sent as NaN, which the shared schema refuses with its message.
    redSuspensionMatches: count(v.redSuspensionMatches),
    yellowAccumulation: count(v.yellowAccumulation),
    yellowSuspensionMatches: count(v.yellowSuspensionMatches),
  };
}

/** The shared request schema applied to the form's values (issue paths are the form's field names). */
export const competitionFormResolver = zodFormResolver(
  ZCreateCompetitionRequest,
  toCompetitionRequest,
);

/** The competition form's control, which its sections bind their fields to. */
export type TCompetitionFormControl = Control<
  TCompetitionFormValues,
  unknown,
  TCreateCompetitionRequest
>;
