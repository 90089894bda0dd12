import { PLAN_TABLE, PLAN_TIERS, planLines } from '@futsal/shared/plans';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { renderWithApp } from '../../../test/utils';
import { PlanCard } from './PlanCard';

beforeAll(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  await i18n.changeLanguage('es');
});

async function linesOf(tier: (typeof PLAN_TIERS)[number]): Promise<string[]> {
  renderWithApp(<PlanCard tier={tier} price={0} period="monthly" currency="EUR" />);
  const card = await screen.findByTestId(`plan-card-${tier}`);
  return within(card)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}

describe('/pricing lists exactly what PLAN_TABLE gives (the table the server enforces)', () => {
  it.each(PLAN_TIERS)('%s: one line per limit and feature of the table, in order', async (tier) => {
    const lines = await linesOf(tier);
    expect(lines).toHaveLength(planLines(tier).length);
    const { limits, features } = PLAN_TABLE[tier];
    const limitLine = (r: 'teams' | 'players' | 'competitions', i: number) => {
      const n = limits[r];
      if (n === null) expect(lines[i]).toMatch(/ilimitad/);
      else expect(lines[i]).toContain(String(n));
    };
    limitLine('teams', 0);
    limitLine('players', 1);
    limitLine('competitions', 2);
    expect(lines.slice(3)).toEqual(features.map((f) => i18n.t(`pricing.features.${f}`)));
  });

  it('words the free tier with plurals: 1 equipo, 15 jugadores, 1 competición, no PDF reports', async () => {
    const lines = await linesOf('none');
    expect(lines).toEqual([
      '1 equipo',
      'Hasta 15 jugadores por equipo',
      '1 competición',
      'Partidos, convocatorias y consola en directo',
      'Estadísticas de partido, equipo y jugadores',
    ]);
    expect(screen.getByText('Gratis')).toBeTruthy();
  });

  it('gives starter what the free tier lacks: unlimited competitions, PDF reports, the live link', async () => {
    const lines = await linesOf('starter');
    expect(lines).toContain('Competiciones ilimitadas');
    expect(lines).toContain('Informes en PDF de equipo y jugador');
    expect(lines).toContain('Enlace público del directo para familias y aficionados');
  });
});
