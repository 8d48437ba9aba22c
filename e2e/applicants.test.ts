// The applicant pipeline in the browser, against the built portal and the reference server (demo data):
// add an applicant, the duplicate warning, New Lead and its count, Change Status with a note, the Activity
// tab, search by part of the name and by the applicant number, Next/Previous addressing records by number,
// re-open rules per role, and a self-registered applicant.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { register } from './harness';
import { staffLogin, useHarness } from './support';

const h = useHarness();

/** The New Lead entry of the Applicant menu: its count, as the menu shows it. */
async function newLeadCount(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Applicant', exact: true }).click();
  // The accessible name (and text) ends ", 58 applicants" once the counts have loaded: wait for that.
  const entry = page
    .getByRole('menu', { name: 'Applicant' })
    .getByRole('menuitem', { name: /^New Lead.*\d applicants?$/ });
  await entry.waitFor();
  const text = (await entry.textContent()) ?? '';
  await page.keyboard.press('Escape');
  const count = /(\d[\d,]*) applicants?/.exec(text)?.[1];
  assert.ok(count, `no count in "${text}"`);
  return Number(count.replace(/,/g, ''));
}

/** The applicant number of a record's address (`/view-by-applicant/N?…`). */
function numberIn(url: string): number {
  const match = /^\/view-by-applicant\/(\d+)$/.exec(new URL(url).pathname);
  assert.ok(match, `not a record's address: ${url}`);
  return Number(match[1]);
}

async function fillApplicant(page: Page, person: { first: string; last: string; email: string; mobile: string }) {
  await page.getByRole('textbox', { name: 'First Name' }).fill(person.first);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(person.last);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Mobile Phone' }).fill(person.mobile);
  await page.getByRole('textbox', { name: 'ZIP' }).fill('77006');
}

