// Previews of uploaded images (issue 28, item 1), in the built portal under the server's real
// Content-Security-Policy: the demo applicant uploads a PNG to an Upload Requirement on a phone and sees its
// thumbnail; a recruiter opens the applicant's Uploads tab and sees the same image, small and larger. Each
// preview has decoded (naturalWidth > 0): an image the policy blocks shows as broken, with width 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { openRecord, png } from './onboarding-steps';
import { login, notifications, staffLogin, useHarness } from './support';

const h = useHarness();

/** The image's decoded width once it has finished loading (0: it failed, e.g. the policy refused it). */
async function decodedWidth(image: Locator): Promise<number> {
  await image.waitFor();
  return image.evaluate(async (element: HTMLImageElement) => {
    if (!element.complete)
      await new Promise((done) => {
        element.addEventListener('load', done, { once: true });
        element.addEventListener('error', done, { once: true });
      });
    return element.naturalWidth;
  });
}

/** Collects the page's Content-Security-Policy refusals (the console's "Refused to load …"). */
function refusals(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

test('an uploaded PNG shows as an image for the applicant and for the staff reviewing it', async () => {
  const fileName = 'resume-photo.png';
  const applicant = await h().newPage({ width: 390, height: 844 });
  const staff = await h().newPage();
  const refused = refusals(applicant.page);
  const staffRefused = refusals(staff.page);
  try {
    // ---- The applicant uploads a 16×16 PNG to Resume and sees its thumbnail. ----
    const page = applicant.page;
    await page.goto('/login');
    await login(page, 'applicant@demo.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/upload-requirements');
    await page.getByRole('heading', { level: 1, name: 'Upload Requirements' }).waitFor();
    const card = page.getByRole('region', { name: 'Resume', exact: true });
    await card
      .getByLabel(/^(Files|Add more files)/)
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png(16) });
    await card.getByRole('button', { name: 'Upload Resume' }).click();
    await notifications(page).getByText('File uploaded for Resume: your recruiter reviews it.').waitFor();
    const own = card.getByRole('list', { name: 'Files for Resume' }).getByRole('img', { name: fileName });
    assert.equal(await decodedWidth(own), 16, "the applicant's preview is broken");

    // ---- A recruiter reviews it on the record's Uploads tab: the thumbnail, then the larger view. ----
    await staffLogin(staff.page, 'recruiter@demo.test');
    await openRecord(staff.page, { firstName: 'Alex', lastName: 'Applicant' }, 'New Lead');
    await staff.page.getByRole('tab', { name: 'Uploads' }).click();
    const files = staff.page.getByRole('list', { name: 'Files for Resume' });
    assert.equal(await decodedWidth(files.getByRole('img', { name: fileName })), 16, "the staff's preview is broken");
    await files.getByRole('button', { name: `Open ${fileName} larger` }).click();
    const dialog = staff.page.getByRole('dialog', { name: fileName });
    assert.equal(await decodedWidth(dialog.getByRole('img', { name: fileName })), 16, 'the larger view is broken');
    assert.deepEqual([...refused, ...staffRefused], [], 'the Content-Security-Policy refused something');
  } finally {
    await applicant.context.close();
    await staff.context.close();
  }
});
