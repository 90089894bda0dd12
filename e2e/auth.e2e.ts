import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { login, newPage, newUser, seedCoach, seedTeam, signUp, useBrowser } from './fixtures';

const browser = useBrowser();

describe('sign-in journey', () => {
  it('registers, signs in, lands on the team list and keeps the session on reload', async () => {
    const { context, page } = await newPage(browser());
    const user = newUser();
    await page.goto('/register');
    await page.locator('#register-first-name').fill(user.firstName);
    await page.locator('#register-last-name').fill(user.lastName);
    await page.locator('#register-email').fill(user.email);
    await page.locator('#register-password').fill(user.password);
    await page.locator('#register-confirm-password').fill(user.password);
    const registered = page.waitForRequest((r) => r.url().endsWith('/api/auth/register'));
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    // confirmPassword never leaves the browser (spec §5).
    expect(Object.keys((await registered).postDataJSON() as object).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);

    await page.waitForURL('**/login');
    await expect.poll(() => page.getByTestId('register-success').isVisible()).toBe(true);
    await login(page, user);
    await page.waitForURL(/\/(dashboard|teams)$/);
    await expect.poll(() => page.getByTestId('welcome').textContent()).toContain(user.firstName);

    await page.reload();
    await expect.poll(() => page.getByTestId('welcome').textContent()).toContain(user.firstName);
    expect(page.url()).toMatch(/\/(dashboard|teams)$/);
    await context.close();
  });

  it('signs out: the token is gone and signed-in pages send to /login', async () => {
    const user = await signUp();
    const { context, page } = await newPage(browser());
    await login(page, user);
    await page.getByTestId('welcome').waitFor();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/profile');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('an anonymous deep link goes to /login and back there after signing in', async () => {
    const user = await signUp();
    const { context, page } = await newPage(browser());
    await page.goto('/security');
    await page.waitForURL('**/login');
    await login(page, user);
    await page.waitForURL('**/security');
    await page.getByTestId('security-page').waitFor();
    await context.close();
  });

  it('shows the server error for wrong credentials without losing what was typed', async () => {
    const user = await signUp();
    const { context, page } = await newPage(browser());
    await login(page, { ...user, password: 'Wrong12345' });
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toContain(
      'Correo electrónico o contraseña incorrectos',
    );
    expect(await page.locator('#login-email').inputValue()).toBe(user.email);
    await context.close();
  });
});

describe('preferences and session checks', () => {
  it('keeps the language and dark mode across a reload', async () => {
    const user = await signUp();
    const { context, page } = await newPage(browser());
    await login(page, user);
    await page.getByTestId('welcome').waitFor();

    await page.getByTestId('language-select').click();
    await page.getByTestId('language-option-en').click();
    await expect.poll(() => page.getByTestId('welcome').textContent()).toMatch(/Hi|Hello|Welcome/);
    expect(page.url()).toContain('lng=en');

    const bodyColor = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await bodyColor()).toBe('rgb(245, 245, 245)');
    await page.getByTestId('theme-toggle').click();
    await expect.poll(bodyColor).toBe('rgb(18, 18, 18)');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

    await page.goto('/teams');
    await expect.poll(() => page.getByTestId('welcome').textContent()).toMatch(/Hi|Hello|Welcome/);
    expect(await bodyColor()).toBe('rgb(18, 18, 18)');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    await context.close();
  });

  it('switched on one page, the language reaches the pages opened before and after it, each with its own texts (decision 0106)', async () => {
    const { token } = await seedCoach();
    await seedTeam(token, { name: 'Leones' });
    const { context, page } = await newPage(browser());
    const late: string[] = [];
    page.on('console', (m) => {
      if (m.text().startsWith('texts:')) late.push(m.text());
    });
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const heading = () => page.locator('h1').first().textContent();
    await page.goto('/teams');
    await expect.poll(heading).toBe('Mis equipos');
    // In the app: the team's page, its players, and back to the team's page, where the language
    // is switched. React Router asks for none of these pages' code again when they show again.
    await page.getByTestId('team-card-name').click();
    await page.getByTestId('team-link-players').click();
    await expect.poll(heading).toBe('Jugadores');
    await page.goBack();
    await page.getByTestId('language-select').click();
    await page.getByTestId('language-option-en').click();
    await expect
      .poll(() => page.getByTestId('team-link-players').textContent())
      .toContain('Players');
    // Every page opened before the switch shows its texts in English.
    await page.goBack();
    await expect.poll(heading).toBe('My teams');
    await expect.poll(() => page.getByText('You have 1 team').count()).toBe(1);
    await page.goForward();
    await page.goForward();
    await expect.poll(heading).toBe('Players');
    // A page not opened before, from the user menu: its part, in English.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await expect.poll(heading).toBe('Security');
    expect(late).toEqual([]);
    await context.close();
  });

  it('drops an expired token at start and shows the login page', async () => {
    const { context, page } = await newPage(browser());
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode('x'.repeat(32)));
    await context.addInitScript((token) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', token);
        sessionStorage.setItem('seeded', '1');
      }
    }, expired);
    await page.goto('/teams');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });
});
