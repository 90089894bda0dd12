import { lazy } from 'react';

/** The team form, loaded when it first opens (components/OnceOpened). */
export const TeamFormDialog = lazy(() =>
  import('./TeamFormDialog').then((m) => ({ default: m.TeamFormDialog })),
);
