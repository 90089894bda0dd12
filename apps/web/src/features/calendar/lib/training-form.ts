import type { TCreateTrainingRequest, TTraining } from '@futsal/shared/schemas/training';
import dayjs from 'dayjs';
import { nextStartDate } from '../../../lib/next-start';

/** What the training form's inputs hold: the typed texts. */
export interface TTrainingFields {
  date: string;
  time: string;
  durationMinutes: string;
  place: string;
  focus: string;
  notes: string;
}

/** The fields the server may name in `details` (startsAt is shown on the date). */
export const TRAINING_FIELDS = [
  'date',
  'time',
  'durationMinutes',
  'place',
  'focus',
  'notes',
] as const;

export function trainingDefaults(
  training: TTraining | null,
  day?: string,
  now: Date = new Date(),
): TTrainingFields {
  if (!training) {
    return {
      date: day ?? nextStartDate(now, '19:30'),
      time: '19:30',
      durationMinutes: '90',
      place: '',
      focus: '',
      notes: '',
    };
  }
  const start = dayjs(training.startsAt);
  return {
    date: start.format('YYYY-MM-DD'),
    time: start.format('HH:mm'),
    durationMinutes: String(training.durationMinutes),
    place: training.place,
    focus: training.focus,
    notes: training.notes,
  };
}

/** The form's input for the shared schema: the duration as a number (a blank is 0, too short). */
export function toFormInput(values: TTrainingFields) {
  return { ...values, durationMinutes: Number(values.durationMinutes) };
}

/** The values as the API wants them: one ISO date-time with the browser's offset. */
export function toTrainingRequest(values: TTrainingFields): TCreateTrainingRequest {
  return {
    startsAt: dayjs(`${values.date}T${values.time}`).format('YYYY-MM-DDTHH:mm:ssZ'),
    durationMinutes: Number(values.durationMinutes),
    place: values.place.trim(),
    focus: values.focus.trim(),
    notes: values.notes.trim(),
  };
}
