import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, login, newPage, seedCoach, seedTeam, useBrowser } from './fixtures';

const browser = useBrowser();

async function pickOption(page: Page, selectTestId: string, option: string | RegExp) {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option }).click();
}

async function addPlayerThroughForm(page: Page, name: string, number: number) {
  await page.getByTestId('player-create').click();
  await page.locator('#player-name').fill(name);
  await page.locator('#player-number').fill(String(number));
  await pickOption(page, 'player-position-select', 'Pívot');
  await page.locator('#player-national-id').fill(`Y${1_000_000 + number}`);
  await page.getByTestId('player-form-submit').click();
}

describe('subscription: the sandbox flow in the browser', () => {
  it('pricing → subscribe → approve → success → active plan → 16th player → cancel → reactivate', async () => {
    const { user, token } = await seedCoach();
    const team = await seedTeam(token, { name: 'CD Leganés Sala' });
    for (let n = 1; n <= 15; n++) {
      await api(token, 'POST', `/players/team/${team.id}`, {
        name: `Jugador ${n}`,
        number: n,
        positions: { primary: 'pivot' },
        preferredFoot: 'right',
        status: 'available',
        nationalId: `X${1_000_000 + n}`,
      });
    }
    const { context, page } = await newPage(browser());
    await login(page, user);
    await page.getByTestId('welcome').waitFor();

    // The free tier's 15 players: the page says so before any form, and leads to /pricing.
    await page.goto(`/teams/${team.id}/players`);
    await page.getByTestId('limit-players').waitFor();
    expect(await page.getByTestId('usage-players').textContent()).toBe('15/15 jugadores');
    expect(await page.getByTestId('player-create').count()).toBe(0);
    await page.getByTestId('limit-players').getByRole('link', { name: 'Ver planes' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.locator('[data-testid="plan-card-none"][data-current="true"]').waitFor();

    // Pricing: the yearly switch shows its badge; subscribe monthly to Club.
    await page.getByTestId('period-yearly').click();
    expect(await page.getByTestId('free-month-badge').textContent()).toBe('1 mes gratis');
    await page.getByTestId('plan-price-club').filter({ hasText: '164,89' }).waitFor();
    await page.getByTestId('period-monthly').click();
    await page.getByTestId('plan-cta-club').click();

    // The sandbox checkout served by the app; its outcome goes back as a signed webhook.
    await page.waitForURL(/\/api\/subscriptions\/sandbox\/checkout\//);
    expect(await page.textContent('h1')).toBe('Pago de prueba');
    await page.getByTestId('sandbox-approve').click();
    await page.waitForURL(/\/subscription\/success\?subscription=/);
    await page.locator('[data-testid="subscription-result"][data-view="success"]').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('¡Pago completado!');
    // What was bought, from the plan table: Club's 5 teams and 50 players.
    expect(await page.getByTestId('result-plan-lines').textContent()).toContain(
      'Hasta 50 jugadores por equipo',
    );

    await page.getByTestId('result-to-subscription').click();
    await page.waitForURL(/\/subscription$/);
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Activa');
    expect(await page.getByTestId('subscription-plan').textContent()).toBe('Plan Club');
    await page.getByTestId('payment-history').getByText('Pagado').waitFor();
    // Club is not pro: the top bar now offers 'Mejorar Plan'.
    expect(await page.getByTestId('subscribe-button').first().textContent()).toContain(
      'Mejorar Plan',
    );

    // The club plan's limits apply at once: the 16th player fits now.
    await page.goto(`/teams/${team.id}/players`);
    await page.getByTestId('usage-players').filter({ hasText: '15/50 jugadores' }).waitFor();
    await addPlayerThroughForm(page, 'Ricardinho Dieciséis', 16);
    await page.getByTestId('player-form-dialog').waitFor({ state: 'hidden' });
    await page.getByTestId('player-row').filter({ hasText: 'Ricardinho Dieciséis' }).waitFor();

    // Cancel, then reactivate, each behind its confirmation.
    await page.goto('/subscription');
    await page.getByTestId('cancel-subscription').click();
    await page.getByTestId('confirm-action').click();
    await page.locator('[data-testid="subscription-summary"][data-status="cancelled"]').waitFor();
    expect(await page.getByTestId('subscription-auto-renew').textContent()).toBe('Desactivada');
    await page.getByTestId('reactivate-subscription').click();
    await page.getByTestId('confirm-action').click();
    await page.locator('[data-testid="subscription-summary"][data-status="active"]').waitFor();
    expect(await page.getByTestId('subscription-auto-renew').textContent()).toBe('Activada');
    await context.close();
  });
});
