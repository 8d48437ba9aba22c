// What the browser tests share beside the harness: the server per file, the demo password, signing in,
// the notifications region, the sideways-scroll check and the verification code from the outbox.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness';

/** The demo accounts' password (apps/server/src/seed/demo.ts DEMO_PASSWORD). */
export const PASSWORD = 'Password123!';

/**
 * Starts the portal and the server (a fresh database) before the file's tests and stops them after;
 * returns a getter, since the harness exists only once `before` has run.
 */
export function useHarness(env: Record<string, string> = {}): () => Harness {
  let h: Harness | undefined;
  before(async () => {
    h = await startHarness(env);
  });
  after(async () => {
    await h?.close();
  });
  return () => {
    assert.ok(h, 'the harness has not started');
    return h;
  };
}

/** The toasts' live region. */
export const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Fills and sends the login form (the page is on /login). */
export async function login(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Login ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens /login and signs a staff member in, then waits for the dashboard. */
export async function staffLogin(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await login(page, email, password);
  await page.waitForURL('**/dashboard');
}

/** Whether the page fits its window's width (nothing scrolls sideways). */
export const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The newest verification code e-mailed to `email`, from the dev outbox. */
export async function latestCode(h: Harness, email: string): Promise<string> {
  const message = (await h.outbox()).find((m) => m.To === email && /verification code/i.test(m.Subject));
  const code = message && /is: (\S+)/.exec(message.Text)?.[1];
  assert.ok(code, `no verification code for ${email} in the outbox`);
  return code;
}
