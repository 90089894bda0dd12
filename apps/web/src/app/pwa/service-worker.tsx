import Button from '@mui/material/Button';
import i18n from 'i18next';
import { Workbox } from 'workbox-window';
import { enqueueSnackbar } from '../../lib/notices';
import { currentQueryClient } from '../server-state/current';

/** How often an open app asks whether a new version was deployed (a bench tablet stays open all day). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The notice's key: one prompt, however many times the worker says it waits. */
const PROMPT_KEY = 'sw-update';

/** The persistent "new version" notice; its button lets the waiting worker take over and reloads. */
function promptUpdate(apply: () => void): void {
  enqueueSnackbar(i18n.t('app.update.ready'), {
    key: PROMPT_KEY,
    preventDuplicate: true,
    persist: true,
    variant: 'info',
    action: (
      <Button color="inherit" size="small" onClick={apply} data-testid="sw-update-reload">
        {i18n.t('app.update.reload')}
      </Button>
    ),
  });
}

/** Runs `task` when the browser is next idle (within 2 s), or soon where it cannot tell. */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}

/**
 * Registers the service worker (decision 0133). The first one installed takes the open page at
 * once, and the page's current data is asked for again through it, so the console opened before
 * the worker existed is on the device too. A newer version waits for the coach: reloading mid-
 * play is the coach's call, never the app's (decision 0135).
 */
export function startServiceWorker(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    promptUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener('controlling', (event) => {
    // Once the page is idle: the first visit's page is still drawing what it has just read, and
    // asking again for all of it then made its first frame wait (the shot map bench, 2,000 shots).
    if (!event.isUpdate)
      whenIdle(() => void currentQueryClient()?.refetchQueries({ type: 'active' }));
  });
  void wb.register().then((registration) => {
    if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
  });
}
