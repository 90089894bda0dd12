import { ZUserResponse } from '@futsal/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken } from '../../lib/token';
import { reply, testUser } from '../../test/replies';
import { renderWithApp, storeValidToken } from '../../test/utils';
import { useAuth } from './AuthContext';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/auth/me')
      ? reply(ZUserResponse, { user: testUser() })
      : new Response(null, { status: 204 }),
  );
  storeValidToken();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Probe() {
  const { user, logout } = useAuth();
  return (
    <button type="button" onClick={() => void logout()}>
      {user?.firstName ?? 'nobody'}
    </button>
  );
}

/* The query client is no longer in AuthProvider's tree (decision 0069): it reaches it through
   app/server-state, and a session that ends must still leave no server answer behind. */
describe('AuthProvider and the query cache', () => {
  it('clears every cached answer on logout', async () => {
    const { queryClient } = renderWithApp(<Probe />);
    const button = await screen.findByRole('button', { name: 'Ana' });
    queryClient.setQueryData(['teams'], ['a team']);
    await userEvent.setup().click(button);
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
  });

  it('drops cached answers when the token goes away (401, expiry, another tab)', async () => {
    const { queryClient } = renderWithApp(<Probe />);
    await screen.findByRole('button', { name: 'Ana' });
    queryClient.setQueryData(['teams'], ['a team']);
    act(() => removeToken());
    await waitFor(() => expect(queryClient.getQueryData(['teams'])).toBeUndefined());
    expect(screen.getByRole('button', { name: 'nobody' })).toBeTruthy();
  });
});
