// Job orders (issue 13), against the built portal and the reference server on a fresh database: an admin
// adds a facility and a job order for it (with a bill rate), sees the applicants who match, submits two,
// moves one through Interview → Offer (the applicant becomes Offered) → Placed (Accepted; the job order's
// filled count rises) and withdraws the other; the Position List shows the numbers; a recruiter reads the job
// order without the bill rate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { noSidewaysScroll, notifications, staffLogin, useHarness } from './support';

const h = useHarness();

const FACILITY = 'Canyon Ridge Medical Center';
const TITLE = 'ICU RN, days';
/** Statuses before an offer: the ones a submission's Offer may move on to Offered. */
const BEFORE_OFFER = ['New Lead', 'Pre-screened', 'Phone Screened', 'Final Interview'];

/** MM/DD/YYYY, `days` days from today (what the date fields take). */
function dateIn(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(day.getMonth() + 1)}/${pad(day.getDate())}/${day.getFullYear()}`;
}

/** Moves a submission with the Move dialog; `fill` sets the dialog's fields after the status. */
async function move(page: Page, row: Locator, name: string, status: string, fill?: (dialog: Locator) => Promise<void>) {
  await row.getByRole('button', { name: `Move ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move submission' });
  await dialog.getByLabel('New status').selectOption({ label: status });
  await fill?.(dialog);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The cells of a table row by their column headers (what a person reads; a sortable header's arrow left out). */
async function cellsByHeader(page: Page, row: Locator): Promise<Record<string, string>> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const cells = await row.getByRole('gridcell').allInnerTexts();
  return Object.fromEntries(headers.map((header, i) => [header.split('\n')[0]!.trim(), (cells[i] ?? '').trim()]));
}

