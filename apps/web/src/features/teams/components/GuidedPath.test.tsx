import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/providers';
import { guideSteps, type TGuideFacts } from '../lib/guided-path';
import { GuidedPath } from './GuidedPath';

const TEAM = '0b6f1c1e-5a8e-4c55-9d7c-1f1e2d3c4b5a';

function show(facts: TGuideFacts, onDismiss = () => {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/teams/:teamId',
        element: (
          <GuidedPath
            teamId={TEAM}
            steps={guideSteps(facts)}
            players={facts.players}
            onDismiss={onDismiss}
          />
        ),
      },
    ],
    { initialEntries: [`/teams/${TEAM}`] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const step = (key: string) => screen.getByTestId(`guide-step-${key}`);

describe('<GuidedPath />', { timeout: 60_000 }, () => {
  it("shows a new team's steps: the team done, adding players the one to do, with links that do each", async () => {
    show({ players: 0, competitions: 0, matches: 0 });
    await screen.findByRole('heading', { name: 'Pon en marcha tu equipo' });
    expect(screen.getByTestId('guided-path-progress').textContent).toBe('1 de 4 pasos hechos');
    expect(step('team').dataset.state).toBe('done');
    expect(within(step('team')).getByText('Hecho', { selector: 'p' })).toBeTruthy();
    expect(within(step('team')).queryByRole('link')).toBeNull();

    const add = within(step('players')).getByRole('link', { name: 'Añadir jugadores' });
    expect(add.getAttribute('href')).toBe(`/teams/${TEAM}/players?add=1`);
    const importLink = within(step('players')).getByRole('link', {
      name: 'Importar de una hoja de cálculo',
    });
    expect(importLink.getAttribute('href')).toBe(`/teams/${TEAM}/players?import=1`);
    expect(step('players').getAttribute('aria-current')).toBe('step');
    // The one to do now is the contained button; the later ones are outlined.
    expect(add.className).toMatch(/contained/i);
    const competition = within(step('competition')).getByRole('link', {
      name: 'Crear competición',
    });
    expect(competition.getAttribute('href')).toBe(`/teams/${TEAM}/tournaments/new`);
    expect(competition.className).toMatch(/outlined/i);
    expect(
      within(step('match'))
        .getByRole('link', { name: 'Programar el primer partido' })
        .getAttribute('href'),
    ).toBe(`/teams/${TEAM}/matches?new=1`);
    expect(screen.queryByTestId('guide-players-count')).toBeNull();
  });

  it('counts the players so far, and moves on once there are enough', async () => {
    show({ players: 3, competitions: 0, matches: 0 });
    expect((await screen.findByTestId('guide-players-count')).textContent).toBe('Llevas 3 de 5');
    expect(step('players').dataset.state).toBe('next');
  });

  it('marks the players done at five, the competition next', async () => {
    show({ players: 5, competitions: 0, matches: 0 });
    await screen.findByTestId('guided-path');
    expect(screen.getByTestId('guided-path-progress').textContent).toBe('2 de 4 pasos hechos');
    expect(step('players').dataset.state).toBe('done');
    expect(within(step('players')).queryByRole('link')).toBeNull();
    expect(step('competition').dataset.state).toBe('next');
    expect(
      within(step('competition')).getByRole('link', { name: 'Crear competición' }).className,
    ).toMatch(/contained/i);
  });

  it('is closed by its close button', async () => {
    const onDismiss = vi.fn();
    show({ players: 0, competitions: 0, matches: 0 }, onDismiss);
    await userEvent.click(await screen.findByRole('button', { name: 'Ocultar la guía' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
