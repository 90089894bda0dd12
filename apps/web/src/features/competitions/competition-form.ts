import {
  ZCreateCompetitionRequest,
  type TCreateCompetitionRequest,
} from '@futsal/shared/schemas/competition';
import type { TCompetition } from '@futsal/shared/schemas/competition';
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
  };
}

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
