// Onboarding end to end (issue 11), against the built portal and the reference server on a fresh database:
// a new applicant registers and verifies on a phone (390 px), completes Personal, Identification (with an
// image), Emergency and the W-9 (e-sign consent, signature, the PDF); staff approve the W-9 and ask for
// changes on Emergency; the applicant sees the reason, fixes it and submits again; once staff move the
// applicant to Accepted the I-9 opens, the applicant completes Section 1 and staff complete Section 2.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { register } from './harness';
import {
  changeStatus,
  closeMenu,
  staffSubmitted,
  submittedCount,
  completeEmergency,
  completeI9Section1,
  completeI9Section2,
  completeIdentification,
  completePersonalInfo,
  completeW9,
  formState,
  home,
  menuLink,
  openMenu,
  openOnboardingTab,
  saved,
  staffRow,
  assertNoSidewaysScroll,
} from './onboarding-steps';
import { latestCode, notifications, staffLogin, useHarness } from './support';

const h = useHarness();

test('an applicant completes the forms on a phone, staff review them, the I-9 opens after Accepted', async () => {
  const person = { firstName: 'Odile', lastName: 'Marchetti', email: 'odile.marchetti@mail.test' };
  const fullName = `${person.firstName} ${person.lastName}`;
  const applicant = await h().newPage({ width: 390, height: 844 });
  const staff = await h().newPage();
  const page = applicant.page;
  // Whatever the screens throw fails the test, even if the page seems to carry on.
  const crashes: string[] = [];
  for (const each of [page, staff.page]) each.on('pageerror', (error) => crashes.push(error.message));
  try {
    // ---- Register and verify: the applicant area's home, nothing done yet. ----
    await page.goto('/registration');
    await register(page, person);
    await page.getByLabel('Verification Code').fill(await latestCode(h(), person.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Your onboarding' }).waitFor();
    // Every form of the applicant area counts (as many as the server lists); this journey does five of them.
    const total = Number(/ of (\d+) /.exec(await submittedCount(page))?.[1]);
    assert.ok(total >= 5, `the checklist counts ${total} steps`);
    // The forms and Upload Requirements as one more step: the staff's Onboarding tab counts the same steps.
    assert.equal(await submittedCount(page), `0 of ${total} submitted`);
    const checklist = page.getByRole('list', { name: 'Your forms' });
    await checklist
      .getByRole('listitem')
      .filter({ hasText: 'I9 Form Info' })
      .getByText(/^Locked: /)
      .waitFor();
    await assertNoSidewaysScroll(page, 'home');

    // ---- Personal Info: the registration's name and e-mail are there; the rest is typed. ----
    await completePersonalInfo(page, person);

    // ---- Identification Info: a driver's license with an image of its front. ----
    await home(page);
    assert.equal(await submittedCount(page), `1 of ${total} submitted`);
    await completeIdentification(page);

    // ---- Emergency Info: the primary contact only. ----
    await home(page);
    assert.equal(await submittedCount(page), `2 of ${total} submitted`);
    await completeEmergency(page, 'Paolo Marchetti');

    // ---- W-9: Part I and II, the e-sign consent (first signature), the signature, the PDF. ----
    await home(page);
    assert.equal(await submittedCount(page), `3 of ${total} submitted`);
    await completeW9(page, person);

    await home(page);
    assert.equal(await submittedCount(page), `4 of ${total} submitted`);
    // The I-9 waits for an accepted offer: the main action never points at it.
    assert.equal(await page.getByRole('link', { name: /I9 Form Info$/ }).count(), 0);
    const menu = await openMenu(page);
    await menuLink(menu, 'W9 Form Info', 'Submitted').waitFor();
    await menuLink(menu, 'I9 Form Info', 'Locked').waitFor();
    await closeMenu(page);

    // ---- Staff: approve the W-9, ask for changes on Emergency Info. ----
    const reason = "Please add your brother's e-mail address.";
    await staffLogin(staff.page, 'recruiter@demo.test');
    let forms = await openOnboardingTab(staff.page, person, 'New Lead');
    await staffSubmitted(staff.page, 4, total).waitFor();
    await staffRow(forms, 'W9 Form Info').getByText('Submitted', { exact: true }).waitFor();
    await forms.getByRole('button', { name: 'Open W9 Form Info' }).click();
    await staff.page.getByRole('heading', { level: 2, name: 'W9 Form Info' }).waitFor();
    await staff.page
      .getByRole('list', { name: 'Signatures' })
      .getByText(new RegExp(`^${fullName} \\(applicant\\)`))
      .waitFor();
    await staff.page.getByRole('button', { name: 'Approve' }).click();
    await notifications(staff.page).getByText('W9 Form Info approved.').waitFor();
    await staffRow(forms, 'W9 Form Info').getByText('Approved', { exact: true }).waitFor();

    await forms.getByRole('button', { name: 'Open Emergency Info' }).click();
    await staff.page.getByRole('heading', { level: 2, name: 'Emergency Info' }).waitFor();
    await staff.page.getByRole('button', { name: 'Request changes' }).click();
    const ask = staff.page.getByRole('dialog', { name: 'Request changes to Emergency Info' });
    await ask.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await ask.getByRole('button', { name: 'Send request' }).click();
    await ask.waitFor({ state: 'detached' });
    await notifications(staff.page).getByText('Changes requested on Emergency Info.').waitFor();
    await staffRow(forms, 'Emergency Info').getByText(`Changes requested: ${reason}`, { exact: true }).waitFor();
    await staffSubmitted(staff.page, 3, total).waitFor();
    const mail = (await h().outbox()).find((m) => m.To === person.email && m.Text.includes(reason));
    assert.ok(mail, 'the change request was not e-mailed to the applicant');

    // ---- The applicant sees the reason, fixes the form and submits it again. ----
    await home(page);
    assert.equal(await submittedCount(page), `3 of ${total} submitted`);
    await checklist
      .getByRole('listitem')
      .filter({ hasText: 'W9 Form Info' })
      .getByText('Approved', { exact: true })
      .waitFor();
    const menuAgain = await openMenu(page);
    await menuLink(menuAgain, 'Emergency Info', 'Changes requested').waitFor();
    await menuLink(menuAgain, 'W9 Form Info', 'Approved').waitFor();
    await closeMenu(page);
    await page.getByRole('link', { name: 'Make the requested changes to Emergency Info' }).click();
    await page.getByRole('heading', { level: 1, name: 'Emergency Info' }).waitFor();
    const changes = page.getByRole('status').filter({ hasText: 'Changes requested' });
    await changes.getByText(reason).waitFor();
    const again = page.getByRole('form', { name: 'Emergency Info' }).getByRole('group', { name: 'Primary contact' });
    // The answers given before are there to correct.
    assert.equal(await again.getByRole('textbox', { name: 'Full Name' }).inputValue(), 'Paolo Marchetti');
    await again.getByRole('textbox', { name: 'Email' }).fill('paolo.marchetti@mail.test');
    await saved(page);
    await assertNoSidewaysScroll(page, 'Emergency Info, changes requested');
    await page.getByRole('form', { name: 'Emergency Info' }).getByRole('button', { name: 'Submit' }).click();
    await notifications(page).getByText('Emergency Info submitted.').waitFor();
    await formState(page, 'Submitted').waitFor();
    await page.getByRole('region', { name: 'Emergency Info' }).getByText('paolo.marchetti@mail.test').waitFor();
    await home(page);
    assert.equal(await submittedCount(page), `4 of ${total} submitted`);

    // ---- Staff see it submitted again, and move the applicant to Accepted. ----
    forms = await openOnboardingTab(staff.page, person, 'New Lead');
    await staffRow(forms, 'Emergency Info').getByText('Submitted', { exact: true }).waitFor();
    for (const status of ['Pre-screened', 'Phone Screened', 'Final Interview', 'Offered', 'Accepted'])
      await changeStatus(staff.page, status);

    // ---- The I-9 opens: the applicant completes Section 1 and signs it. ----
    await home(page);
    // Open now (no longer "Locked"): its row in the checklist is a link.
    await completeI9Section1(page, person);
    await home(page);
    assert.equal(await submittedCount(page), `5 of ${total} submitted`);

    // ---- Staff complete Section 2. ----
    forms = await openOnboardingTab(staff.page, person, 'Accepted');
    await staffRow(forms, 'I9 Form Info').getByText('Submitted', { exact: true }).waitFor();
    await completeI9Section2(staff.page, { firstName: 'Rita', lastName: 'Recruiter', title: 'Recruiter' });
    await staff.page.getByText('Completed', { exact: true }).waitFor();
    await staff.page.getByRole('region', { name: 'Form I-9 Section 2' }).getByText('U.S. Passport').waitFor();
    assert.deepEqual(crashes, []);
  } finally {
    await applicant.context.close();
    await staff.context.close();
  }
});
