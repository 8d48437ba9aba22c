// Management (issue 15) in the built portal against the real server: the agency owner changes what a role may
// do on the Roles screen and a recruiter's open tab loses the action at their next step, with the server
// refusing it from the next request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { latestCode, notifications, staffLogin, useHarness } from './support';

const h = useHarness();

test('the owner takes a permission from the recruiter role; the recruiter loses the action at once', async () => {
  const ownerContext = await h().browser.newContext({ baseURL: h().baseUrl, viewport: { width: 1280, height: 800 } });
  const recruiterContext = await h().browser.newContext({
    baseURL: h().baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  const owner = await ownerContext.newPage();
  const recruiter = await recruiterContext.newPage();
  await Promise.all([staffLogin(owner, 'owner@demo.test'), staffLogin(recruiter, 'recruiter@demo.test')]);

  // The recruiter has an applicant's record open, with its message actions.
  await recruiter.goto('/view-by-applicant/1');
  const sendEmail = recruiter.getByRole('button', { name: 'Send e-mail' });
  await sendEmail.waitFor();

  // The owner clears the recruiters' box for sending messages.
  await owner.goto('/role');
  await owner.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
  const box = owner.getByRole('checkbox', { name: 'Recruiter: Send e-mail and SMS to applicants' });
  assert.equal(await box.isChecked(), true);
  await box.click();
  await notifications(owner).getByText('Recruiter may no longer: Send e-mail and SMS to applicants.').waitFor();
  assert.equal(await box.isChecked(), false);

  // The server refuses it from the recruiter's next request, with the token they already have.
  const refused = await recruiter.evaluate(async () => {
    const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('agency_auth='));
    const { access_token: token } = JSON.parse(decodeURIComponent(cookie!.slice('agency_auth='.length))) as {
      access_token: string;
    };
    const response = await fetch('/api/messages', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ Channel: 'email', TemplateId: null, ApplicantIds: [1], Subject: 'Hello', Body: 'Hello' }),
    });
    return { status: response.status, message: ((await response.json()) as { Message: string }).Message };
  });
  assert.equal(refused.status, 403, JSON.stringify(refused));
  assert.equal(refused.message, 'Only a supervisor, manager, administrator or admin can send messages.');

  // The recruiter's next step in the same tab (another record, no reload) no longer offers it.
  const reread = recruiter.waitForResponse((response) => new URL(response.url()).pathname === '/api/role-permissions');
  await recruiter.evaluate(() => {
    window.history.pushState(null, '', '/view-by-applicant/2');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await reread;
  await recruiter.getByRole('tablist', { name: 'Applicant details' }).waitFor();
  await sendEmail.waitFor({ state: 'detached' });
  assert.equal(await recruiter.getByRole('button', { name: 'Send SMS' }).count(), 0);

  // Given back: the record offers it again.
  await box.click();
  await notifications(owner).getByText('Recruiter may now: Send e-mail and SMS to applicants.').waitFor();
  await recruiter.goto('/view-by-applicant/1');
  await recruiter.getByRole('button', { name: 'Send e-mail' }).waitFor();

  await ownerContext.close();
  await recruiterContext.close();
});

