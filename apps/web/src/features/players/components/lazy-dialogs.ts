import { lazy } from 'react';

/** The player form, loaded when it first opens (components/OnceOpened). */
export const PlayerFormDialog = lazy(() =>
  import('./PlayerFormDialog').then((m) => ({ default: m.PlayerFormDialog })),
);

/** The squad's import from a spreadsheet, loaded when it first opens (decision 0116). */
export const ImportPlayersDialog = lazy(() =>
  import('./import/ImportPlayersDialog').then((m) => ({ default: m.ImportPlayersDialog })),
);
