import { z } from 'zod';
import { LIMITS } from '../limits';
import { TRAINING_STATUSES } from '../values/training';
import { ZIdentified, ZIsoDateTime } from './common';

export * from '../values/training';

const L = LIMITS.training;
const optionalText = (max: number) =>
  z.string().trim().max(max, 'validation.text.tooLong').optional();

const fields = {
  /** Start as an ISO 8601 date-time with offset; the form sends its date and time joined. */
  startsAt: z.iso.datetime({ offset: true, error: 'validation.training.startsAt' }),
  durationMinutes: z
    .number('validation.training.duration')
    .int('validation.training.duration')
    .min(L.durationMinutes[0], 'validation.training.duration')
    .max(L.durationMinutes[1], 'validation.training.duration'),
  place: z
    .string({ error: 'validation.training.place' })
    .trim()
    .min(L.place[0], 'validation.training.place')
    .max(L.place[1], 'validation.training.place'),
  focus: optionalText(L.focus),
  notes: optionalText(L.notes),
};

export const ZCreateTrainingRequest = z.object(fields);
export type TCreateTrainingRequest = z.input<typeof ZCreateTrainingRequest>;

/** PUT /trainings/{id}: any subset of the fields, and calling it off (or back on). */
export const ZUpdateTrainingRequest = z
  .object(fields)
  .partial()
  .extend({ status: z.enum(TRAINING_STATUSES, 'validation.training.status').optional() });
export type TUpdateTrainingRequest = z.input<typeof ZUpdateTrainingRequest>;

export const ZTraining = ZIdentified.extend({
  team: z.uuid(),
  startsAt: ZIsoDateTime,
  durationMinutes: z.number().int(),
  place: z.string(),
  focus: z.string(),
  notes: z.string(),
  status: z.enum(TRAINING_STATUSES),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TTraining = z.infer<typeof ZTraining>;
export const ZTrainingList = z.array(ZTraining);

/** The training form: date and time apart, as the user picks them. */
export const ZTrainingForm = z.object({
  durationMinutes: fields.durationMinutes,
  place: fields.place,
  focus: fields.focus,
  notes: fields.notes,
  date: z.iso.date('validation.training.startsAt'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.training.startsAt'),
});
export type TTrainingForm = z.input<typeof ZTrainingForm>;