test('the owner invites a recruiter; the invitee sets a password from the e-mailed link and signs in', async () => {
  const ownerContext = await h().browser.newContext({ baseURL: h().baseUrl, viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await staffLogin(owner, 'owner@demo.test');
  await owner.goto('/recruiter');
  await owner.getByRole('heading', { level: 1, name: 'Recruiters' }).waitFor();
  await owner.getByRole('button', { name: 'Invite recruiter' }).click();
  const invite = owner.getByRole('dialog', { name: 'Invite recruiter' });
  await invite.getByLabel('First Name').fill('Ivy');
  await invite.getByLabel('Last Name').fill('Invitee');
  await invite.getByLabel('Email').fill('ivy.invitee@demo.test');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await invite.waitFor({ state: 'detached' });
  await owner
    .getByRole('row', { name: /Ivy Invitee/ })
    .getByText('Invited')
    .waitFor();

  // The link from the captured mail, opened in another browser.
  const mail = (await h().outbox()).find((message) => message.To === 'ivy.invitee@demo.test');
  assert.ok(mail, 'no invitation in the outbox');
  const link = /https?:\/\/\S+\/accept-invitation\/[A-Za-z0-9_-]+/.exec(mail.Text)?.[0];
  assert.ok(link, `no link in: ${mail.Text}`);
  const inviteeContext = await h().browser.newContext({ baseURL: h().baseUrl, viewport: { width: 390, height: 844 } });
  const invitee = await inviteeContext.newPage();
  await invitee.goto(new URL(link).pathname);
  await invitee.getByText('Welcome, Ivy!', { exact: false }).waitFor();
  await invitee.getByLabel('Password', { exact: true }).fill('Welcome-2026!');
  await invitee.getByLabel('Confirm Password').fill('Welcome-2026!');
  await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
  await invitee.waitForURL('**/dashboard');
  await invitee.getByRole('banner').getByRole('button', { name: 'Ivy Invitee' }).waitFor();

  // The link worked once.
  const again = await inviteeContext.newPage();
  await again.goto(new URL(link).pathname);
  await again.getByText('This link no longer works').waitFor();

  await ownerContext.close();
  await inviteeContext.close();
});

test('a recruiter who registers waits for approval, sees no applicant, and is let in once approved', async () => {
  const context = await h().browser.newContext({ baseURL: h().baseUrl, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Join as a recruiter' }).click();
  await page.waitForURL('**/recruiter-registration');
  await page.getByLabel('Last Name').fill('Newcomb');
  await page.getByLabel('First Name').fill('Nora');
  await page.getByLabel('Email').fill('nora.newcomb@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Recruit-2026!');
  await page.getByLabel('Confirm Password').fill('Recruit-2026!');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByLabel('Verification Code').waitFor();
  await page.getByLabel('Verification Code').fill(await latestCode(h(), 'nora.newcomb@demo.test'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/awaiting-approval');
  await page.getByText('Your account is waiting for approval by the agency.').first().waitFor();

  // Nothing of the agency's data: the staff API refuses, and the dashboard sends them back to wait.
  const refused = await page.evaluate(async () => {
    const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('agency_auth='));
    const { access_token: token } = JSON.parse(decodeURIComponent(cookie!.slice('agency_auth='.length))) as {
      access_token: string;
    };
    const response = await fetch('/api/applicants/status-counts', { headers: { Authorization: `Bearer ${token}` } });
    return response.status;
  });
  assert.equal(refused, 403);
  await page.goto('/dashboard');
  await page.waitForURL('**/awaiting-approval');

  // The owner was told, and approves on Recruiters.
  assert.ok(
    (await h().outbox()).some((message) => message.To === 'owner@demo.test' && /Nora Newcomb/.test(message.Text)),
  );
  const ownerContext = await h().browser.newContext({ baseURL: h().baseUrl, viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await staffLogin(owner, 'owner@demo.test');
  await owner.goto('/recruiter');
  await owner.getByRole('button', { name: 'Actions for Nora Newcomb' }).click();
  await owner.getByRole('menuitem', { name: 'Approve' }).click();
  const approve = owner.getByRole('dialog', { name: 'Approve Nora Newcomb?' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await approve.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Check again' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await ownerContext.close();
  await context.close();
});

test("the owner deactivates a recruiter: the recruiter's open tab is sent to the login screen", async () => {
  const recruiterContext = await h().browser.newContext({
    baseURL: h().baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  const recruiter = await recruiterContext.newPage();
  await staffLogin(recruiter, 'supervisor@demo.test');
  const name = 'Sam Supervisor';
  await recruiter.getByRole('banner').getByRole('button', { name }).waitFor();

  const ownerContext = await h().browser.newContext({ baseURL: h().baseUrl, viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await staffLogin(owner, 'owner@demo.test');
  await owner.goto('/recruiter');
  await owner.getByRole('button', { name: `Actions for ${name}` }).click();
  await owner.getByRole('menuitem', { name: 'Deactivate' }).click();
  const dialog = owner.getByRole('dialog', { name: `Deactivate ${name}?` });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await dialog.waitFor({ state: 'detached' });

  // The open tab's next request is refused: it lands on the login screen.
  await recruiter.evaluate(() => {
    window.history.pushState(null, '', '/job-orders');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await recruiter.waitForURL('**/login');
  await recruiter.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  await ownerContext.close();
  await recruiterContext.close();
});
