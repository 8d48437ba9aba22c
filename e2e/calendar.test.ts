// Calendar (issue 14), against the built portal and the reference server on a fresh database: a recruiter
// schedules an interview from an applicant's record; the applicant's invitation carries an ICS file; on the
// calendar the interview is opened and moved with the keyboard alone (the update's ICS has the same UID and
// the next SEQUENCE); a follow-up added from the record is marked done on the calendar.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { OutboxMessage } from './harness';
import { noSidewaysScroll, notifications, staffLogin, useHarness } from './support';

const h = useHarness();

/** The day `days` from today: as the date fields take it (MM/DD/YYYY) and as the calendar's address (YYYY-MM-DD). */
function dayIn(days: number): { field: string; iso: string } {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    field: `${pad(day.getMonth() + 1)}/${pad(day.getDate())}/${day.getFullYear()}`,
    iso: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
  };
}

/** The newest captured message to `to` whose ICS attachment matches `ics`, waiting for delivery. */
async function invitation(to: string, ics: RegExp): Promise<{ message: OutboxMessage; text: string }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const message of await h().outbox()) {
      if (message.To !== to) continue;
      const file = message.Attachments?.find((attachment) => attachment.Filename.endsWith('.ics'));
      if (file && ics.test(file.Text)) return { message, text: file.Text };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`no invitation to ${to} matching ${ics}`);
}

const icsField = (text: string, name: string) => new RegExp(`^${name}[^:]*:(.*)$`, 'm').exec(text)?.[1]?.trim();

async function openRecord(page: Page): Promise<{ name: string; email: string }> {
  await page.goto('/view-by-applicant?status=phone-screened&owner=mine&sort=name&order=asc');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .first();
  const link = row.getByRole('link').first();
  const name = (await link.innerText()).trim();
  await link.click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const email = (await page.getByRole('list', { name: 'Contact' }).getByRole('link').first().innerText()).trim();
  return { name, email };
}

test('an interview scheduled from the record is invited with an ICS and moved by keyboard; a follow-up is done', async () => {
  const { page } = await h().newPage();
  await staffLogin(page, 'recruiter@demo.test');
  const { name, email } = await openRecord(page);

  // The interview, from the record.
  const first = dayIn(3);
  await page.getByRole('button', { name: 'Schedule interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule interview' });
  await dialog.getByLabel('Date', { exact: true }).fill(first.field);
  await dialog.getByLabel('Start time').fill('10:00');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  // The applicant's invitation: an ICS that calendar apps accept.
  const invited = await invitation(email, /METHOD:REQUEST/);
  assert.match(invited.text, /^BEGIN:VCALENDAR/);
  assert.match(invited.text, /BEGIN:VEVENT[\s\S]*END:VEVENT/);
  const uid = icsField(invited.text, 'UID');
  assert.ok(uid, 'the invitation has a UID');
  assert.equal(icsField(invited.text, 'SEQUENCE') ?? '0', '0');

  // On the calendar: Tab to the interview, Enter opens it, a new date, Enter moves it.
  await page.goto(`/calendar?type=interviews&view=day&date=${first.iso}`);
  const event = page.getByRole('button', { name: new RegExp(`Interview: .*${name}`) }).first();
  await event.waitFor();
  await event.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog').filter({ has: page.getByRole('form', { name: 'Reschedule interview' }) });
  await details.waitFor();
  const second = dayIn(4);
  const newDate = details.getByLabel('New date');
  await newDate.fill(second.field);
  await newDate.press('Enter');
  await notifications(page)
    .getByText(/^Interview moved to /)
    .waitFor();

  // The update: the same event (UID), the next SEQUENCE.
  const updated = await invitation(email, /SEQUENCE:1/);
  assert.equal(icsField(updated.text, 'UID'), uid);
  assert.match(updated.text, /METHOD:REQUEST/);

  // A follow-up for today, from the record; done on the calendar.
  await openRecord(page);
  await page.getByRole('button', { name: 'Add follow-up' }).click();
  const followUp = page.getByRole('dialog', { name: 'Add follow-up' });
  const today = dayIn(0);
  await followUp.getByLabel('Title (optional)').fill(`Call back ${name}`);
  await followUp.getByLabel('Due date').fill(today.field);
  await followUp.getByLabel('Due time').fill('23:30');
  await followUp.getByRole('button', { name: 'Add', exact: true }).click();
  await followUp.waitFor({ state: 'detached' });
  await page.goto(`/calendar?type=follow-ups&view=day&date=${today.iso}`);
  const task = page.getByRole('button', { name: new RegExp(`Follow-up.*: Call back ${name}`) }).first();
  await task.waitFor();
  await task.click();
  const taskDialog = page.getByRole('dialog', { name: `Call back ${name}` });
  await taskDialog.getByRole('button', { name: 'Mark done' }).click();
  await notifications(page).getByText('Follow-up marked done.').waitFor();
  assert.ok(await noSidewaysScroll(page));
});
