import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/utils';
import { api, sendEarly } from './api-client';
import { EARLY_TTL_MS, untakenEarly } from './early-requests';
import { nextTask } from './next-task';
import { TOKEN_KEY } from './token';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  let n = 0;
  fetchMock.mockImplementation(async () => jsonResponse({ reply: (n += 1) }));
  localStorage.setItem(TOKEN_KEY, 'coach-a');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('GETs sent ahead of their code (decision 0077)', () => {
  it('the first plain GET of the path takes the reply; the next one asks again', async () => {
    sendEarly(['/teams']);
    // Sent in the next task, not in the caller's (decision 0082).
    expect(fetchMock).not.toHaveBeenCalled();
    await nextTask();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(api.get('/teams')).resolves.toEqual({ reply: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(untakenEarly()).toEqual([]);
    await expect(api.get('/teams')).resolves.toEqual({ reply: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a path already sent and not taken yet is not sent again (a loader that runs twice)', async () => {
    sendEarly(['/teams']);
    sendEarly(['/teams', '/settings']);
    await nextTask();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(api.get('/teams')).resolves.toEqual({ reply: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is never given to another session: a sign-out or another coach asks again', async () => {
    sendEarly(['/teams']);
    await nextTask();
    localStorage.setItem(TOKEN_KEY, 'coach-b');
    await expect(api.get('/teams')).resolves.toEqual({ reply: 2 });
    sendEarly(['/settings']);
    await nextTask();
    localStorage.removeItem(TOKEN_KEY);
    await expect(api.get('/settings')).resolves.toEqual({ reply: 4 });
    expect(untakenEarly()).toEqual([]);
  });

  it('is not sent when the session changed before its task: no query could take it', async () => {
    sendEarly(['/teams', '/settings']);
    localStorage.setItem(TOKEN_KEY, 'coach-b');
    await nextTask();
    await nextTask();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get('/teams')).resolves.toEqual({ reply: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is never served late: a reply older than the limit is dropped and the GET asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    sendEarly(['/teams']);
    await nextTask();
    vi.setSystemTime(Date.now() + EARLY_TTL_MS + 1);
    await expect(api.get('/teams')).resolves.toEqual({ reply: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a write in between drops every reply sent ahead: the GET after it asks again', async () => {
    sendEarly(['/teams', '/settings']);
    await nextTask();
    await api.post('/teams', { name: 'CD Nuevo' });
    expect(untakenEarly()).toEqual([]);
    await expect(api.get('/teams')).resolves.toEqual({ reply: 4 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('only plain GETs take it: a GET with options (a download, a signal) sends its own', async () => {
    sendEarly(['/teams']);
    await nextTask();
    await expect(api.get('/teams', { headers: { 'X-Trace': '1' } })).resolves.toEqual({
      reply: 2,
    });
    expect(untakenEarly()).toEqual(['/teams']);
  });

  it('a failed request sent ahead fails the query that takes it, and nothing is left unhandled', async () => {
    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('offline'));
    sendEarly(['/teams']);
    await nextTask();
    await expect(api.get('/teams')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
