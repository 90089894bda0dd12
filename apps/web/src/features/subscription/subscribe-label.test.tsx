import { subscribeButtonLabel, ZUserResponse, type TPlan } from '@futsal/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../lib/token';
import { controlIdle } from '../../test/idle';
import { fakeJwt, renderWithApp } from '../../test/utils';
import { currentSubscriptionReply, reply, testUser } from '../../test/replies';
import { subscriptionKeys } from './api/keys';
import { SubscribeButton } from './components/SubscribeButton';

describe('subscribe button label rule (spec §2)', () => {
  it('subscribe with no plan or starter, upgrade for club, hidden for pro', () => {
    expect(subscribeButtonLabel(null)).toBe('subscribe');
    expect(subscribeButtonLabel('starter')).toBe('subscribe');
    expect(subscribeButtonLabel('club')).toBe('upgrade');
    expect(subscribeButtonLabel('pro')).toBeNull();
  });
});

describe('<SubscribeButton />', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    localStorage.setItem(TOKEN_KEY, fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  function serve(plan: TPlan | null) {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/subscriptions/current')) {
        return currentSubscriptionReply(plan ?? 'none');
      }
      return reply(ZUserResponse, { user: testUser() });
    });
  }

  it.each([
    [null, 'Suscribirse'],
    ['starter', 'Suscribirse'],
    ['club', 'Mejorar Plan'],
  ] as const)('plan %s reads %s and leads to /pricing', async (plan, text) => {
    serve(plan);
    renderWithApp(<SubscribeButton />);
    const button = await screen.findByTestId('subscribe-button');
    expect(button.textContent).toBe(text);
    expect(button.getAttribute('href')).toBe('/pricing');
  });

  it('is hidden for pro', async () => {
    serve('pro');
    const { queryClient } = renderWithApp(<SubscribeButton />);
    // The plan has arrived (and rendered): no button, rather than not yet one.
    await waitFor(() =>
      expect(queryClient.getQueryState(subscriptionKeys.current)?.status).toBe('success'),
    );
    expect(screen.queryByTestId('subscribe-button')).toBeNull();
  });

  it('asks for the plan only once the page is drawn and the browser idle (decision 0084)', async () => {
    const idle = controlIdle();
    serve('club');
    renderWithApp(<SubscribeButton />);
    const asked = () =>
      fetchMock.mock.calls.some(([i]) => String(i).endsWith('/subscriptions/current'));
    await waitFor(() => expect(idle.pending).toBeGreaterThan(0));
    expect(asked()).toBe(false);
    idle.idle();
    expect((await screen.findByTestId('subscribe-button')).textContent).toBe('Mejorar Plan');
  });
});
