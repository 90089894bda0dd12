import { describe, expect, it } from 'vitest';
import { apiAs, newPage, seedCoach, useBrowser } from './fixtures';
import { buildSeason, daysAgo } from './season';
import { MOST_SHIFT, readShifts, recordShifts } from './shifts';

const browser = useBrowser();

/**
 * Issue 39: a player's attendance card and weekly load on the player page, in both themes, on a
 * phone and a desktop (screenshots into SHOTS_DIR when set), without moving what is on screen.
 */
describe('attendance on the player page', () => {
  it('shows the counts, the rate and the load chart beside the status', async () => {
    const { token } = await seedCoach();
    const api = apiAs(token);
    const { teamId, players, matchIds } = await buildSeason(api);
    const player = players[1]?.id ?? '';
    await api('PUT', `/players/${player}`, { status: 'injured' });
    // Seven trainings over the last weeks: 5 present, 1 late, 1 absent with a reason.
    const marks = ['present', 'present', 'late', 'absent', 'present', 'present', 'present'];
    for (const [i, attendance] of marks.entries()) {
      const t = await api<{ id: string }>('POST', `/trainings/team/${teamId}`, {
        startsAt: daysAgo(2 + i * 4),
        durationMinutes: 90,
        place: 'Pabellón',
      });
      await api('PUT', `/callups/training/${t.id}`, {
        players: [{ playerId: player, override: 'Readaptación' }],
      });
      await api('PUT', `/callups/training/${t.id}/attendance`, {
        entries: [
          { playerId: player, attendance, reason: attendance === 'absent' ? 'Exámenes' : '' },
        ],
      });
    }
    for (const m of matchIds) {
      await api('PUT', `/callups/match/${m}`, {
        players: players.slice(0, 8).map((p) => ({ playerId: p.id, override: 'Readaptación' })),
      });
      await api('PUT', `/callups/match/${m}/attendance`, {
        entries: [{ playerId: player, attendance: 'present' }],
      });
    }

    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        // The theme is the coach's setting (the system's only for a new account).
        await api('PUT', '/settings', { theme: colorScheme });
        const { page, context } = await newPage(browser(), { width, height });
        try {
          await context.addInitScript((t) => localStorage.setItem('token', t), token);
          await context.addInitScript(recordShifts);
          await page.goto(`/teams/${teamId}/players/${player}`);
          const card = page.getByTestId('player-attendance');
          await card.getByTestId('attendance-trainings').waitFor();
          const cells = await card
            .getByTestId('attendance-trainings')
            .getByRole('cell')
            .allTextContents();
          expect(cells).toEqual(['86\u00a0%', '7', '5', '1', '1', '0']);
          expect(await card.getByTestId('attendance-reasons').textContent()).toContain(
            'Exámenes (1)',
          );
          expect(await card.textContent()).toContain('Lesionado');
          // Injured today: the spell is open, and listed in words (decision 0188).
          expect(
            await card.getByTestId('status-spells').getByRole('listitem').allTextContents(),
          ).toEqual([expect.stringMatching(/^Lesionado · desde el \d{1,2} \S+ \d{4}$/)]);
          await card.scrollIntoViewIfNeeded();
          await card.locator('[data-testid="chart-slot"][data-drawn="true"] svg').first().waitFor();
          const { shift, moved } = await readShifts(page);
          expect(shift, moved.join('; ')).toBeLessThan(MOST_SHIFT);
          if (process.env.SHOTS_DIR) {
            await card.screenshot({
              path: `${process.env.SHOTS_DIR}/attendance-${width}x${height}-${colorScheme}.png`,
            });
          }
        } finally {
          await context.close();
        }
      }
    }
  }, 120_000);
});
