import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestProviders } from '../../../test/providers';
import { createQueryClient } from '../../../app/server-state/client';
import { jsonResponse } from '../../../test/utils';
import { FINISHED_POLL_MS, POLL_MS } from '../lib/use-public-live';
import { publicLive } from '../test/public-live-fixture';
import { LiveSharePage } from './LiveSharePage';

const TOKEN = 'A'.repeat(43);
const fetchMock = vi.fn<typeof fetch>();
let hidden = false;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/live/:token', element: <LiveSharePage /> }], {
    initialEntries: [`/live/${TOKEN}`],
  });
  return render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

/** Lets timers run and promises settle, inside act. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const liveCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/public/live/')).length;

describe('LiveSharePage', () => {
  it('shows teams, score, competition, the clock ticking and the timeline newest first', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(publicLive()));
    renderPage();
    await advance(0);
    expect(screen.getByTestId('live-home').textContent).toContain('CD Prueba');
    expect(screen.getByTestId('live-away').textContent).toContain('Inter Movistar');
    expect(screen.getByTestId('live-score').textContent).toContain('2 – 1');
    expect(screen.getByTestId('live-competition').textContent).toContain('Liga Alevín · Jornada 4');
    expect(screen.getByTestId('live-clock').textContent).toContain('25:00');
    await advance(2000);
    expect(screen.getByTestId('live-clock').textContent).toContain('25:02');
    const items = screen.getByTestId('public-timeline').querySelectorAll('li');
    expect([...items].map((li) => li.getAttribute('data-type'))).toEqual([
      'substitution',
      'rival_goal',
      'goal',
    ]);
    expect(items[0]?.textContent).toContain('Cambio · 6 · Lía (sale 10 · Ana)');
    expect(items[1]?.textContent).toContain('Gol · Inter Movistar');
    expect(items[2]?.textContent).toContain('Gol · 10 · Ana');
  });

  it('asks again only after the last answer, and never while the tab is hidden', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderPage();
    await advance(4 * POLL_MS);
    expect(liveCalls()).toBe(1);
    answer(jsonResponse(publicLive()));
    await advance(0);
    expect(liveCalls()).toBe(1);
    await advance(POLL_MS);
    expect(liveCalls()).toBe(2);
    answer(jsonResponse(publicLive({ score: { us: 3, rival: 1 } })));
    await advance(0);
    expect(screen.getByTestId('live-score').textContent).toContain('3 – 1');

    hidden = true;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(5 * POLL_MS);
    expect(liveCalls()).toBe(2);
    hidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(0);
    expect(liveCalls()).toBe(3);
  });

  it('says the link is no longer active on a 404, and stops asking', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404),
    );
    renderPage();
    await advance(0);
    expect(screen.getByTestId('live-inactive').textContent).toContain(
      'Este enlace ya no está activo',
    );
    await advance(5 * POLL_MS);
    expect(liveCalls()).toBe(1);
  });

  it('keeps the last score and says it is reconnecting when a poll fails', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(publicLive()));
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    fetchMock.mockResolvedValue(jsonResponse(publicLive()));
    renderPage();
    await advance(0);
    await advance(POLL_MS);
    expect(screen.queryByTestId('live-offline')).not.toBeNull();
    expect(screen.getByTestId('live-score').textContent).toContain('2 – 1');
    await advance(POLL_MS);
    expect(screen.queryByTestId('live-offline')).toBeNull();
  });

  it('asks far less often once the match is over', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        publicLive({
          status: 'finished',
          finished: true,
          running: false,
          clock: { elapsedSec: 2400, periodEndSec: null, regularSec: 2400 },
        }),
      ),
    );
    renderPage();
    await advance(0);
    expect(screen.getByTestId('live-clock').textContent).toBe('40:00');
    await advance(3 * POLL_MS);
    expect(liveCalls()).toBe(1);
    await advance(FINISHED_POLL_MS);
    expect(liveCalls()).toBe(2);
  });
});
