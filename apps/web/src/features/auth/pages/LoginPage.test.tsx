import { ZErrorBody, ZLoginResponse, ZUserResponse } from '@futsal/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/token';
import { fakeJwt, renderWithApp } from '../../../test/utils';
import { reply, testUser } from '../../../test/replies';
import { LoginPage } from './LoginPage';

const fetchMock = vi.fn<typeof fetch>();
const user = testUser();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

function renderLogin() {
  return renderWithApp(<LoginPage />, {
    path: '/login',
    routes: [{ path: '/dashboard', element: <p>dashboard</p> }],
  });
}

describe('<LoginPage />', () => {
  it('shows the translated field errors of the shared schema and sends nothing', async () => {
    renderLogin();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Correo electrónico'), 'not-an-email');
    await u.type(screen.getByLabelText('Contraseña'), '123');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo electrónico no es válido')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // nothing typed is lost
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe(
      'not-an-email',
    );
  });

  it('shows required messages for empty fields', async () => {
    renderLogin();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
  });

  it('after a failed submit, focuses the first wrong field and re-checks a field as it changes', async () => {
    renderLogin();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeTruthy();
    const email = screen.getByLabelText('Correo electrónico');
    expect(document.activeElement).toBe(email);
    await u.type(email, 'ana@club.es');
    await waitFor(() =>
      expect(screen.queryByText('El correo electrónico es obligatorio')).toBeNull(),
    );
    // the other field's message stays until that field changes
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never double-submits and shows the sending label while waiting', async () => {
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockImplementation((input) => {
      if (String(input).endsWith('/auth/login')) return new Promise<Response>((r) => (resolve = r));
      return Promise.resolve(reply(ZUserResponse, { user }));
    });
    renderLogin();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Correo electrónico'), 'ana@club.es');
    await u.type(screen.getByLabelText('Contraseña'), 'secret123');
    const button = screen.getByRole('button', { name: 'Iniciar sesión' });
    // a double click, a forced re-submit of the form and Enter in the field
    const form = screen.getByRole('form', { name: 'Iniciar sesión' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.click(button);
    await u.type(screen.getByLabelText('Contraseña'), '{Enter}');
    const sending = await screen.findByRole('button', { name: 'Iniciando sesión...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    const loginCalls = () =>
      fetchMock.mock.calls.filter(([i]) => String(i).endsWith('/auth/login'));
    expect(loginCalls()).toHaveLength(1);
    expect(JSON.parse(String(loginCalls()[0]?.[1]?.body))).toEqual({
      email: 'ana@club.es',
      password: 'secret123',
    });

    const token = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
    resolve(reply(ZLoginResponse, { token, user }));
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  });

  it("shows the server's message and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      reply(
        ZErrorBody,
        {
          error: {
            code: 'INVALID_CREDENTIALS',
            message: 'Correo electrónico o contraseña incorrectos',
          },
        },
        401,
      ),
    );
    renderLogin();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Correo electrónico'), 'ana@club.es');
    await u.type(screen.getByLabelText('Contraseña'), 'wrongpass');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const alert = await screen.findByTestId('login-error');
    expect(alert.textContent).toContain('Correo electrónico o contraseña incorrectos');
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('wrongpass');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('falls back to the catalog text when the server gives no message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Correo electrónico'), 'ana@club.es');
    await u.type(screen.getByLabelText('Contraseña'), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByTestId('login-error')).textContent).toContain(
      'Error al iniciar sesión',
    );
  });

  it('refuses a token without exp (logged as an invalid-token login)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(reply(ZLoginResponse, { token: fakeJwt({ sub: 'u1' }), user }));
    renderLogin();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Correo electrónico'), 'ana@club.es');
    await u.type(screen.getByLabelText('Contraseña'), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByTestId('login-error');
    expect(warn).toHaveBeenCalledWith('Intento de login con token inválido');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    warn.mockRestore();
  });

  it('toggles the password visibility', async () => {
    renderLogin();
    const u = userEvent.setup();
    const input = (await screen.findByLabelText('Contraseña')) as HTMLInputElement;
    expect(input.type).toBe('password');
    await u.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input.type).toBe('text');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toBeTruthy(),
    );
  });
});
