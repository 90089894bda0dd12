import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/token';
import { errorReply } from '../../../test/replies';
import { fakeJwt, renderWithApp } from '../../../test/utils';
import { DeleteAccountCard } from './DeleteAccountCard';

const fetchMock = vi.fn<typeof fetch>();
const deletions = () =>
  fetchMock.mock.calls.filter(([i]) => String(i).endsWith('/auth/account/deletion'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.setItem(
    TOKEN_KEY,
    fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('<DeleteAccountCard />', () => {
  it('sends the password and says a confirmation e-mail is on its way', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    renderWithApp(<DeleteAccountCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('account-deletion-open'));
    await user.type(await screen.findByLabelText(/Contraseña/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect((await screen.findByTestId('account-deletion-sent')).textContent).toMatch(/e-mail/);
    expect(deletions()).toHaveLength(1);
    expect(JSON.parse(String(deletions()[0]?.[1]?.body))).toEqual({ password: 'Secret123' });
  });

  it('shows a wrong password and keeps the dialog open', async () => {
    fetchMock.mockImplementation(async () =>
      errorReply(400, 'WRONG_PASSWORD', 'La contraseña actual no es correcta'),
    );
    renderWithApp(<DeleteAccountCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('account-deletion-open'));
    await user.type(await screen.findByLabelText(/Contraseña/), 'Wrong123');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    await waitFor(() =>
      expect(screen.getByTestId('account-deletion-error').textContent).toContain(
        'La contraseña actual no es correcta',
      ),
    );
    expect(screen.queryByTestId('account-deletion-sent')).toBeNull();
  });

  it('asks for the password before sending anything', async () => {
    renderWithApp(<DeleteAccountCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('account-deletion-open'));
    await user.click(await screen.findByRole('button', { name: 'Enviar el enlace' }));
    expect(deletions()).toHaveLength(0);
  });
});
