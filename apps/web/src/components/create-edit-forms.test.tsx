import { ZErrorBody, ZUserResponse } from '@futsal/shared';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchFormDialog } from '../features/matches/components/MatchFormDialog';
import { PlayerFormDialog } from '../features/players/components/PlayerFormDialog';
import { TeamFormDialog } from '../features/teams/components/TeamFormDialog';
import { reply, TEST_TEAM_ID, testMatch, testPlayer, testTeam, testUser } from '../test/replies';
import { renderWithApp, storeValidToken } from '../test/utils';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith('/auth/me')
      ? reply(ZUserResponse, { user: testUser() })
      : reply(ZErrorBody, { error: { code: 'NOT_FOUND', message: 'No encontrado' } }, 404),
  );
  storeValidToken();
});
afterEach(() => vi.unstubAllGlobals());

const close = () => {};
const ID = '0ccccccc-0000-4000-8000-000000000001';

/** Each create/edit form dialog, new and existing: the new one's button creates, in its words. */
const FORMS: {
  name: string;
  testId: string;
  create: ReactElement;
  edit: ReactElement;
  createLabel: string;
}[] = [
  {
    name: 'match',
    testId: 'match-form-submit',
    create: <MatchFormDialog open teamId={TEST_TEAM_ID} match={null} onClose={close} />,
    edit: (
      <MatchFormDialog open teamId={TEST_TEAM_ID} match={testMatch({ id: ID })} onClose={close} />
    ),
    createLabel: 'Crear partido',
  },
  {
    name: 'team',
    testId: 'team-form-submit',
    create: <TeamFormDialog open team={null} onClose={close} />,
    edit: <TeamFormDialog open team={testTeam()} onClose={close} />,
    createLabel: 'Crear equipo',
  },
  {
    name: 'player',
    testId: 'player-form-submit',
    create: <PlayerFormDialog open teamId={TEST_TEAM_ID} player={null} onClose={close} />,
    edit: (
      <PlayerFormDialog
        open
        teamId={TEST_TEAM_ID}
        player={testPlayer({ id: ID })}
        onClose={close}
      />
    ),
    createLabel: 'Añadir jugador',
  },
];

describe('create and edit forms name their submit for what it does', () => {
  it.each(FORMS)(
    'a new $name is created with its create wording',
    async (form) => {
      renderWithApp(form.create, { path: '/x' });
      const submit = await screen.findByTestId(form.testId);
      expect(submit.textContent).toBe(form.createLabel);
      expect(submit.textContent).not.toBe('Guardar cambios');
    },
    20_000,
  );

  it.each(FORMS)(
    'an existing $name saves its changes',
    async (form) => {
      renderWithApp(form.edit, { path: '/x' });
      expect((await screen.findByTestId(form.testId)).textContent).toBe('Guardar cambios');
    },
    20_000,
  );
});
