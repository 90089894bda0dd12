import { ZPlayer, ZPlayerList, ZUserResponse } from '@futsal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, reply, testPlayer, testUser } from '../../../test/replies';
import { renderWithApp, storeValidToken } from '../../../test/utils';
import { nextFreeNumber } from '../quick-add';
import { QuickAddPlayersDialog } from './QuickAddPlayersDialog';

const TEAM = '0b6f1c1e-5a8e-4c55-9d7c-1f1e2d3c4b5a';
const fetchMock = vi.fn<typeof fetch>();
const user = testUser();
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const bodyOf = (i: number) => JSON.parse(String(posts()[i]?.[1]?.body)) as Record<string, unknown>;

let squad = [testPlayer({ id: '00000000-0000-4000-8000-000000000001', team: TEAM, number: 1 })];
let created = 0;

beforeEach(() => {
  squad = [testPlayer({ id: '00000000-0000-4000-8000-000000000001', team: TEAM, number: 1 })];
  created = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith(`/players/team/${TEAM}`)) {
      const body = JSON.parse(String(init.body)) as { name: string; number: number };
      if (squad.some((p) => p.number === body.number))
        return errorReply(
          409,
          'PLAYER_NUMBER_TAKEN',
          'Ya hay un jugador con ese dorsal en el equipo',
        );
      created += 1;
      const id = `00000000-0000-4000-8000-1000000000${String(created).padStart(2, '0')}`;
      const player = testPlayer({ id, team: TEAM, name: body.name, number: body.number });
      squad = [...squad, player];
      return reply(ZPlayer, player, 201);
    }
    if (url.endsWith(`/teams/${TEAM}/players`)) return reply(ZPlayerList, squad);
    return reply(ZUserResponse, { user });
  });
  storeValidToken();
});
afterEach(() => vi.unstubAllGlobals());

describe('nextFreeNumber', () => {
  it('offers the lowest number nobody wears, none when all 99 are worn', () => {
    expect(nextFreeNumber([])).toBe('1');
    expect(nextFreeNumber([1, 2, 4])).toBe('3');
    expect(nextFreeNumber(Array.from({ length: 99 }, (_, i) => i + 1))).toBe('');
  });
});

describe('<QuickAddPlayersDialog />', { timeout: 60_000 }, () => {
  it('adds players one after another with Enter: name and number only, listed at once, the cursor kept', async () => {
    renderWithApp(<QuickAddPlayersDialog open teamId={TEAM} onClose={() => {}} />);
    const u = userEvent.setup();
    const name = await screen.findByLabelText(/Nombre completo/);
    const number = screen.getByLabelText(/Dorsal/) as HTMLInputElement;
    // The squad wears 1: the number offered is 2.
    await waitFor(() => expect(number.value).toBe('2'));
    expect(document.activeElement).toBe(name);

    await u.type(name, 'Íñigo Sáenz{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(bodyOf(0)).toEqual({ name: 'Íñigo Sáenz', number: 2 });
    const rows = () => screen.getAllByTestId('quick-add-row').map((r) => r.textContent);
    await waitFor(() => expect(rows()).toEqual(['2Íñigo Sáenz']));
    expect((name as HTMLInputElement).value).toBe('');
    expect(number.value).toBe('3');
    expect(document.activeElement).toBe(name);

    // A number of the coach's choosing, typed over the one offered.
    await u.type(name, 'Sergio Lozano');
    await u.tab();
    expect(document.activeElement).toBe(number);
    await u.clear(number);
    await u.type(number, '10{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(bodyOf(1)).toEqual({ name: 'Sergio Lozano', number: 10 });
    await waitFor(() => expect(rows()).toEqual(['10Sergio Lozano', '2Íñigo Sáenz']));
    expect(screen.getByText('2 jugadores añadidos')).toBeTruthy();
    expect(number.value).toBe('3');
    expect(document.activeElement).toBe(name);
  });

  it("shows the spec's messages for a bad name or number, and sends nothing", async () => {
    renderWithApp(<QuickAddPlayersDialog open teamId={TEAM} onClose={() => {}} />);
    const u = userEvent.setup();
    const name = await screen.findByLabelText(/Nombre completo/);
    const number = screen.getByLabelText(/Dorsal/);
    await u.clear(number);
    await u.type(name, 'A{Enter}');
    expect(await screen.findByText('El nombre debe tener entre 2 y 50 caracteres')).toBeTruthy();
    expect(screen.getByText('El dorsal es obligatorio')).toBeTruthy();
    await u.type(number, '100{Enter}');
    expect(await screen.findByText('El dorsal debe ser mayor que 0 y menor que 100')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('shows a taken number under its field, keeping what was typed', async () => {
    renderWithApp(<QuickAddPlayersDialog open teamId={TEAM} onClose={() => {}} />);
    const u = userEvent.setup();
    const name = await screen.findByLabelText(/Nombre completo/);
    const number = screen.getByLabelText(/Dorsal/) as HTMLInputElement;
    await waitFor(() => expect(number.value).toBe('2'));
    await u.type(name, 'Raúl Campos');
    await u.clear(number);
    await u.type(number, '1{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await screen.findByText('Ya hay un jugador con ese dorsal en el equipo')).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Raúl Campos');
    expect(number.value).toBe('1');
    expect(within(screen.getByTestId('quick-add-list')).queryAllByRole('listitem')).toEqual([]);
  });
});
