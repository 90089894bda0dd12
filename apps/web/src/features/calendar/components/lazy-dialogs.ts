import { lazy } from 'react';

/** The training form, loaded when it first opens: its zod schema stays out of the calendar page (0105). */
export const TrainingFormDialog = lazy(() =>
  import('./TrainingFormDialog').then((m) => ({ default: m.TrainingFormDialog })),
);
