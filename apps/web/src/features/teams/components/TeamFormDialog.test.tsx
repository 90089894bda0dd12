import { ZErrorBody, ZTeam, ZUserResponse } from '@futsal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, storeValidToken } from '../../../test/utils';
import { reply, testTeam, testUser } from '../../../test/replies';
import { logoProblem, TeamFormDialog } from './TeamFormDialog';

const fetchMock = vi.fn<typeof fetch>();
const user = testUser();
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method === 'POST'
      ? reply(ZTeam, testTeam({ name: 'ok' }), 201)
      : reply(ZUserResponse, { user }),
  );
  storeValidToken();
});
afterEach(() => vi.unstubAllGlobals());

async function submit(fields: { name?: string; description?: string; division?: string }) {
  const u = userEvent.setup();
  const name = await screen.findByLabelText(/Nombre del equipo/);
  await u.clear(name);
  const paste = async (el: HTMLElement, text?: string) => {
    if (!text) return;
    await u.click(el);
    await u.paste(text);
  };
  await paste(name, fields.name);
  await paste(screen.getByLabelText('Descripción'), fields.description);
  await paste(screen.getByLabelText('División'), fields.division);
  await u.click(screen.getByTestId('team-form-submit'));
}

describe('<TeamFormDialog />', { timeout: 20_000 }, () => {
  it.each([
    ['a 2-character name', { name: 'ab' }, 'El nombre debe tener entre 3 y 50 caracteres'],
    [
      'a 51-character name',
      { name: 'x'.repeat(51) },
      'El nombre debe tener entre 3 y 50 caracteres',
    ],
    [
      'a 9-character description',
      { name: 'CD Leganés', description: 'corta1234' },
      'La descripción debe tener entre 10 y 500 caracteres',
    ],
    [
      'a 1-character division',
      { name: 'CD Leganés', division: 'A' },
      'La división debe tener entre 2 y 50 caracteres',
    ],
  ])('refuses %s with the spec text and sends nothing', async (_label, fields, text) => {
    renderWithApp(<TeamFormDialog open onClose={() => {}} />);
    await submit(fields);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it.each([
    ['a 3-character name only', { name: 'Abc' }],
    [
      'a 50-character name, 10-character description, 2-character division',
      { name: 'x'.repeat(50), description: 'diez letra', division: 'AB' },
    ],
  ] as [string, { name: string; description?: string; division?: string }][])(
    'sends %s as multipart',
    async (_label, fields) => {
      const onClose = vi.fn();
      renderWithApp(<TeamFormDialog open onClose={onClose} />);
      await submit(fields);
      await waitFor(() => expect(posts()).toHaveLength(1));
      const body = posts()[0]?.[1]?.body as FormData;
      expect(body).toBeInstanceOf(FormData);
      expect(body.get('name')).toBe(fields.name);
      // Blank optional fields are not sent (spec §7).
      expect(body.has('description')).toBe(Boolean(fields.description));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
    },
  );

  it('sends the answer reminder setting: 24 h unless chosen, 0 when turned off (decision 0167)', async () => {
    renderWithApp(<TeamFormDialog open onClose={() => {}} />);
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('team-reminder-hours-select'));
    expect(screen.getByRole('option', { name: '24 h antes del evento' })).toBeTruthy();
    await u.click(screen.getByRole('option', { name: 'Sin recordatorios' }));
    await submit({ name: 'CD Leganés' });
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0]?.[1]?.body as FormData;
    expect(body.get('reminderHoursBefore')).toBe('0');
    expect(body.get('targetStintSec')).toBe('240');
  });

  it('offers the upgrade on 402 PLAN_LIMIT and keeps what was typed', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? reply(
            ZErrorBody,
            {
              error: {
                code: 'PLAN_LIMIT',
                message: 'Has alcanzado el límite de tu plan. Mejora tu plan para continuar',
                details: [
                  {
                    path: 'teams',
                    key: 'errors.PLAN_LIMIT',
                    message:
                      'Tu plan starter permite como máximo 1 equipo(s). Mejora tu plan para crear más',
                  },
                ],
              },
            },
            402,
          )
        : reply(ZUserResponse, { user }),
    );
    renderWithApp(<TeamFormDialog open onClose={() => {}} />);
    await submit({ name: 'Segundo Equipo' });
    const dialog = await screen.findByTestId('plan-limit-dialog');
    expect(dialog.textContent).toContain('Tu plan starter permite como máximo 1 equipo(s)');
    expect(screen.getByTestId('plan-limit-upgrade').getAttribute('href')).toBe('/pricing');
    expect((screen.getByLabelText(/Nombre del equipo/) as HTMLInputElement).value).toBe(
      'Segundo Equipo',
    );
  });

  it('checks a logo before sending it', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'logo', { type });
    expect(logoProblem(file('image/png', 1000))).toBeNull();
    expect(logoProblem(file('image/gif', 1000))).toBe('errors.UNSUPPORTED_FILE_TYPE');
    expect(logoProblem(file('application/pdf', 10))).toBe('errors.UNSUPPORTED_FILE_TYPE');
    expect(logoProblem(file('image/jpeg', 5 * 1024 * 1024 + 1))).toBe('errors.FILE_TOO_LARGE');
  });
});
