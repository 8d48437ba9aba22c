// Browser journeys against the built portal and the reference server on a fresh database. Inactivity logout is covered by a unit test with fake timers
// (apps/portal/src/session/useInactivityLogout.test.tsx): the portal is built once, with the 10 minute default.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { register } from './harness';
import { latestCode, login, notifications, useHarness } from './support';

const h = useHarness();

/**
 * Resizes the window and waits until the page has seen it: the new width, then a frame (the resize
 * event, and so the shell's resize handler, runs before the next frame's callbacks).
 */
async function resizeTo(page: Page, width: number, height = 800) {
  await page.setViewportSize({ width, height });
  // The new width is in effect once the window reports it and the mobile media query agrees with it.
  await page.waitForFunction(
    (w) => window.innerWidth === w && window.matchMedia('(max-width: 768px)').matches === w <= 768,
    width,
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

test('register, wrong code, resend, verify with the code from the outbox, applicant area', async () => {
  const { context, page } = await h().newPage();
  const email = 'nina.ross@mail.com';
  await page.goto('/registration');
  await register(page, { lastName: 'Ross', firstName: 'Nina', email });
  const first = await latestCode(h(), email);

  await page.getByLabel('Verification Code').fill(first === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await notifications(page).getByText('Invalid Code').waitFor();

  await page.getByRole('button', { name: 'Resend Code' }).click();
  await notifications(page).getByText('Please check your mail.').waitFor();
  const second = await latestCode(h(), email);
  assert.equal((await h().outbox()).filter((m) => m.To === email).length, 2);

  await page.getByLabel('Verification Code').fill(second);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'Your onboarding' }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('isVerified')), 'true');
  // The registration page refuses the address now.
  const other = await h().newPage();
  await other.page.goto('/registration');
  await other.page.getByLabel('Email').fill(email);
  await other.page.getByLabel('Email').blur();
  await other.page.getByText('Email already exist').waitFor();
  await other.context.close();
  await context.close();
});

test('staff login goes to the dashboard with the full name in the header; owner-only entries', async () => {
  const { context, page } = await h().newPage();
  await page.goto('/login');
  await login(page, 'recruiter@demo.test');
  await page.waitForURL('**/dashboard');
  const userMenu = page.getByRole('banner').getByRole('button', { name: 'Rita Recruiter' });
  await userMenu.click();
  const entries = await page.getByRole('menu', { name: 'Rita Recruiter' }).getByRole('menuitem').allTextContents();
  assert.deepEqual(entries, ['Rita Recruiter', 'User Profile', 'Change Password', 'Logout']);
  await context.close();

  const owner = await h().newPage();
  await owner.page.goto('/login');
  await login(owner.page, 'owner@demo.test');
  await owner.page.waitForURL('**/dashboard');
  await owner.page.getByRole('button', { name: 'Olivia Owner' }).click();
  const ownerEntries = await owner.page
    .getByRole('menu', { name: 'Olivia Owner' })
    .getByRole('menuitem')
    .allTextContents();
  assert.deepEqual(ownerEntries, [
    'Olivia Owner',
    'Agency Profile',
    'User Profile',
    'Manage Users',
    'Change Password',
    'Logout',
  ]);
  await owner.page.getByRole('menuitem', { name: 'Agency Profile' }).click();
  await owner.page.waitForURL('**/agency-profile');
  assert.equal(await owner.page.getByLabel('Agency Name').inputValue(), 'Demo Healthcare Staffing');
  await owner.context.close();
});

