import { ZAuditPage, type TAuditEntry } from '@futsal/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/server-state/client';
import { TOKEN_KEY } from '../../../lib/token';
import { TestProviders } from '../../../test/providers';
import { errorReply, reply } from '../../../test/replies';
import { fakeJwt } from '../../../test/utils';
import { AuditPage } from './AuditPage';

const TEAM = '0b6f1c1e-5a8e-4c55-9d7c-1f1e2d3c4b5a';
const PLAYER = '00000000-0000-4000-8000-000000000001';
const MATCH = '00000000-0000-4000-8000-0000000000aa';
const fetchMock = vi.fn<typeof fetch>();

const entry = (id: string, overrides: Partial<TAuditEntry>): TAuditEntry => ({
  id,
  at: '2026-11-28T20:14:00.000Z',
  actor: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Ana García' },
  action: 'update',
  entity: 'player',
  entityId: PLAYER,
  subject: { name: 'Juan Pérez', date: null },
  fields: ['phone', 'medicalInfo.allergies', 'medicalInfo.bloodType'],
  ...overrides,
});

const FIRST = [
  entry('9', {}),
  entry('8', {
    actor: null,
    action: 'log',
    entity: 'event',
    entityId: MATCH,
    subject: { name: 'Inter Movistar', date: '2026-03-14T17:30:00.000Z' },
    fields: ['goal', 'foul'],
  }),
];
const SECOND = [entry('7', { action: 'delete', entity: 'competition', subject: null, fields: [] })];

const auditCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((u) => u.pathname.endsWith(`/teams/${TEAM}/audit`));

function renderPage() {
  const router = createMemoryRouter([{ path: '/teams/:teamId/audit', element: <AuditPage /> }], {
    initialEntries: [`/teams/${TEAM}/audit`],
  });
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const texts = () => screen.getAllByTestId('audit-entry-text').map((e) => e.textContent);

describe('<AuditPage />', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    localStorage.setItem(
      TOKEN_KEY,
      fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads each entry as a sentence with the fields by name, and loads older ones on demand', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      return url.searchParams.get('before') === '8'
        ? reply(ZAuditPage, { entries: SECOND, next: null })
        : reply(ZAuditPage, { entries: FIRST, next: '8' });
    });
    renderPage();
    await waitFor(() => expect(texts()).toHaveLength(2));
    expect(texts()).toEqual([
      'Ana García cambió el jugador Juan Pérez',
      'Una cuenta eliminada registró eventos en Inter Movistar · 14 mar 2026',
    ]);
    expect(screen.getAllByTestId('audit-entry-fields').map((e) => e.textContent)).toEqual([
      'teléfono, información médica',
      'Gol, Falta',
    ]);

    await userEvent.setup().click(screen.getByTestId('audit-load-more'));
    await waitFor(() => expect(texts()).toHaveLength(3));
    expect(texts()[2]).toBe('Ana García eliminó la competición');
    expect(auditCalls().map((u) => u.searchParams.get('before'))).toEqual([null, '8']);
    expect(screen.queryByTestId('audit-load-more')).toBeNull();
  });

  it('says the trail is the owner’s when the role may not read it', async () => {
    fetchMock.mockImplementation(async () => errorReply(403, 'ROLE_FORBIDDEN', 'No'));
    renderPage();
    expect((await screen.findByTestId('audit-error')).textContent).toContain(
      'Solo el propietario del equipo',
    );
  });

  it('shows an empty state before anything was done', async () => {
    fetchMock.mockImplementation(async () => reply(ZAuditPage, { entries: [], next: null }));
    renderPage();
    expect((await screen.findByTestId('audit-empty')).textContent).toContain(
      'Todavía no hay actividad',
    );
  });
});
