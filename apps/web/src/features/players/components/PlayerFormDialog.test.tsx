import { ZErrorBody, ZUserResponse } from '@futsal/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../lib/token';
import { fakeJwt, renderWithApp } from '../../../test/utils';
import { reply, testUser } from '../../../test/replies';
import { PlayerFormDialog } from './PlayerFormDialog';

const TEAM = '0b6f1c1e-5a8e-4c55-9d7c-1f1e2d3c4b5a';
const fetchMock = vi.fn<typeof fetch>();
const user = testUser();
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => reply(ZUserResponse, { user }));
  localStorage.setItem(
    TOKEN_KEY,
    fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('<PlayerFormDialog />', { timeout: 20_000 }, () => {
  it("shows the spec's Spanish texts for a bad name, number and national id, and sends nothing", async () => {
    renderWithApp(<PlayerFormDialog open teamId={TEAM} onClose={() => {}} />);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/Nombre completo/), 'A');
    await u.type(screen.getByLabelText(/Dorsal/), '100');
    await u.type(screen.getByLabelText(/Documento de identidad/), '123');
    await u.click(screen.getByTestId('player-form-submit'));
    expect(await screen.findByText('El nombre debe tener entre 2 y 50 caracteres')).toBeTruthy();
    expect(screen.getByText('El dorsal debe ser mayor que 0 y menor que 100')).toBeTruthy();
    expect(
      screen.getByText('El documento de identidad debe tener entre 5 y 20 caracteres'),
    ).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('asks for the name and the number when left empty, and for nothing else', async () => {
    renderWithApp(<PlayerFormDialog open teamId={TEAM} onClose={() => {}} />);
    fireEvent.click(await screen.findByTestId('player-form-submit'));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('El dorsal es obligatorio')).toBeTruthy();
    // The national id is optional (decision 0119): left blank, it has no message.
    expect(screen.queryByText(/El documento de identidad/)).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('sends a player with only a name and a number', async () => {
    renderWithApp(<PlayerFormDialog open teamId={TEAM} onClose={() => {}} />);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/Nombre completo/), 'Sergio Lozano');
    await u.type(screen.getByLabelText(/Dorsal/), '10');
    await u.click(screen.getByTestId('player-form-submit'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = JSON.parse(String(posts()[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Sergio Lozano', number: 10, nationalId: '' });
  });

  it('asks since when once another status is chosen, and sends that day (decision 0188)', async () => {
    renderWithApp(<PlayerFormDialog open teamId={TEAM} onClose={() => {}} />);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/Nombre completo/), 'Sergio Lozano');
    await u.type(screen.getByLabelText(/Dorsal/), '10');
    expect(screen.queryByLabelText('Desde')).toBeNull();
    await u.click(screen.getByTestId('player-status-select'));
    await u.click(await screen.findByRole('option', { name: 'Lesionado' }));
    fireEvent.change(await screen.findByLabelText('Desde'), { target: { value: '2026-11-20' } });
    await u.click(screen.getByTestId('player-form-submit'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = JSON.parse(String(posts()[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'injured', statusSince: '2026-11-20' });
  });

  it('sends the player with its lists, and shows a taken number next to the field keeping what was typed', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? reply(
            ZErrorBody,
            {
              error: {
                code: 'PLAYER_NUMBER_TAKEN',
                message: 'Ya hay un jugador con ese dorsal en el equipo',
              },
            },
            409,
          )
        : reply(ZUserResponse, { user }),
    );
    renderWithApp(<PlayerFormDialog open teamId={TEAM} onClose={() => {}} />);
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText(/Nombre completo/), 'Sergio Lozano');
    await u.type(screen.getByLabelText(/Dorsal/), '10');
    await u.type(screen.getByLabelText(/Documento de identidad/), '12345678Z');
    await u.type(screen.getByLabelText('Alergias'), 'Polen{Enter}Ácaros{Enter}');
    await u.click(screen.getByTestId('player-form-submit'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0] ?? [];
    expect(String(url)).toBe(`/api/players/team/${TEAM}`);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Sergio Lozano',
      number: 10,
      nationalId: '12345678Z',
      status: 'available',
      positions: { primary: 'winger' },
    });
    expect((body.medicalInfo as { allergies: string[] }).allergies).toEqual(['Polen', 'Ácaros']);
    expect((await screen.findByTestId('player-form-error')).textContent).toContain(
      'Ya hay un jugador con ese dorsal en el equipo',
    );
    expect(screen.getAllByText('Ya hay un jugador con ese dorsal en el equipo').length).toBe(2);
    expect((screen.getByLabelText(/Nombre completo/) as HTMLInputElement).value).toBe(
      'Sergio Lozano',
    );
  });
});
