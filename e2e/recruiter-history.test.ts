// Recruiter History (issue 15), against the built portal and the reference server on a fresh database: a
// recruiter signs in and logs out (the portal reports the exit); a supervisor's Recruiter History shows her
// day's first sign-in and that sign-out; signed in again, her own line says she is signed in now.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { noSidewaysScroll, staffLogin, useHarness } from './support';

const h = useHarness();

test("Recruiter History shows the day's sign-in and sign-out", async () => {
  const { page } = await h().newPage();
  await staffLogin(page, 'recruiter@demo.test');
  await page.getByRole('banner').getByRole('button', { name: 'Rita Recruiter' }).click();
  await page.getByRole('menu', { name: 'Rita Recruiter' }).getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');

  // A supervisor reads it: Rita's day ends with the sign-out the portal just reported.
  await staffLogin(page, 'supervisor@demo.test');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/recruiter-history');
  await page.getByRole('heading', { level: 1, name: 'Recruiter History' }).waitFor();
  const today = page.getByRole('row').filter({ hasText: 'Rita Recruiter' }).first();
  await today.waitFor();
  const cells = await today.innerText();
  // The first sign-in and the sign-out just reported, as times of day; she is no longer signed in.
  assert.ok((cells.match(/\d{1,2}:\d{2}/g) ?? []).length >= 2, `times in: ${cells}`);
  assert.ok(!cells.includes('Signed in now'), `still signed in: ${cells}`);

  // Signed in again, her own line says so: one stretch, signed in now.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Supervisor/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await staffLogin(page, 'recruiter@demo.test');
  await page.goto('/recruiter-history');
  await page.getByRole('row').filter({ hasText: 'Signed in now' }).first().waitFor();
  assert.ok(await noSidewaysScroll(page));
});
