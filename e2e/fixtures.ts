import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
import type { Api } from './season';

export const baseURL = (): string => inject('baseURL');

/** Debian's Chromium with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** One Chromium for a test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser is used before beforeAll ran');
    return browser;
  };
}

/**
 * A page in a context of its own. The app's service worker (decision 0133) is blocked unless
 * `serviceWorkers: 'allow'`: requests it answers bypass `page.route`, which many tests use, and
 * only the offline test is about it.
 */
export async function newPage(
  browser: Browser,
  opts: {
    width?: number;
    height?: number;
    locale?: string;
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
    locale: opts.locale ?? 'es-ES',
    serviceWorkers: opts.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  return { context, page };
}

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newUser(): TestUser {
  return {
    firstName: 'Marta',
    lastName: 'Ruiz',
    email: `coach-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Futsal2026',
  };
}

/** Registers through the API: faster than the form where the form is not under test. */
export async function signUp(user: TestUser = newUser()): Promise<TestUser> {
  const res = await fetch(`${baseURL()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      password: user.password,
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return user;
}

/** A token for API seeding in tests. */
export async function apiLogin(user: TestUser): Promise<string> {
  const res = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The one JSON API call of the browser tests' seeding, as the user of `token`; a non-2xx throws. */
export async function api<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/**
 * Players 1…count of the team (1 the goalkeeper), with a national id so the
 * pages that must hide personal data have some to hide; their ids in number order.
 */
export async function seedSquad(
  token: string,
  teamId: string,
  count: number,
  extra: (n: number) => Record<string, unknown> = () => ({}),
): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const player = await api<{ id: string }>(token, 'POST', `/players/team/${teamId}`, {
      name: `Jugador ${n}`,
      number: n,
      positions: { primary: n === 1 ? 'goalkeeper' : 'winger' },
      preferredFoot: 'right',
      status: 'available',
      nationalId: `ID-${n}-00000`,
      ...extra(n),
    });
    ids.push(player.id);
  }
  return ids;
}

/** `api` bound to one token, for builders that seed a lot (season.ts). */
export type { Api };
export const apiAs =
  (token: string): Api =>
  <T>(method: string, path: string, body?: unknown) =>
    api<T>(token, method, path, body);

/** A new coach through the API: signed up and logged in, with a token for seeding. */
export async function seedCoach(
  user: TestUser = newUser(),
): Promise<{ user: TestUser; token: string }> {
  await signUp(user);
  return { user, token: await apiLogin(user) };
}

/**
 * The coach of `token` on a paid plan, paid through the app's sandbox checkout as a payer's
 * browser would post it: for tests of a paid feature (PDF reports, live links, PLAN_TABLE).
 */
export async function seedPlan(
  token: string,
  plan: 'starter' | 'club' | 'pro' = 'club',
): Promise<void> {
  const { checkoutUrl } = await api<{ checkoutUrl: string }>(
    token,
    'POST',
    '/subscriptions/create',
    {
      plan,
      period: 'monthly',
    },
  );
  const checkout = new URL(checkoutUrl, baseURL());
  const res = await fetch(`${baseURL()}${checkout.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      outcome: 'approve',
      token: checkout.searchParams.get('token') ?? '',
    }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`sandbox checkout: ${res.status}`);
  const current = await api<{ plan: { id: string } | null }>(
    token,
    'GET',
    '/subscriptions/current',
  );
  if (current.plan?.id !== plan) throw new Error(`plan not active: ${JSON.stringify(current)}`);
}

/** A team of the coach of `token`, created through the API. */
export async function seedTeam(
  token: string,
  fields: { name: string; description?: string; division?: string },
): Promise<{ id: string; name: string }> {
  return api<{ id: string; name: string }>(token, 'POST', '/teams', fields);
}

/** Signs in through the login form, as a person would. */
export async function login(page: Page, user: TestUser): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page
    .getByLabel(/correo|email|e-mail/i)
    .first()
    .fill(user.email);
  await page
    .getByLabel(/contraseña|password|senha/i)
    .first()
    .fill(user.password);
  await page.getByRole('button', { name: /iniciar sesión|sign in|log in|accedi|entrar/i }).click();
}

/**
 * A two-halves league match of 20 minutes against Inter Movistar, with the
 * first five players starting and the rest on the bench; its id.
 */
export async function seedLeagueMatch(
  token: string,
  teamId: string,
  players: readonly string[],
  fields: Record<string, unknown> = {},
): Promise<string> {
  const match = await api<{ id: string }>(token, 'POST', `/matches/team/${teamId}`, {
    opponent: 'Inter Movistar',
    date: '2026-03-01T18:00:00+01:00',
    location: 'Pabellón Municipal',
    isHome: true,
    type: 'league',
    periods: 2,
    periodDuration: 20,
    ...fields,
  });
  await api(token, 'PUT', `/matches/${match.id}/lineup`, {
    starters: players.slice(0, 5),
    substitutes: players.slice(5),
  });
  return match.id;
}

/**
 * The live console has sent every event it logged. Its queue is written in the tap itself and
 * emptied as the server acknowledges; the badge's count follows a render later (a transition), so
 * a wait on the badge alone could pass before a tap's event was even counted. The count's own
 * chip shows only offline or once a send is slow (decision 0184).
 */
export async function allSent(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('futsal.live.queue.'))
        .every((k) => (JSON.parse(localStorage.getItem(k) ?? '[]') as unknown[]).length === 0),
    null,
    { timeout },
  );
  await page.locator('[data-testid=connectivity][data-pending="0"]').waitFor({ timeout });
}
