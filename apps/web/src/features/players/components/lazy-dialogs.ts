import { lazy } from 'react';

/** The player form, loaded when it first opens (components/OnceOpened). */
export const PlayerFormDialog = lazy(() =>
  import('./PlayerFormDialog').then((m) => ({ default: m.PlayerFormDialog })),
);