test('add an applicant, the duplicate warning, New Lead, Change Status with a note, Activity, search, walking the list', async () => {
  const { context, page } = await h().newPage();
  try {
    await staffLogin(page, 'recruiter@demo.test');
    const leadsBefore = await newLeadCount(page);
    const person = {
      first: 'Zelda',
      last: 'Quixtonova',
      email: 'zelda.quixtonova@mail.test',
      mobile: '+1 713 555 0199',
    };

    // Add Applicant: saved, and the new record opens at its applicant number (the agency's next one, after
    // the demo's hundreds), which the record shows.
    await page.goto('/add-applicant');
    await fillApplicant(page, person);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Zelda Quixtonova' }).waitFor();
    const number = numberIn(page.url());
    assert.ok(number > 400, `the new applicant's number: ${number}`);
    await page.getByText(`Applicant #${number}`, { exact: true }).waitFor();
    await page
      .getByText(/^New Lead · /)
      .first()
      .waitFor();

    // A second try with the same e-mail and mobile: the duplicate warning with a link to the first one.
    await page.goto('/add-applicant');
    await fillApplicant(page, { ...person, first: 'Zelda B.' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const panel = page.getByRole('group', { name: 'Possible duplicates' });
    await panel.getByRole('link', { name: 'Zelda Quixtonova' }).waitFor();
    assert.ok(await panel.getByRole('button', { name: 'Save anyway' }).isVisible());
    await panel.getByRole('button', { name: 'Cancel' }).click();

    // The new one is under New Lead, and the menu's count went up by one.
    await page.goto('/lead');
    await page.getByRole('heading', { level: 1, name: /^New Lead/ }).waitFor();
    assert.equal(await newLeadCount(page), leadsBefore + 1);
    await page.getByLabel('Search applicants').fill('quixto');
    // A row of the search's results (its link carries the search): not one of the list before it, which the
    // results replace a moment after the last key.
    await page.locator('a[href*="q=quixto"]', { hasText: 'Zelda Quixtonova' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Zelda Quixtonova' }).waitFor();

    // Change Status to Pre-screened with a note; the Activity tab shows the move and the note.
    await page.getByRole('button', { name: 'Change Status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByRole('radio', { name: 'Pre-screened' }).check();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Resume checked: 3 years ICU.');
    await dialog.getByRole('button', { name: 'Change Status' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText(/^Pre-screened · /)
      .first()
      .waitFor();
    await page.getByRole('tab', { name: 'Activity' }).click();
    const activity = page.getByRole('list', { name: 'Activity' });
    await activity.getByText('Resume checked: 3 years ICU.').waitFor();
    assert.match((await activity.textContent()) ?? '', /Pre-screened/);
    assert.equal(await newLeadCount(page), leadsBefore);

    // Search by part of the name finds it, and so does its number.
    await page.goto('/view-by-applicant');
    await page.getByLabel('Search applicants').fill('tonov');
    await page.waitForURL(/q=tonov/);
    await page.getByRole('link', { name: 'Zelda Quixtonova' }).first().waitFor();
    await page.getByLabel('Search applicants').fill(`#${number}`);
    await page.waitForURL(new RegExp(`q=%23${number}`));
    await page.locator(`a[href^="/view-by-applicant/${number}?"]`, { hasText: 'Zelda Quixtonova' }).waitFor();

    // Next and Previous walk a list (the demo's New Leads sorted by name), keeping the query.
    await page.goto('/lead?sort=name&order=asc');
    const names = page.getByRole('grid', { name: 'Applicants' }).getByRole('link');
    await names.first().waitFor();
    const [first, second] = [await names.nth(0).textContent(), await names.nth(1).textContent()];
    await names.nth(0).click();
    await page.getByRole('heading', { level: 1, name: first ?? '' }).waitFor();
    const results = page.getByRole('navigation', { name: 'Results' });
    await results.getByText(/^1 of \d+$/).waitFor();
    await results.getByRole('link', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: second ?? '' }).waitFor();
    // The second of the list, addressed by its number (not by its place), the query kept.
    assert.match(page.url(), /\/view-by-applicant\/\d+\?.*sort=name/);
    await page.getByText(`Applicant #${numberIn(page.url())}`, { exact: true }).waitFor();
    await results.getByText(/^2 of \d+$/).waitFor();
    await results.getByRole('link', { name: 'Previous' }).click();
    await page.getByRole('heading', { level: 1, name: first ?? '' }).waitFor();

    // The new applicant's address still opens the new applicant, after the moves and the walk.
    await page.goto(`/view-by-applicant/${number}`);
    await page.getByRole('heading', { level: 1, name: 'Zelda Quixtonova' }).waitFor();
  } finally {
    await context.close();
  }
});

test('a recruiter cannot re-open a Rejected applicant; a supervisor can', async () => {
  // A Rejected applicant the recruiter owns: yet re-opening needs a supervisor or above.
  const recruiter = await h().newPage();
  let name = '';
  let number = 0;
  try {
    await staffLogin(recruiter.page, 'recruiter@demo.test');
    await recruiter.page.goto('/rejected?owner=mine&sort=name&order=asc');
    const first = recruiter.page.getByRole('grid', { name: 'Applicants' }).getByRole('link').first();
    await first.waitFor();
    name = (await first.textContent()) ?? '';
    await first.click();
    await recruiter.page.getByRole('heading', { level: 1, name }).waitFor();
    number = numberIn(recruiter.page.url());
    await recruiter.page
      .getByText(/^Rejected · /)
      .first()
      .waitFor();
    await recruiter.page
      .getByText('No moves from Rejected for you: New Lead needs a supervisor, manager, administrator or admin.')
      .waitFor();
    assert.equal(await recruiter.page.getByRole('button', { name: 'Change Status' }).count(), 0);
  } finally {
    await recruiter.context.close();
  }

  const supervisor = await h().newPage();
  try {
    await staffLogin(supervisor.page, 'supervisor@demo.test');
    // The same address opens the same applicant for someone else.
    await supervisor.page.goto(`/view-by-applicant/${number}?status=rejected`);
    await supervisor.page.getByRole('heading', { level: 1, name }).waitFor();
    await supervisor.page.getByRole('button', { name: 'Change Status' }).click();
    const dialog = supervisor.page.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByRole('radio', { name: /^New Lead/ }).check();
    await dialog.getByRole('button', { name: 'Change Status' }).click();
    await dialog.waitFor({ state: 'detached' });
    await supervisor.page
      .getByText(/^New Lead · /)
      .first()
      .waitFor();
  } finally {
    await supervisor.context.close();
  }
});

test('a self-registered applicant appears as a New Lead from the portal', async () => {
  const applicant = await h().newPage();
  try {
    await applicant.page.goto('/registration');
    await register(applicant.page, { lastName: 'Vantablack', firstName: 'Ines', email: 'ines.vantablack@mail.test' });
  } finally {
    await applicant.context.close();
  }
  const { context, page } = await h().newPage();
  try {
    await staffLogin(page, 'recruiter@demo.test');
    await page.goto('/lead?q=vantablack');
    await page.getByRole('link', { name: 'Ines Vantablack' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Ines Vantablack' }).waitFor();
    await page
      .getByText(/^New Lead · /)
      .first()
      .waitFor();
    await page.getByText('Portal registration').first().waitFor();
  } finally {
    await context.close();
  }
});
