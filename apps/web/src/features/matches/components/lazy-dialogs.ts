import { lazy } from 'react';

/** The match form, loaded when it first opens (components/OnceOpened). */
export const MatchFormDialog = lazy(() =>
  import('./MatchFormDialog').then((m) => ({ default: m.MatchFormDialog })),
);
