import { describe, expect, it } from 'vitest';
import {
  apiAs,
  newPage,
  seedCoach,
  seedLeagueMatch,
  seedSquad,
  seedTeam,
  useBrowser,
} from './fixtures';

const browser = useBrowser();

/**
 * Issue 40: the owner's Activity page lists who changed what, naming a player's personal and
 * medical fields without their values; on a phone and a desktop, both themes, es and en
 * (screenshots into SHOTS_DIR when set).
 */
describe('the team activity page', () => {
  it('reads the trail as sentences, without a personal or medical value', async () => {
    const { token } = await seedCoach({
      firstName: 'Ana',
      lastName: 'García',
      email: `owner-${Date.now()}@example.com`,
      password: 'Futsal2026',
    });
    const api = apiAs(token);
    const team = await seedTeam(token, { name: 'CD Actividad' });
    const players = await seedSquad(token, team.id, 10);
    const matchId = await seedLeagueMatch(token, team.id, players);
    const juan = await api<{ id: string }>('POST', `/players/team/${team.id}`, {
      name: 'Juan Pérez',
      number: 23,
      phone: '+34 600 123 456',
      medicalInfo: { allergies: ['Polen-Secreto'] },
    });
    await api('PUT', `/players/${juan.id}`, {
      phone: '+34 699 987 654',
      medicalInfo: { allergies: ['Polen-Secreto', 'Penicilina-Secreta'], bloodType: 'AB-' },
    });
    await api('POST', `/events/match/${matchId}/batch`, {
      events: [
        { id: crypto.randomUUID(), type: 'period_start', period: 'first', minute: 0, second: 0 },
        {
          id: crypto.randomUUID(),
          type: 'goal',
          period: 'first',
          minute: 3,
          second: 0,
          playerId: players[4],
        },
      ],
    });
    await api('PUT', `/teams/${team.id}`, { division: 'Segunda B' });

    for (const language of ['es', 'en'] as const) {
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        for (const theme of ['light', 'dark'] as const) {
          await api('PUT', '/settings', { theme, language });
          const { page, context } = await newPage(browser(), {
            width,
            height,
            locale: language === 'es' ? 'es-ES' : 'en-GB',
          });
          try {
            await context.addInitScript((t) => localStorage.setItem('token', t), token);
            await page.goto(`/teams/${team.id}`);
            const link = page.getByTestId('team-link-audit');
            if (process.env.SHOTS_DIR && theme === 'light') {
              await link.scrollIntoViewIfNeeded();
              await page.screenshot({
                path: `${process.env.SHOTS_DIR}/audit-link-${language}-${width}x${height}.png`,
              });
            }
            await link.click();
            await page.getByTestId('audit-entry').first().waitFor();
            const text = (await page.getByTestId('audit-page').textContent()) ?? '';
            for (const secret of ['699 987', '600 123', 'Polen', 'Penicilina', 'AB-'])
              expect(text).not.toContain(secret);
            expect(text).toContain(
              language === 'es'
                ? 'Ana García cambió el jugador Juan Pérez'
                : 'Ana García changed player Juan Pérez',
            );
            expect(text).toContain(
              language === 'es' ? 'teléfono, información médica' : 'phone, medical info',
            );
            if (process.env.SHOTS_DIR) {
              await page.screenshot({
                path: `${process.env.SHOTS_DIR}/audit-${language}-${width}x${height}-${theme}.png`,
                fullPage: true,
              });
            }
          } finally {
            await context.close();
          }
        }
      }
    }
  }, 180_000);
});
