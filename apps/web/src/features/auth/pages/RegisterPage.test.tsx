import { ZErrorBody, ZOkResponse } from '@futsal/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/utils';
import { reply } from '../../../test/replies';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

async function fill(confirm = 'Secret123') {
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText('Nombre'), 'Ana');
  await u.type(screen.getByLabelText('Apellidos'), 'Gil');
  await u.type(screen.getByLabelText('Correo electrónico'), 'ana@club.es');
  await u.type(screen.getByLabelText('Contraseña'), 'Secret123');
  await u.type(screen.getByLabelText('Confirmar contraseña'), confirm);
  await u.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  return u;
}

function renderRegister() {
  return renderWithApp(<RegisterPage />, {
    path: '/register',
    routes: [{ path: '/login', element: <LoginPage /> }],
  });
}

describe('<RegisterPage />', () => {
  it('never sends confirmPassword, then goes to /login with the success message', async () => {
    fetchMock.mockResolvedValue(reply(ZOkResponse, { ok: true }, 201));
    renderRegister();
    await fill();
    expect(await screen.findByTestId('register-success')).toBeTruthy();
    expect(screen.getByText('Registro completado. Inicia sesión con tu cuenta.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/register');
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toEqual({
      firstName: 'Ana',
      lastName: 'Gil',
      email: 'ana@club.es',
      password: 'Secret123',
    });
    expect(body).not.toHaveProperty('confirmPassword');
  });

  it('checks the confirmation with the shared schema and sends nothing on mismatch', async () => {
    renderRegister();
    await fill('Other1234');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message in a banner and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      reply(
        ZErrorBody,
        {
          error: {
            code: 'EMAIL_TAKEN',
            message: 'Ya existe una cuenta con ese correo electrónico',
          },
        },
        409,
      ),
    );
    renderRegister();
    await fill();
    const banner = await screen.findByTestId('register-error');
    expect(banner.textContent).toContain('Ya existe una cuenta con ese correo electrónico');
    expect(banner.getAttribute('data-error-code')).toBe('EMAIL_TAKEN');
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('Confirmar contraseña') as HTMLInputElement).value).toBe(
      'Secret123',
    );
  });

  it("falls back to 'Error al registrar usuario'", async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    renderRegister();
    await fill();
    expect((await screen.findByTestId('register-error')).textContent).toContain(
      'Error al registrar usuario',
    );
  });
});
