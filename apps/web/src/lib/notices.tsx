import { LIMITS } from '@futsal/shared/limits';
import type * as NotistackModule from 'notistack';
import type { OptionsObject, SnackbarMessage } from 'notistack';
import { useSyncExternalStore } from 'react';

/**
 * Notices (snackbars) whose library, notistack, loads with the first notice shown instead of with
 * every page: most visits, /login's first of all, never show one. `enqueueSnackbar` keeps
 * notistack's signature; notices asked for while it loads are shown once it is in.
 */
type Notistack = typeof NotistackModule;

let notistack: Notistack | null = null;
let loading: Promise<void> | undefined;
let hostMounted = false;
const waiting: [SnackbarMessage, OptionsObject | undefined][] = [];
const listeners = new Set<() => void>();

function load(): void {
  loading ??= import('notistack').then(
    (m) => {
      notistack = m;
      for (const l of listeners) l();
    },
    (err: unknown) => {
      // A failed download (offline, new deployment) is tried again by the next notice.
      loading = undefined;
      console.warn('notices unavailable', err);
    },
  );
}

function flush(): void {
  if (!notistack || !hostMounted) return;
  for (const [message, options] of waiting.splice(0)) notistack.enqueueSnackbar(message, options);
}

export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  waiting.push([message, options]);
  if (notistack && hostMounted) flush();
  else load();
}

/** notistack's hook shape, so pages call `useSnackbar().enqueueSnackbar(...)` as before. */
export function useSnackbar(): { enqueueSnackbar: typeof enqueueSnackbar } {
  return { enqueueSnackbar };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the notices show: rendered once, beside the app (not around it), by AppProviders. */
export function NoticesHost() {
  const lib = useSyncExternalStore(subscribe, () => notistack);
  if (!lib) return null;
  const { SnackbarProvider } = lib;
  return (
    <SnackbarProvider
      // notistack's provider sets its module-level enqueueSnackbar as it is built; the ref
      // callback runs once it is in the page, when the waiting notices can go.
      ref={(provider) => {
        hostMounted = provider !== null;
        flush();
      }}
      maxSnack={LIMITS.notifications.max}
      autoHideDuration={LIMITS.notifications.autoHideMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    />
  );
}
