import { lazy } from 'react';

/** The player form, loaded when it first opens (components/OnceOpened). */
export const PlayerFormDialog = lazy(() =>
  import('./PlayerFormDialog').then((m) => ({ default: m.PlayerFormDialog })),
);

/** The quick add of a squad by name and number, loaded when it first opens. */
export const QuickAddPlayersDialog = lazy(() =>
  import('./QuickAddPlayersDialog').then((m) => ({ default: m.QuickAddPlayersDialog })),
);

/** The squad's import from a spreadsheet, loaded when it first opens (decision 0116). */
export const ImportPlayersDialog = lazy(() =>
  import('./import/ImportPlayersDialog').then((m) => ({ default: m.ImportPlayersDialog })),
);