test('a facility, a job order, matching, two submissions placed and withdrawn, the Position List, no bill rate for recruiters', async () => {
  const { context, page } = await h().newPage();
  await staffLogin(page, 'admin@demo.test');

  // The facility.
  await page.goto('/institution-list/new');
  await page.getByLabel('Facility Name').fill(FACILITY);
  await page.getByLabel('Type').selectOption({ label: 'Hospital' });
  await page.getByLabel('Units').fill('ICU, 3 East Tele');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByRole('button', { name: 'Save facility' }).click();
  await notifications(page).getByText('Facility added.').waitFor();
  await page.waitForURL(/\/institution-list\/\d+$/);
  const facilityPath = new URL(page.url()).pathname;

  // A job order for it, from the facility page (the facility is chosen already).
  await page.getByRole('link', { name: 'New job order' }).click();
  await page.waitForURL(/\/job-orders\/new\?institution=\d+$/);
  await page.getByLabel('Job Title').fill(TITLE);
  await page.getByLabel('Unit').selectOption('ICU');
  await page.getByLabel('Discipline').selectOption('RN');
  await page.getByLabel('Specialty').selectOption('ICU');
  await page.getByLabel('Employment Type').selectOption({ label: 'Travel' });
  await page.getByLabel('Openings').fill('2');
  await page.getByLabel('Shift', { exact: true }).selectOption({ label: 'Days' });
  await page.getByLabel('Shift Length').selectOption({ label: '12 hours' });
  await page.getByLabel('Hours per Week').fill('36');
  await page.getByLabel('Start Date').fill(dateIn(30));
  await page.getByLabel('Duration (weeks)').fill('13');
  await page.getByLabel('Hourly Pay').fill('45');
  await page.getByLabel('Bill Rate').fill('88.50');
  await page.getByLabel('Compact license accepted').check();
  await page.getByRole('button', { name: 'Save job order' }).click();
  await notifications(page).getByText('Job order added.').waitFor();
  await page.waitForURL(/\/job-orders\/\d+$/);
  const jobPath = new URL(page.url()).pathname;
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  assert.ok(await page.getByText('Bill rate', { exact: true }).isVisible(), 'an admin sees the bill rate');
  assert.ok(await page.getByText('0 of 2 filled').isVisible());

  // Matching applicants: the two best at a stage before an offer are submitted together.
  const matches = page.getByRole('list', { name: 'Matching applicants' });
  await matches.getByRole('listitem').first().waitFor();
  const chosen: string[] = [];
  for (const item of await matches.getByRole('listitem').all()) {
    const text = await item.innerText();
    if (!BEFORE_OFFER.some((status) => text.includes(status))) continue;
    const label = await item.getByRole('button', { name: /^Submit / }).getAttribute('aria-label');
    chosen.push(label!.replace(/^Submit /, ''));
    if (chosen.length === 2) break;
  }
  assert.equal(chosen.length, 2, 'two matching applicants before an offer');
  const [placed, withdrawn] = chosen as [string, string];
  assert.match(await matches.getByRole('listitem').first().innerText(), /Fit \d+/);
  for (const name of chosen) await matches.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Submit selected' }).click();
  const submitDialog = page.getByRole('dialog', { name: 'Submit 2 applicants' });
  await submitDialog.getByLabel('Note (optional)').fill('Both strong ICU nurses');
  await submitDialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await submitDialog.waitFor({ state: 'detached' });

  const submissions = page.getByRole('list', { name: 'Submissions' });
  const rowOf = (name: string) =>
    submissions.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
  await rowOf(placed).waitFor();
  await rowOf(withdrawn).waitFor();
  // Submitted applicants leave the matches.
  await matches.getByRole('button', { name: `Submit ${placed}` }).waitFor({ state: 'detached' });

  // Interview → Offer (the applicant becomes Offered) → Placed (Accepted; one of two openings filled).
  await move(page, rowOf(placed), placed, 'Interview', async (dialog) => {
    await dialog.getByLabel('Interview date').fill(dateIn(7));
    await dialog.getByLabel('Interview time').fill('10:30');
  });
  await rowOf(placed).getByText('Interview', { exact: true }).waitFor();
  await move(page, rowOf(placed), placed, 'Offer', async (dialog) => {
    assert.ok(await dialog.getByLabel(`Also move ${placed} to Offered`).isChecked());
  });
  await rowOf(placed)
    .getByText(/Pipeline: Offered/)
    .waitFor();
  await move(page, rowOf(placed), placed, 'Placed', async (dialog) => {
    assert.ok(await dialog.getByLabel(`Also move ${placed} to Accepted`).isChecked());
  });
  await rowOf(placed)
    .getByText(/Pipeline: Accepted/)
    .waitFor();
  await page.getByText('1 of 2 filled').waitFor();
  await move(page, rowOf(withdrawn), withdrawn, 'Withdrawn');
  await rowOf(withdrawn).getByText('Withdrawn', { exact: true }).waitFor();

  // The facility page lists the job order and the placement.
  await page.goto(facilityPath);
  await page.getByRole('link', { name: TITLE }).first().waitFor();
  await page.getByRole('link', { name: placed }).first().waitFor();

  // The Position List: 2 openings, 1 submitted (the withdrawn one is not counted), 1 filled.
  await page.goto('/position-list');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(FACILITY) }) });
  await row.waitFor();
  const cells = await cellsByHeader(page, row);
  assert.deepEqual(
    {
      Openings: cells.Openings,
      Submitted: cells.Submitted,
      Interviewing: cells.Interviewing,
      Offered: cells.Offered,
      Filled: cells.Filled,
    },
    { Openings: '2', Submitted: '1', Interviewing: '0', Offered: '0', Filled: '1' },
  );
  await context.close();

  // A recruiter reads the job order, on a phone too, without the bill rate or the markup, and cannot edit it.
  const recruiter = await h().newPage({ width: 390, height: 844 });
  await staffLogin(recruiter.page, 'recruiter@demo.test');
  await recruiter.page.goto(jobPath);
  await recruiter.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await recruiter.page.getByText('Weekly gross', { exact: true }).waitFor();
  assert.equal(await recruiter.page.getByText('Bill rate', { exact: true }).count(), 0);
  assert.equal(await recruiter.page.getByText('Markup', { exact: true }).count(), 0);
  assert.equal(await recruiter.page.getByRole('link', { name: 'Edit job order' }).count(), 0);
  assert.ok(await noSidewaysScroll(recruiter.page), 'the job order fits a phone');
  await recruiter.context.close();
});
