import { ZContactResponse, ZErrorBody, ZUserResponse } from '@futsal/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/token';
import { fakeJwt, renderWithApp } from '../../../test/utils';
import { reply, testUser } from '../../../test/replies';
import { ContactPage } from './ContactPage';

const fetchMock = vi.fn<typeof fetch>();
const profile = testUser();
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MB5 = 5 * 1024 * 1024;

const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};
const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

function setup(user = profile) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/auth/me')) return reply(ZUserResponse, { user });
    if (url.endsWith('/contact') && init?.method === 'POST') {
      return reply(
        ZContactResponse,
        {
          id: '7f1c1a53-3b0c-4c31-9b6e-2f1e4a0c9d11',
          _id: '7f1c1a53-3b0c-4c31-9b6e-2f1e4a0c9d11',
          subject: 'Duda con el plan',
          category: 'billing',
          createdAt: '2026-03-01T10:00:00.000Z',
          attachments: [{ filename: 'captura.png', contentType: 'image/png', size: 64 }],
        },
        201,
      );
    }
    return reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404);
  });
  return renderWithApp(<ContactPage />, { path: '/contact' });
}

const pick = async (...files: File[]) => {
  fireEvent.change(await screen.findByTestId('contact-attachments-input'), { target: { files } });
};
const help = () => screen.getByTestId('contact-attachments-help');
const contactCalls = () => fetchMock.mock.calls.filter(([i]) => String(i).endsWith('/contact'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.setItem(
    TOKEN_KEY,
    fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('<ContactPage />', { timeout: 30_000 }, () => {
  it('shows name and e-mail from the profile, read-only', async () => {
    setup();
    const email = await screen.findByLabelText('Correo electrónico');
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('ana@club.es'));
    expect(email.getAttribute('readonly')).not.toBeNull();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana Gil');
  });

  it('takes 3 files and refuses a 4th with the spec text', async () => {
    setup();
    await pick(png('a.png'), png('b.png'), pdf('c.pdf'));
    expect(await screen.findByText('c.pdf')).toBeTruthy();
    expect(help().textContent).not.toContain('Máximo');
    await pick(png('d.png'));
    // The button is disabled at 3; a drop or a programmatic pick is still refused.
    await waitFor(() => expect(help().textContent).toBe('Máximo 3 archivos permitidos.'));
    expect(screen.queryByText('d.png')).toBeNull();
    fireEvent.change(screen.getByTestId('contact-attachments-input'), {
      target: { files: [png('e.png'), png('f.png'), png('g.png'), png('h.png')] },
    });
    expect(screen.queryByText('h.png')).toBeNull();
  });

  it('accepts exactly 5MB and refuses one byte more with the spec text', async () => {
    setup();
    await pick(png('grande.png', MB5));
    expect(await screen.findByText('grande.png')).toBeTruthy();
    await pick(png('enorme.png', MB5 + 1));
    await waitFor(() =>
      expect(help().textContent).toBe('El archivo es demasiado grande. Máximo 5MB permitido.'),
    );
    expect(screen.queryByText('enorme.png')).toBeNull();
  });

  it('judges a file by its first bytes, not its name or type', async () => {
    setup();
    await pick(new File(['MZ\x90\x00 este es un programa'], 'foto.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(help().textContent).toBe(
        'Tipo de archivo no válido. Solo se permiten imágenes y PDFs.',
      ),
    );
    expect(screen.queryByText('foto.png')).toBeNull();
    await pick(new File(['%PDF-1.7\n'], 'factura', { type: '' }));
    expect(await screen.findByText('factura')).toBeTruthy();
  });

  it('refuses an invalid e-mail from the profile with the spec text and sends nothing', async () => {
    setup({ ...profile, email: 'ana@club' });
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/Asunto/), 'Duda con el plan');
    await u.type(screen.getByLabelText(/Mensaje/), 'Quiero pasar al plan Club este mes.');
    await u.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('El correo electrónico no es válido')).toBeTruthy();
    expect(contactCalls()).toHaveLength(0);
  });

  it('sends subject, category, message and files as multipart and shows the success state', async () => {
    setup();
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/Asunto/), 'Duda con el plan');
    fireEvent.mouseDown(screen.getByLabelText('Categoría'));
    await u.click(await screen.findByRole('option', { name: 'Facturación y planes' }));
    await u.type(screen.getByLabelText(/Mensaje/), 'Quiero pasar al plan Club este mes.');
    const file = png('captura.png');
    await pick(file);
    await screen.findByText('captura.png');
    await u.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByTestId('contact-success')).toBeTruthy();
    expect(screen.getByText('¡Mensaje enviado!')).toBeTruthy();
    expect(screen.getByText('Con 1 archivo adjunto.')).toBeTruthy();
    const [call] = contactCalls();
    const body = call?.[1]?.body as FormData;
    expect(body.get('subject')).toBe('Duda con el plan');
    expect(body.get('category')).toBe('billing');
    expect(body.get('message')).toBe('Quiero pasar al plan Club este mes.');
    expect(body.getAll('attachments').map((f) => (f as File).name)).toEqual(['captura.png']);
    expect(body.get('email')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Enviar otro mensaje' }));
    expect(await screen.findByTestId('contact-form')).toBeTruthy();
  });

  it('shows the server message of a refusal', async () => {
    setup();
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/auth/me')
        ? reply(ZUserResponse, { user: profile })
        : reply(
            ZErrorBody,
            {
              error: {
                code: 'RATE_LIMITED',
                message: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo',
              },
            },
            429,
          ),
    );
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/Asunto/), 'Otra duda');
    await u.type(screen.getByLabelText(/Mensaje/), 'Otro mensaje bastante largo.');
    await u.click(screen.getByTestId('contact-submit'));
    expect((await screen.findByTestId('contact-error')).textContent).toContain(
      'Demasiados intentos',
    );
  });
});