test('saved redirect after login, and logout clears the cookie and both storages', async () => {
  const { context, page } = await h().newPage();
  await page.goto('/job-orders');
  await page.waitForURL('**/login');
  await login(page, 'manager@demo.test');
  await page.waitForURL('**/job-orders');
  await page.getByRole('heading', { level: 1, name: 'Job Orders' }).waitFor();
  assert.ok((await context.cookies()).some((c) => c.name === 'agency_auth'));

  await page.getByRole('button', { name: 'Mona Manager' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  assert.equal((await context.cookies()).filter((c) => c.name === 'agency_auth').length, 0);
  assert.deepEqual(await page.evaluate(() => [sessionStorage.length, localStorage.length]), [0, 0]);
  // Logged out: a staff route sends back to login.
  await page.goto('/dashboard');
  await page.waitForURL('**/login');
  await context.close();
});

test('forgot password sends a temporary password by mail', async () => {
  const { context, page } = await h().newPage();
  await page.goto('/login');
  // A real pointer click right after load, while the Login ID has focus: leaving it shows no message, so
  // nothing moves between mousedown and mouseup.
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  // Cancel, clicked while the (empty) Email field has focus, closes the dialog at the first click.
  await dialog.getByLabel('Email').focus();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill('supervisor@demo.test');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await notifications(page).getByText('Please check your mail.').waitFor();
  const mail = (await h().outbox()).find((m) => m.To === 'supervisor@demo.test');
  assert.match(mail?.Subject ?? '', /temporary password/i);
  await context.close();
});

// The not-found redirect has its own test in portal.test.ts.
test('guards', async () => {
  const guest = await h().newPage();
  await guest.page.goto('/personal-info');
  await guest.page.waitForURL('**/login');
  await guest.context.close();

  const applicant = await h().newPage();
  await applicant.page.goto('/login');
  await login(applicant.page, 'applicant@demo.test');
  await applicant.page.waitForURL((url) => url.pathname === '/');
  await applicant.page.goto('/dashboard');
  await applicant.page.getByRole('heading', { level: 1, name: 'You are not allowed to open this page' }).waitFor();
  assert.equal(await applicant.page.getByRole('navigation', { name: 'Main' }).count(), 0);
  await applicant.context.close();

  const staff = await h().newPage();
  await staff.page.goto('/login');
  await login(staff.page, 'admin@demo.test');
  await staff.page.waitForURL('**/dashboard');
  await staff.page.goto('/');
  await staff.page.waitForURL('**/dashboard');
  await staff.page.goto('/login');
  await staff.page.waitForURL('**/dashboard');
  await staff.context.close();
});

test('the side menu is a drawer up to 768 px and closes when the window gets wider', async () => {
  const { context, page } = await h().newPage({ width: 375, height: 800 });
  await page.goto('/login');
  await login(page, 'administrator@demo.test');
  await page.waitForURL('**/dashboard');
  assert.equal(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible(), false);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Job' }).waitFor();

  await resizeTo(page, 768);
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  await resizeTo(page, 769);
  await page.waitForFunction(
    () => document.querySelector('header button[aria-controls]')?.getAttribute('aria-expanded') === 'false',
  );
  assert.equal(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible(), true);
  await context.close();
});

test('the staff header fits every width: no sideways scrolling, the navigation on one line, the name reachable', async () => {
  const { context, page } = await h().newPage({ width: 1280, height: 800 });
  await page.goto('/login');
  await login(page, 'supervisor@demo.test');
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const user = page.getByRole('banner').getByRole('button', { name: 'Sam Supervisor' });
  for (const width of [320, 390, 768, 1024, 1280]) {
    // The page is loaded at each width, as a phone, a tablet or a desktop opens it: Chromium, its viewport emulated
    // by a resize, sometimes keeps a style of the previous width although the media query already matches the new
    // one (seen 2 runs in 4: the header navigation still shown at 320 px); the resize itself is the drawer test's.
    await resizeTo(page, width);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    assert.ok(scrollWidth <= clientWidth, `${width} px: the page is ${scrollWidth} px wide`);
    // The user's full name is the menu button's name, and it is shown whole: the brand gives way first.
    assert.equal(await user.isVisible(), true, `${width} px: the user menu is visible`);
    const clipped = await user.evaluate(
      (button) => [...button.querySelectorAll('*')].filter((part) => part.scrollWidth > part.clientWidth).length,
    );
    assert.equal(clipped, 0, `${width} px: the user's name is cut`);
    await user.click();
    await page
      .getByRole('menu', { name: 'Sam Supervisor' })
      .getByRole('menuitem', { name: 'Sam Supervisor' })
      .waitFor();
    await page.keyboard.press('Escape');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    if (width <= 768) {
      assert.equal(await nav.isVisible(), false, `${width} px: the navigation is in the drawer`);
      continue;
    }
    const tops = await nav
      .locator(':scope > ul > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    assert.equal(new Set(tops).size, 1, `${width} px: the navigation is on one line (${tops.join(', ')})`);
    // Whatever does not fit is in the last menu, still reachable.
    const more = nav.getByRole('button', { name: 'More' });
    if (width < 1180) {
      await more.click();
      await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Agencies' }).waitFor();
      await page.keyboard.press('Escape');
    } else {
      assert.equal(await more.count(), 0, `${width} px: everything fits`);
    }
  }
  await context.close();
});

test("signing out and in as another user in the same tab shows none of the first user's data", async () => {
  const { context, page } = await h().newPage();
  await page.goto('/login');
  await login(page, 'owner@demo.test');
  await page.waitForURL('**/dashboard');
  await page.goto('/user-profile');
  assert.equal(await page.getByLabel('First Name').inputValue(), 'Olivia');
  // The owner check is cached too: open the owner-only entries once.
  await page.getByRole('button', { name: 'Olivia Owner' }).click();
  await page.getByRole('menuitem', { name: 'Agency Profile' }).waitFor();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');

  await login(page, 'recruiter@demo.test');
  await page.waitForURL('**/dashboard');
  // The dashboard's first figures are the recruiter's (no cached owner's account on the way).
  await page.getByText('Welcome, Rita Recruiter.').waitFor();
  await page.getByRole('button', { name: 'Rita Recruiter' }).click();
  await page.getByRole('menuitem', { name: 'User Profile' }).click();
  await page.waitForURL('**/user-profile');
  // The form takes its values once, when it mounts: a cached owner's profile would stay in it.
  const firstName = page.getByLabel('First Name');
  await firstName.waitFor();
  assert.equal(await firstName.inputValue(), 'Rita');
  assert.equal(await page.getByText(/Olivia|Owner/).count(), 0);
  await page.getByRole('button', { name: 'Rita Recruiter' }).click();
  const entries = await page.getByRole('menu', { name: 'Rita Recruiter' }).getByRole('menuitem').allTextContents();
  assert.deepEqual(entries, ['Rita Recruiter', 'User Profile', 'Change Password', 'Logout']);
  await context.close();
});
