import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { renderWithApp } from '../test/utils';
import { LimitReached, UpgradeButton, UsageChip } from './PlanUsage';

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  await i18n.changeLanguage('es');
});

describe('usage before the limit is hit', () => {
  it('shows 14/15 jugadores, and 15/15 marked full', async () => {
    const { unmount } = renderWithApp(<UsageChip resource="players" used={14} limit={15} />);
    expect(await screen.findByText('14/15 jugadores')).toBeTruthy();
    expect(screen.getByTestId('usage-players').getAttribute('data-full')).toBe('false');
    unmount();
    renderWithApp(<UsageChip resource="players" used={15} limit={15} />);
    expect(await screen.findByText('15/15 jugadores')).toBeTruthy();
    expect(screen.getByTestId('usage-players').getAttribute('data-full')).toBe('true');
  });

  it('uses the singular for a limit of one, and shows nothing when unlimited', async () => {
    renderWithApp(
      <>
        <UsageChip resource="teams" used={1} limit={1} />
        <UsageChip resource="competitions" used={3} limit={null} />
      </>,
    );
    expect(await screen.findByText('1/1 equipo')).toBeTruthy();
    expect(screen.queryByTestId('usage-competitions')).toBeNull();
  });

  it('words the limit for the tier the coach has, with a link to /pricing', async () => {
    const { unmount } = renderWithApp(<LimitReached resource="teams" tier="none" limit={1} />);
    expect(
      await screen.findByText(
        'Sin plan de pago puedes tener 1 equipo. Elige un plan para crear más',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/pricing');
    unmount();
    renderWithApp(<LimitReached resource="players" tier="club" limit={50} />);
    expect(
      await screen.findByText(
        'Tu plan Club permite como máximo 50 jugadores por equipo. Mejora tu plan para añadir más',
      ),
    ).toBeTruthy();
  });

  it('turns a paid feature into a link to /pricing naming the plan that has it', async () => {
    renderWithApp(<UpgradeButton feature="reports" label="Informe PDF" />);
    const link = await screen.findByRole('link', { name: 'Informe PDF' });
    expect(link.getAttribute('href')).toBe('/pricing');
    // Closed, MUI's describing tooltip is the link's title: its accessible description.
    expect(link.getAttribute('title')).toBe('Incluido desde el plan Starter. Ver planes');
  });
});
