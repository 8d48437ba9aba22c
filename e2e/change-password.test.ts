// Issue 9, item 11 (portal half): a sign-in with a temporary password (forgot password) leads straight to
// Change Password, in the shell of the account's kind, and nowhere else until the password is changed;
// then applicants go on to the applicant area and staff to the dashboard. Built portal, real server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { login, noSidewaysScroll, notifications, useHarness } from './support';

const h = useHarness();

/** Forgot password from the login screen, then the temporary password read from the dev outbox. */
async function temporaryPassword(page: Page, email: string): Promise<string> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await notifications(page).getByText('Please check your mail.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const mail = (await h().outbox()).find((m) => m.To === email && /temporary password/i.test(m.Subject));
  const temporary = mail && /account: (\S+)/.exec(mail.Text)?.[1];
  assert.ok(temporary, `no temporary password for ${email} in the outbox`);
  return temporary;
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel('Current Password').fill(current);
  await page.getByLabel('New Password', { exact: true }).fill(next);
  await page.getByLabel('Confirm New Password').fill(next);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

test('applicant: forgot password, temporary password, Change Password on a phone, then the applicant area', async () => {
  const { context, page } = await h().newPage({ width: 390, height: 844 });
  const email = 'applicant@demo.test';
  const temporary = await temporaryPassword(page, email);

  await login(page, email, temporary);
  await page.waitForURL('**/change-password');
  await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
  await page.getByText('You signed in with a temporary password. Choose your own password to continue.').waitFor();
  // The applicant shell (its menu, Logout), not the staff one.
  assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
  assert.ok(await page.getByRole('button', { name: 'Logout' }).isVisible());
  assert.ok(await noSidewaysScroll(page), 'the page scrolls sideways at 390 px');

  // Nothing else is reachable meanwhile: the applicant area and its menu lead back here.
  await page.goto('/personal-info');
  await page.waitForURL('**/change-password');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Applicant' }).getByRole('link', { name: 'W9 Form Info' }).click();
  await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
  assert.match(new URL(page.url()).pathname, /^\/change-password$/);

  await changePassword(page, temporary, 'Nurse-2027');
  await notifications(page).getByText('Your password has been changed.').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'Your onboarding' }).waitFor();
  // Now the rest of the area opens.
  await page.goto('/w9-form-info');
  await page.getByRole('heading', { level: 1, name: 'W9 Form Info' }).waitFor();
  assert.ok(await noSidewaysScroll(page));

  // The new password signs in straight to the applicant area; the temporary one is spent.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await login(page, email, temporary);
  await notifications(page).getByText('The email or password is incorrect.').waitFor();
  await login(page, email, 'Nurse-2027');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'Your onboarding' }).waitFor();
  await context.close();
});

test('applicant: Change Password from the side menu, without a temporary password', async () => {
  const { context, page } = await h().newPage({ width: 320, height: 640 });
  await page.goto('/login');
  await login(page, 'applicant@demo.test', 'Nurse-2027');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Change Password' }).click();
  await page.waitForURL('**/change-password');
  await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
  assert.equal(await page.getByText(/temporary password/).count(), 0);
  assert.ok(await noSidewaysScroll(page), 'the page scrolls sideways at 320 px');
  await changePassword(page, 'Nurse-2027', 'Nurse-2028');
  await notifications(page).getByText('Your password has been changed.').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

test('staff: forgot password, temporary password, Change Password in the staff shell, then the dashboard', async () => {
  const { context, page } = await h().newPage();
  const email = 'supervisor@demo.test';
  const temporary = await temporaryPassword(page, email);
  await login(page, email, temporary);
  await page.waitForURL('**/change-password');
  await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.goto('/job-orders');
  await page.waitForURL('**/change-password');

  await changePassword(page, temporary, 'Super-2027');
  await notifications(page).getByText('Your password has been changed.').waitFor();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.goto('/job-orders');
  await page.getByRole('heading', { level: 1, name: 'Job Orders' }).waitFor();
  await context.close();
});
