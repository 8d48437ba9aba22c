// Two tabs of one browser (one context: one cookie jar) against the built portal and the reference server:
// a shared session survives both tabs renewing at once with one refresh call; logout and login travel
// between the tabs; a second tab shows who is signed in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Request } from 'playwright-core';
import { login, useHarness } from './support';

const h = useHarness();

const isRefreshGrant = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname === '/connect/token' &&
  new URLSearchParams(request.postData() ?? '').get('grant_type') === 'refresh_token';

/** The auth cookie's tokens. */
async function storedTokens(context: BrowserContext): Promise<{ access_token: string; refresh_token?: string }> {
  const cookie = (await context.cookies()).find((c) => c.name === 'agency_auth');
  assert.ok(cookie, 'no auth cookie');
  return JSON.parse(decodeURIComponent(cookie.value)) as { access_token: string; refresh_token?: string };
}

/**
 * Replaces the stored access token with one the API refuses (its signature broken; `exp` unchanged, so no
 * renewal is due ahead of time): the next call of every tab gets 401, as after the token's expiry.
 */
async function breakAccessToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'agency_auth');
  assert.ok(cookie);
  const tokens = await storedTokens(context);
  const [header, payload, signature] = tokens.access_token.split('.');
  const broken = `${header}.${payload}.${signature!.slice(0, 8)}${signature!.slice(8).split('').reverse().join('')}`;
  assert.notEqual(broken, tokens.access_token);
  await context.addCookies([
    { ...cookie, value: encodeURIComponent(JSON.stringify({ ...tokens, access_token: broken })) },
  ]);
  return broken;
}

test('two tabs of one browser: one refresh for both, both stay signed in; logout and login reach the other tab', async () => {
  const context = await h().browser.newContext({ baseURL: h().baseUrl, viewport: { width: 1280, height: 800 } });
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (isRefreshGrant(request)) refreshes.push(request.url());
  });
  const a = await context.newPage();
  const b = await context.newPage();

  // Web Locks exist on this origin (a secure context: http on a loopback address).
  await a.goto('/login');
  assert.equal(await a.evaluate(() => typeof navigator.locks?.request), 'function');
  await login(a, 'owner@demo.test');
  await a.waitForURL('**/dashboard');
  await a.getByRole('banner').getByRole('button', { name: 'Olivia Owner' }).waitFor();

  // A second tab: signed in by the shared cookie, with the user's name (not "My account").
  await b.goto('/dashboard');
  await b.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await b.getByRole('banner').getByRole('button', { name: 'Olivia Owner' }).waitFor();
  assert.equal(await b.getByRole('button', { name: 'My account' }).count(), 0);
  // Both dashboards at rest first: a request an old page sends after the token is broken would start a
  // renewal that its reload cuts off (its grant made, its answer never stored), a second grant this test
  // does not measure.
  for (const page of [a, b]) await page.waitForLoadState('networkidle');

  // Both tabs revalidate at the same moment with a token the API refuses. The identity server answers the
  // refresh slowly, so the second tab's 401 arrives while the first tab's renewal is in flight.
  const before = await storedTokens(context);
  const broken = await breakAccessToken(context);
  await context.route('**/connect/token**', async (route) => {
    if (isRefreshGrant(route.request())) await new Promise((resolve) => setTimeout(resolve, 750));
    await route.continue();
  });
  const unauthorized: string[] = [];
  context.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });
  await Promise.all([a.reload(), b.reload()]);
  for (const page of [a, b]) {
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Olivia Owner' }).waitFor();
  }
  // Count only once both tabs are done: no lock held or waited for, and no request in flight.
  for (const page of [a, b]) {
    await page.waitForFunction(async () => {
      const { held = [], pending = [] } = await navigator.locks.query();
      return held.length === 0 && pending.length === 0;
    });
    await page.waitForLoadState('networkidle');
  }
  assert.ok(unauthorized.length >= 2, `both tabs met the refused token: ${unauthorized.join(', ')}`);
  assert.equal(refreshes.length, 1, `one refresh grant for both tabs, got ${refreshes.length}`);
  const after = await storedTokens(context);
  assert.notEqual(after.access_token, broken);
  assert.notEqual(after.refresh_token, before.refresh_token);
  assert.equal(new URL(a.url()).pathname, '/dashboard');
  assert.equal(new URL(b.url()).pathname, '/dashboard');
  // The session lives on: a protected call of either tab works with the renewed token.
  await b.goto('/job-orders');
  await b.getByRole('heading', { level: 1, name: 'Job Orders' }).waitFor();
  assert.equal(refreshes.length, 1);
  await context.unroute('**/connect/token**');

  // Logout in one tab sends the other to the login screen.
  await a.getByRole('banner').getByRole('button', { name: 'Olivia Owner' }).click();
  await a.getByRole('menuitem', { name: 'Logout' }).click();
  await a.waitForURL('**/login');
  await b.waitForURL('**/login');
  await b.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  assert.deepEqual(await b.evaluate(() => sessionStorage.getItem('currentUserInfo')), null);

  // A login in one tab is picked up by the other.
  await b.bringToFront();
  await login(b, 'recruiter@demo.test');
  await b.waitForURL('**/dashboard');
  await a.waitForURL('**/dashboard');
  await a.getByRole('banner').getByRole('button', { name: 'Rita Recruiter' }).waitFor();

  await context.close();
});
