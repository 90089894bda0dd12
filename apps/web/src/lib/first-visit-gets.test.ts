import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/utils';

const MATCH = '/api/matches/6f0c1c9e-8a43-4c4b-9d0e-3b7a4f1d2e55';
const LOG = '/api/events/match/6f0c1c9e-8a43-4c4b-9d0e-3b7a4f1d2e55';
const fetchMock = vi.fn<typeof fetch>();
const worker: { controller: object | null } = { controller: null };

/** A fresh module each time: what it noted and whether it was taken are the page's, once. */
async function load() {
  vi.resetModules();
  const gets = await import('./first-visit-gets');
  const { api } = await import('./api-client');
  return { ...gets, api };
}

beforeEach(() => {
  worker.controller = null;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse({}));
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the GETs a first visit sent before a worker saw it (issue 37)', () => {
  it('notes the plain GETs the worker keeps, each once, and nothing else', async () => {
    const { api, takeUncontrolledGets } = await load();
    await api.get(MATCH.replace('/api', ''));
    await api.get(MATCH.replace('/api', ''));
    await api.get(LOG.replace('/api', ''));
    // Not kept by the worker: a query string, a path outside its list, a write.
    await api.get(`${LOG.replace('/api', '')}?after=3`);
    await api.get('/teams');
    await api.post(LOG.replace('/api', ''), {});
    expect(takeUncontrolledGets().sort()).toEqual([LOG, MATCH]);
  });

  it('notes nothing the worker already saw, and nothing after they were taken', async () => {
    const { api, takeUncontrolledGets } = await load();
    worker.controller = {};
    await api.get(MATCH.replace('/api', ''));
    worker.controller = null;
    expect(takeUncontrolledGets()).toEqual([]);
    await api.get(LOG.replace('/api', ''));
    expect(takeUncontrolledGets()).toEqual([]);
  });

  it('notes nothing in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const { api, takeUncontrolledGets } = await load();
    await api.get(MATCH.replace('/api', ''));
    expect(takeUncontrolledGets()).toEqual([]);
  });
});
