import Button from '@mui/material/Button';
import i18n from 'i18next';
import { Workbox } from 'workbox-window';
import { sessionHeaders } from '../../lib/api-client';
import { takeUncontrolledGets } from '../../lib/first-visit-gets';
import { whenIdle } from '../../lib/idle';
import { enqueueSnackbar } from '../../lib/notices';

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

/**
 * Sends the console's GETs of a first visit again, through the worker that has just taken the
 * page, which stores their replies; the page reads none of them. Asking the page's queries again
 * instead re-rendered the console and replayed its match with the same data, at the idle moment
 * where a coach's first taps land (issue 37: about 12% of a phone's main thread in those 3 s).
 */
function storeThroughWorker(urls: readonly string[]): void {
  for (const url of urls) {
    const headers = sessionHeaders({ Accept: 'application/json' });
    // The worker stores what comes; a failure leaves the device as it was, nothing to tell.
    void fetch(url, { headers })
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
  }
}

/**
 * Registers the service worker (decision 0133). The first one installed takes the open page at
 * once, and the GETs it would have stored are sent again through it (decision 0186), so the
 * console opened before the worker existed is on the device too. A newer version waits for the
 * coach: reloading mid-play is the coach's call, never the app's (decision 0135).
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
    // Once the page is idle: the first visit's page is still drawing what it has just read.
    if (!event.isUpdate) whenIdle(() => storeThroughWorker(takeUncontrolledGets()));
  });
  void wb.register().then((registration) => {
    if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
  });
}
