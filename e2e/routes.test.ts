// Every route of the route table (SPEC §2 and the routes the portal adds), walked as each staff role and as an
// applicant, in the built portal against the real server and its demo agency: each opens its screen (its
// heading, and only one: a page has one h1), never the "Not available yet" placeholder, never a screen whose
// data failed to load, never a 5xx or an error thrown in the page. Screens a role may not use say so
// themselves, without asking the server for what the role may not do (no 403); guards send a visitor who may
// not open a route elsewhere (an applicant's staff route, a staff member's applicant route).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { login, useHarness } from './support';

const h = useHarness();

/** The staff routes (apps/portal/src/routing: the route table), with demo records for the parameters. */
const STAFF_ROUTES = [
  '/dashboard',
  '/view-by-applicant',
  '/view-by-applicant/1',
  '/add-applicant',
  '/lead',
  '/paper-screened',
  '/phone-screened',
  '/final-interview',
  '/offered',
  '/accepted',
  '/refused',
  '/rejected',
  '/email-history',
  '/sms-history',
  '/communication-center',
  '/job-orders',
  '/job-orders/new',
  '/job-orders/1',
  '/job-orders/1/edit',
  '/institution-list',
  '/institution-list/new',
  '/institution-list/1',
  '/position-list',
  '/form-list',
  '/calendar',
  '/agency',
  '/role',
  '/recruiter',
  '/user-profile',
  '/change-password',
  '/agency-profile',
  '/agency-documents',
  '/user-management',
  '/recruiter-history',
  '/user-mail-settings',
  '/user-mail-configuration',
];

/** The applicant area (SPEC §2), at the empty path and its children. */
const APPLICANT_ROUTES = [
  '/',
  '/personal-info',
  '/upload-requirements',
  '/emergency-info',
  '/identification-info',
  '/w9-form-info',
  '/nurse-form',
  '/cbc-form-info',
  '/uscis-info',
  '/agreement-form-info',
  '/influenza-vaccination',
  '/terms-conditions',
  '/hepab-hippa-info',
  '/nurse-physical-info',
  '/change-password',
];

const STAFF = ['owner', 'admin', 'administrator', 'manager', 'supervisor', 'recruiter'];

/** Opens `path` inside the running portal (the router's own navigation: no reload, the session stays). */
async function open(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** What is wrong with the screen now on show (null: nothing). */
async function problemOf(page: Page): Promise<string | null> {
  const heading = page.getByRole('heading', { level: 1 });
  await heading.first().waitFor({ timeout: 15_000 });
  // The screen's own data has settled: no loading indicator left.
  await page.waitForFunction(
    () => ![...document.querySelectorAll('[role="status"]')].some((s) => /^Loading/.test(s.textContent?.trim() ?? '')),
    null,
    { timeout: 15_000 },
  );
  const url = new URL(page.url());
  if (url.pathname === '/page-not-found') return 'sent to /page-not-found';
  if ((await page.getByText('Not available yet').count()) > 0) return 'the placeholder';
  const failed = page.getByText(/could not be loaded/);
  if ((await failed.count()) > 0) return `"${await failed.first().textContent()}"`;
  // One h1 once the screen has settled (two, e.g. the screen's title above a not-allowed state, is a problem).
  const oneHeading = await page
    .waitForFunction(() => document.querySelectorAll('h1').length === 1, null, { timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  if (!oneHeading) {
    const headings = await page.locator('h1').allTextContents();
    return `${headings.length} h1 (${headings.join(' | ')})`;
  }
  return null;
}

async function walk(role: string, email: string, paths: readonly string[], landing: string) {
  const context = await h().browser.newContext({ baseURL: h().baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const broken: string[] = [];
  page.on('pageerror', (error) => broken.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500 || response.status() === 403)
      broken.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/login');
  await login(page, email);
  await page.waitForURL(`**${landing}`);
  const problems: string[] = [];
  for (const path of paths) {
    await open(page, path);
    const problem = await problemOf(page);
    if (problem) problems.push(`${path}: ${problem}`);
  }
  await context.close();
  assert.deepEqual([...problems, ...broken], [], `${role}: every route opens its screen`);
}

for (const role of STAFF) {
  test(`every staff route opens its screen for the ${role}`, async () => {
    await walk(role, `${role}@demo.test`, STAFF_ROUTES, '/dashboard');
  });
}

test('every route of the applicant area opens its screen for an applicant', async () => {
  await walk('applicant', 'applicant@demo.test', APPLICANT_ROUTES, '/');
});
