// Touches (issue 14), against the built portal and the reference server on a fresh database: a supervisor
// writes an e-mail template with a merge field, sends it to three applicants chosen in search, finds the
// three in Email History and one in an applicant's Activity; the captured mail holds each applicant's own
// first name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { noSidewaysScroll, notifications, staffLogin, useHarness } from './support';

const h = useHarness();

test('a template sent to three applicants chosen in search shows in Email History and in their Activity', async () => {
  const { page } = await h().newPage();
  await staffLogin(page, 'supervisor@demo.test');

  // The template: the first name goes into the subject from the picker.
  await page.goto('/communication-center');
  await page.getByRole('button', { name: 'New template' }).click();
  const editor = page.getByRole('dialog', { name: 'New template' });
  await editor.getByLabel('Template Name').fill('Welcome aboard');
  const subject = editor.getByLabel('Subject');
  await subject.fill('Welcome, ');
  await subject.press('End');
  await editor.getByLabel('Merge field').selectOption('{{applicant.firstName}}');
  await editor.getByRole('button', { name: 'Insert field' }).click();
  assert.equal(await subject.inputValue(), 'Welcome, {{applicant.firstName}}');
  await editor.getByLabel('Message', { exact: true }).fill('Hello {{applicant.firstName}}, your onboarding is ready.');
  await editor.getByRole('button', { name: 'Save template' }).click();
  await notifications(page).getByText('The template has been added.').waitFor();
  await editor.waitFor({ state: 'detached' });
  await page.getByText('Welcome aboard', { exact: true }).first().waitFor();

  // Three applicants chosen in search (New Leads, by name).
  await page.goto('/view-by-applicant?status=lead&sort=name&order=asc');
  const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select (?!all)/ }) });
  await rows.first().waitFor();
  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const row = rows.nth(i);
    names.push((await row.getByRole('link').first().innerText()).trim());
    await row.getByRole('checkbox').check();
  }
  assert.equal(names.length, 3);
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Send e-mail' }).click();
  const compose = page.getByRole('dialog', { name: 'Send e-mail' });
  await compose.getByText('To 3 applicants').waitFor();
  await compose.getByLabel('Template').selectOption({ label: 'Welcome aboard (personal)' });
  await compose.getByRole('button', { name: 'Send', exact: true }).click();
  await compose.getByText('3 messages queued').waitFor();
  await compose.getByRole('button', { name: 'Done' }).click();

  // Email History: the three, each with their own first name in the subject.
  await page.goto('/email-history?q=Welcome');
  for (const name of names) {
    const firstName = name.split(' ')[0]!;
    await page.getByText(`Welcome, ${firstName}`, { exact: true }).first().waitFor();
  }

  // The mail as captured: one for each, rendered for them.
  const deadline = Date.now() + 15_000;
  let captured: Array<{ To: string; Subject: string; Text: string }> = [];
  while (Date.now() < deadline) {
    captured = (await h().outbox()).filter((message) => message.Subject.startsWith('Welcome, '));
    if (captured.length >= 3) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.equal(captured.length, 3, 'three e-mails captured');
  for (const name of names) {
    const firstName = name.split(' ')[0]!;
    const mail = captured.find((message) => message.Subject === `Welcome, ${firstName}`);
    assert.ok(mail, `an e-mail for ${name}`);
    assert.match(mail.Text, new RegExp(`Hello ${firstName}, your onboarding is ready\\.`));
  }

  // One of them: the e-mail is in the record's Activity.
  await page.getByRole('link', { name: names[0]!, exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: names[0]! }).waitFor();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByRole('tabpanel').getByText('E-mail sent').first().waitFor();
  assert.ok(await noSidewaysScroll(page));
});
