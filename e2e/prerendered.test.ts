// The open screens painted from HTML (issue 30): /login, /registration, /verify and /page-not-found come as the
// build prerendered them (apps/portal/src/app/prerender.tsx: dist/<path>/index.html), readable before any
// script runs, and the entry hydrates that HTML as it is: no hydration error, the very elements the server wrote
// kept (React regenerates the page on a mismatch), the markup a browser renders on its own for the page (class
// names and ids included), no layout shift, the Login ID focused, the agency's branding applied, and a signed-in
// visitor sent on as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { PASSWORD, staffLogin, useHarness } from './support';

const h = useHarness();

const OPEN_SCREENS = ['/login', '/registration', '/verify', '/page-not-found'] as const;
const HEADINGS = {
  '/login': 'Login',
  '/registration': 'Registration',
  '/verify': 'Verification',
  '/page-not-found': 'Page not found',
};
/** The built portal's shell (every other page). */
const shell = () => readFileSync(join(import.meta.dirname, '../apps/portal/dist/index.html'), 'utf8');
/** The agency's own primary color, which the JavaScript test sets on this file's server. */
const BRAND_PRIMARY = '#0f766e';

/** A page whose console errors and uncaught errors (`problems`) and layout shifts (`layoutShift()`) are recorded. */
async function watchedPage(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await h().browser.newContext({
    baseURL: h().baseUrl,
    viewport: { width: 412, height: 823 },
    ...options,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  // Before any of the page's own scripts: the layout shifts, and a mark on the heading the parser inserts (the
  // server's element; a page React regenerated has a new one).
  await context.addInitScript(`
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records, observer) => {
      const heading = document.querySelector('h1');
      if (heading) { heading.__fromServer = true; observer.disconnect(); }
    }).observe(document, { childList: true, subtree: true });
  `);
  return {
    context,
    page,
    problems,
    layoutShift: () => page.evaluate(() => (window as unknown as { __shift: number }).__shift),
    headingFromServer: () =>
      page.evaluate(
        () =>
          (document.querySelector('h1') as (HTMLElement & { __fromServer?: boolean }) | null)?.__fromServer === true,
      ),
  };
}

/**
 * The markup of #root as a tree (attributes sorted, inline styles as the browser reads them, ids by order). A
 * string: tsx names the functions of a callback (`__name`), which the page does not have.
 */
const rootTree = (page: Page) =>
  page.evaluate<string>(`(() => {
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent;
      if (!(node instanceof HTMLElement)) return null;
      const attributes = [...node.attributes]
        .map((a) => [a.name, a.name === 'style' ? node.style.cssText : a.value])
        .sort((a, b) => a[0].localeCompare(b[0]));
      return [node.tagName, attributes, [...node.childNodes].map(walk).filter((child) => child !== null)];
    };
    // useId's ids differ between a page rendered on its own (_r_…) and one hydrated (_R_…, the server's).
    const ids = new Map();
    const tree = [...document.getElementById('root').childNodes].map(walk).filter((child) => child !== null);
    return JSON.stringify(tree).replace(/_[rR]_[0-9a-zA-Z]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, 'id' + ids.size);
      return ids.get(id);
    });
  })()`);

/** Keeps the page as it is before the agency's branding arrives (the call is never answered). */
const withoutBranding = (context: BrowserContext) =>
  context.route(
    (url) => url.pathname === '/api/agency/branding',
    () => undefined,
  );

/** A registration in progress (the stored verification status of SPEC §4), for /verify. */
const registrationInProgress = (context: BrowserContext) =>
  context.addInitScript(() => localStorage.setItem('isVerified', 'false'));

test('the server sends each open screen prerendered, with index.html’s caching; every other page gets the shell', async () => {
  const shellPage = await fetch(`${h().baseUrl}/dashboard`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(shellPage.status, 200);
  assert.match(await shellPage.text(), /<div id="root"><\/div>/);
  const policy = shellPage.headers.get('content-security-policy');
  for (const path of OPEN_SCREENS) {
    const answer = await fetch(`${h().baseUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
    const html = await answer.text();
    assert.deepEqual(
      [
        answer.status,
        answer.headers.get('content-type'),
        answer.headers.get('cache-control'),
        answer.headers.get('content-encoding'),
      ],
      [200, 'text/html; charset=utf-8', 'no-cache', 'br'],
      path,
    );
    assert.equal(answer.headers.get('content-security-policy'), policy, path);
    assert.match(html, new RegExp(`<div id="root" data-prerendered="${path}"><!--\\$-->`), path);
    assert.match(html, new RegExp(`<title>${HEADINGS[path]} · Agency Portal</title>`), path);
    assert.match(html, new RegExp(`<h1 [^>]*>${HEADINGS[path]}</h1>`), path);
    assert.match(html, /<style data-styled="true"/, path);
    // Nothing inline runs (script-src 'self'): the entry is the only script.
    assert.equal(html.match(/<script/g)?.length, 1, path);
  }
});

test('without JavaScript: the heading, the labelled fields and the links of /login and /registration, styled', async () => {
  const { context, page } = await watchedPage({ javaScriptEnabled: false });
  await page.goto('/login');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Login');
  await page.getByLabel('Login ID').waitFor();
  await page.getByLabel('Password', { exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Login' }).isDisabled(), true);
  // Sent before the script runs, the form would post to the page: nothing typed ends up in the address.
  assert.equal(await page.locator('form').getAttribute('method'), 'post');
  assert.equal(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href'), '/registration');
  // Styled: the card is the width of the open screens (theme sizes.auth), centred, not the page's.
  const card = (await page.locator('section[aria-labelledby]').boundingBox())!;
  assert.ok(card.width < 412 && card.x > 0, JSON.stringify(card));

  await page.goto('/registration');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Registration');
  for (const label of ['Last Name', 'First Name', 'Email', 'Password', 'Confirm Password'])
    await page.getByLabel(label, { exact: true }).waitFor();
  await page.getByRole('checkbox').waitFor();
  await page.getByRole('button', { name: 'Register' }).waitFor();

  for (const path of ['/verify', '/page-not-found'] as const) {
    await page.goto(path);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), HEADINGS[path]);
  }
  await context.close();
});

test('each prerendered page is the markup the browser renders for it on its own', async () => {
  for (const path of OPEN_SCREENS) {
    const prerendered = await watchedPage();
    await withoutBranding(prerendered.context);
    // The page as the server sent it: the entry never runs.
    await prerendered.context.route('**/assets/index-*.js', (route) => route.abort());
    await prerendered.page.goto(path);
    const html = await rootTree(prerendered.page);

    const rendered = await watchedPage();
    await withoutBranding(rendered.context);
    await registrationInProgress(rendered.context);
    // The shell instead: the browser renders the page from nothing.
    await rendered.context.route(`**${path}`, (route) => route.fulfill({ body: shell(), contentType: 'text/html' }));
    await rendered.page.goto(path);
    await rendered.page.getByRole('heading', { level: 1, name: HEADINGS[path] }).waitFor();
    await rendered.page.locator('#root form, #root a[href="/"]').first().waitFor();
    assert.equal(await rootTree(rendered.page), html, path);
    assert.deepEqual(rendered.problems, [], path);
    await prerendered.context.close();
    await rendered.context.close();
  }
});

test('with JavaScript: hydrated as it is, the Login ID focused, the agency’s colors and name, no layout shift', async () => {
  const grant = await fetch(`${h().baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'owner@demo.test',
      password: PASSWORD,
      client_id: 'agency-portal',
      client_secret: 'agency-portal-secret',
      scope: 'openid offline_access api',
    }),
  });
  assert.equal(grant.status, 200);
  const { access_token: token } = (await grant.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const settings = (await (await fetch(`${h().baseUrl}/api/agency/settings`, { headers: auth })).json()) as {
    TimeZone: string;
  };
  const saved = await fetch(`${h().baseUrl}/api/agency/settings`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ TimeZone: settings.TimeZone, BrandPrimary: BRAND_PRIMARY, BrandAccent: '' }),
  });
  assert.equal(saved.status, 200, await saved.text());
  const { Name: agency } = (await (await fetch(`${h().baseUrl}/api/agency/branding`)).json()) as { Name: string };

  for (const path of OPEN_SCREENS) {
    const { context, page, problems, layoutShift, headingFromServer } = await watchedPage();
    await registrationInProgress(context);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The agency's name above the card of the sign-in screens, once hydrated, in the space kept for it.
    if (path !== '/page-not-found') await page.getByText(agency, { exact: true }).waitFor({ timeout: 5000 });
    if (path === '/login') {
      await page.waitForFunction(() => document.activeElement === document.querySelector('input[name="email"]'));
      // The agency's primary color on the Login button (enabled: the form is valid).
      await page.getByLabel('Login ID').fill('someone@demo.test');
      await page.getByLabel('Password', { exact: true }).fill('Secret#123');
      await page.waitForFunction(
        (color) => getComputedStyle(document.querySelector('button[type="submit"]')!).backgroundColor === color,
        'rgb(15, 118, 110)',
      );
      // A message linked to its field by an id React made while hydrating: the server's ids are React's.
      await page.getByLabel('Password', { exact: true }).fill('with space');
      const describedBy = await page.getByLabel('Password', { exact: true }).getAttribute('aria-describedby');
      assert.match((await page.locator(`[id="${describedBy}"]`).textContent()) ?? '', /space/i);
    }
    assert.equal(await headingFromServer(), true, `${path}: the server's heading was replaced`);
    assert.equal(await layoutShift(), 0, path);
    assert.deepEqual(problems, [], path);
    await context.close();
  }
});

test('a signed-in visitor opening /login goes on as before; a visitor with no registration leaves /verify', async () => {
  const { context, page, problems } = await watchedPage();
  await staffLogin(page, 'owner@demo.test');
  await page.goto('/login');
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await context.close();

  const guest = await watchedPage();
  await guest.page.goto('/verify');
  await guest.page.waitForURL('**/registration');
  await guest.page.getByLabel('Last Name').waitFor();
  assert.deepEqual([problems, guest.problems], [[], []]);
  await guest.context.close();
});
