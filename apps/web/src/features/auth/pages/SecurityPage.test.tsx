import { ZErrorBody, ZUserResponse } from '@futsal/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/token';
import { renderWithApp, storeValidToken } from '../../../test/utils';
import { reply, testUser } from '../../../test/replies';
import { SecurityPage } from './SecurityPage';

const fetchMock = vi.fn<typeof fetch>();
const user = testUser();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  storeValidToken();
});
afterEach(() => vi.unstubAllGlobals());

async function fill(current: string, next: string, confirm: string) {
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText('Contraseña actual'), current);
  await u.type(screen.getByLabelText('Nueva contraseña'), next);
  await u.type(screen.getByLabelText('Confirmar nueva contraseña'), confirm);
  await u.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('<SecurityPage />', () => {
  it('validates with ZChangePasswordForm before sending', async () => {
    fetchMock.mockResolvedValue(reply(ZUserResponse, { user }));
    renderWithApp(<SecurityPage />, { path: '/security' });
    await fill('Old12345', 'weak', 'other');
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([i]) => String(i).endsWith('/auth/password'))).toBe(false);
  });

  it('sends current and new password only, and shows WRONG_PASSWORD from the server', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/auth/password')
        ? reply(
            ZErrorBody,
            { error: { code: 'WRONG_PASSWORD', message: 'La contraseña actual no es correcta' } },
            400,
          )
        : reply(ZUserResponse, { user }),
    );
    renderWithApp(<SecurityPage />, { path: '/security' });
    await fill('Old12345', 'Newpass123', 'Newpass123');
    expect((await screen.findByTestId('security-error')).textContent).toContain(
      'La contraseña actual no es correcta',
    );
    const call = fetchMock.mock.calls.find(([i]) => String(i).endsWith('/auth/password'));
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'Old12345',
      newPassword: 'Newpass123',
    });
    // a 400 is not a lost session
    expect(localStorage.getItem(TOKEN_KEY)).not.toBeNull();
  });
});
