// Onboarding complete (issue 12), against the built portal and the reference server on a fresh database: a
// nurse (RN) registers on a phone (390 px) and, once staff have made an offer, completes every form of the
// checklist and every upload requirement; a reference answers the public form from the e-mailed one-time
// link (once only); staff approve every form and every file, and both sides read the checklist as complete;
// the daily credential job e-mails the applicant and the owner about the license that expires in 30 days.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { register } from './harness';
import {
  assertNoSidewaysScroll,
  changeStatus,
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
  openOnboardingTab,
  openRecord,
  png,
  saved,
  sign,
  staffRow,
} from './onboarding-steps';
import { latestCode, notifications, staffLogin, useHarness } from './support';

const h = useHarness();

const DAY_MS = 86_400_000;
/** YYYY-MM-DD, `days` days from today (UTC: the credential job's day). */
const daysFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The Upload Requirements of a new agency (DEFAULT_UPLOAD_REQUIREMENTS), with whether each asks for an expiry. */
const UPLOADS = [
  { label: 'Professional license', expires: true },
  { label: 'BLS card', expires: true },
  { label: 'TB test', expires: true },
  { label: 'Physical', expires: true },
  { label: 'Immunization records', expires: false },
  { label: "Driver's license or ID", expires: true },
  { label: 'Resume', expires: false },
];

/** The forms staff review, by the labels of the record's Onboarding tab (every one applies to a nurse). */
const FORMS = [
  'Personal Info',
  'Identification Info',
  'Emergency Info',
  'W9 Form Info',
  'I9 Form Info',
  'Agreement Form',
  'Terms & Conditions',
  'Influenza Vaccination',
  'Hepatitis B & HIPAA',
  'Nurse Form',
  'Physical Info',
  'CHRC Form Info',
];

/** Opens a form from the home's checklist (its row's link) and waits for its screen. */
async function openFromChecklist(page: Page, label: string) {
  await home(page);
  await page.getByRole('list', { name: 'Your forms' }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

/** After a submission: the toast, the Submitted state, and the page still fits the phone. */
async function submittedNotice(page: Page, label: string) {
  await notifications(page).getByText(`${label} submitted.`).waitFor();
  await formState(page, 'Submitted').waitFor();
  await assertNoSidewaysScroll(page, `${label}, submitted`);
}

test('a nurse completes every form and upload on a phone, a reference answers, staff approve it all, the license alert is e-mailed', async () => {
  const person = { firstName: 'Ines', lastName: 'Abernathy', email: 'ines.abernathy@mail.test' };
  const fullName = `${person.firstName} ${person.lastName}`;
  const reference = { name: 'Maria Lopez', email: 'maria.lopez@hospital.test' };
  const licenseExpiry = daysFromToday(30);
  const applicant = await h().newPage({ width: 390, height: 844 });
  const staff = await h().newPage();
  const page = applicant.page;
  // Whatever the screens throw fails the test, even if the page seems to carry on.
  const crashes: string[] = [];
  for (const each of [page, staff.page]) each.on('pageerror', (error) => crashes.push(error.message));
  try {
    // ---- Register and verify: every form of a nurse, and Upload Requirements, on the checklist. ----
    await page.goto('/registration');
    await register(page, person);
    await page.getByLabel('Verification Code').fill(await latestCode(h(), person.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The twelve forms (the Nurse Form and Physical Info apply: the discipline is not known yet) and the uploads.
    const total = FORMS.length + 1;
    assert.equal(await submittedCount(page), `0 of ${total} submitted`);
    await assertNoSidewaysScroll(page, 'home');

    // ---- Staff (an admin: health forms too) take the applicant and make the offer: the issue's applicant is Offered. ----
    await staffLogin(staff.page, 'admin@demo.test');
    await openRecord(staff.page, person, 'New Lead');
    await staff.page.getByRole('button', { name: 'Assign to me' }).click();
    await notifications(staff.page).getByText('The applicant is now yours.').waitFor();
    await staff.page.getByText('Owner: Adam Admin').waitFor();
    for (const status of ['Pre-screened', 'Phone Screened', 'Final Interview', 'Offered'])
      await changeStatus(staff.page, status);

    // Offered: every form is open but the I-9 (after an accepted offer).
    await home(page);
    const checklist = page.getByRole('list', { name: 'Your forms' });
    await checklist
      .getByRole('listitem')
      .filter({ hasText: 'I9 Form Info' })
      .getByText(/^Locked: /)
      .waitFor();
    assert.equal(await checklist.getByText(/^Locked: /).count(), 1);

    // ---- The forms: Personal (a nurse: RN), Identification, Emergency, the W-9. ----
    await completePersonalInfo(page, person, 'RN');
    await home(page);
    await completeIdentification(page);
    await home(page);
    await completeEmergency(page, 'Paolo Abernathy');
    await home(page);
    await completeW9(page, person);

    // ---- CHRC Form Info: the disclosure alone, then the authorization with the W-9's SSN. ----
    await openFromChecklist(page, 'CHRC Form Info');
    const cbc = page.getByRole('form', { name: 'CHRC Form Info' });
    await cbc.getByRole('heading', { level: 2, name: 'Disclosure regarding background investigation' }).waitFor();
    await assertNoSidewaysScroll(page, 'CHRC disclosure');
    await cbc.getByRole('checkbox', { name: 'I have read the disclosure' }).check();
    await cbc.getByRole('button', { name: 'Continue' }).click();
    await cbc.getByRole('heading', { level: 2, name: 'Authorization' }).waitFor();
    await cbc.getByRole('textbox', { name: 'Legal first name' }).fill(person.firstName);
    await cbc.getByRole('textbox', { name: 'Legal last name' }).fill(person.lastName);
    await cbc.getByLabel('Date of birth').fill('1991-03-14');
    // The W-9 holds the SSN: the agency copies it from there (the browser sees its mask only).
    assert.ok(await cbc.getByRole('radio', { name: 'Use the SSN from my W-9 (***-**-6789)' }).isChecked());
    await cbc.getByRole('textbox', { name: "Driver's license number" }).fill('TX40912277');
    await cbc.getByRole('combobox', { name: 'Issuing state' }).selectOption({ label: 'Texas (TX)' });
    // The current address is Personal Info's, filled in by the agency (no move-out date: where the applicant
    // lives now, with no tick to say so again); lived in for the whole 7 years (no gap), in Texas (no state
    // notice); a nurse (no NY CHRC consent).
    assert.equal(await cbc.getByRole('group', { name: /^Address \d/ }).count(), 1);
    const address = cbc.getByRole('group', { name: /^Address 1/ });
    assert.equal(await address.getByRole('textbox', { name: 'Street address' }).inputValue(), '1200 Main Street');
    assert.equal(await address.getByRole('textbox', { name: 'City or town' }).inputValue(), 'Houston');
    assert.equal(await address.getByRole('textbox', { name: 'ZIP code' }).inputValue(), '77002');
    assert.equal(await address.getByRole('checkbox', { name: 'I live here now' }).count(), 0);
    await address.getByLabel('Moved in').fill(daysFromToday(-8 * 366));
    await saved(page);
    await assertNoSidewaysScroll(page, 'CHRC authorization');
    await cbc.getByRole('button', { name: 'Continue to signing' }).click();
    await sign(page, 'Sign the authorization', fullName);
    await submittedNotice(page, 'CHRC Form Info');

    // ---- The agency's Agreement and Terms & Conditions: a fresh agency has version 1 of each published. ----
    for (const { form, name } of [
      { form: 'Agreement Form', name: 'Agreement' },
      { form: 'Terms & Conditions', name: 'Terms & Conditions' },
    ]) {
      await openFromChecklist(page, form);
      const document = page.getByRole('form', { name: form });
      await document.getByRole('region', { name: new RegExp(`^${name}: `) }).waitFor();
      await assertNoSidewaysScroll(page, form);
      await document.getByRole('checkbox', { name: `I have read and accept the ${name} (version 1)` }).check();
      await document.getByRole('button', { name: 'Continue to signing' }).click();
      await page
        .getByRole('form', { name: `Sign the ${name}` })
        .getByText(/version 1\.$/)
        .waitFor();
      await sign(page, `Sign the ${name}`, fullName);
      await submittedNotice(page, form);
    }

    // ---- Nurse Form: a license expiring in 30 days, a school, two supervisory references. ----
    await openFromChecklist(page, 'Nurse Form');
    const nurse = page.getByRole('form', { name: 'Nurse Form' });
    await nurse.getByRole('button', { name: 'Add a license' }).click();
    const license = page.getByRole('form', { name: 'Add a license' });
    await license.getByRole('combobox', { name: /License type/ }).selectOption('RN');
    await license.getByRole('combobox', { name: /Issuing state/ }).selectOption('TX');
    await license.getByRole('textbox', { name: /License number/ }).fill('RN884213');
    await license.getByLabel(/Expiry date/).fill(licenseExpiry);
    await assertNoSidewaysScroll(page, 'Nurse Form, license');
    await license.getByRole('button', { name: 'Save license' }).click();
    await nurse.getByText('RN license (TX)').waitFor();

    await nurse.getByRole('button', { name: 'Add a school' }).click();
    const school = page.getByRole('form', { name: 'Add a school' });
    await school.getByRole('textbox', { name: /^School/ }).fill('University of Houston');
    await school.getByRole('combobox', { name: /Degree or diploma/ }).selectOption('BSN');
    await school.getByRole('textbox', { name: /Field of study/ }).fill('Nursing');
    await school.getByLabel(/^From/).fill('2009-08-24');
    await school.getByLabel(/^To/).fill('2013-05-10');
    await school.getByRole('checkbox', { name: 'I graduated' }).check();
    await assertNoSidewaysScroll(page, 'Nurse Form, school');
    await school.getByRole('button', { name: 'Save school' }).click();
    await nurse.getByText('University of Houston').waitFor();

    const references = [
      { ...reference, title: 'ICU Nurse Manager', relationship: 'manager', phone: '713 555 0101' },
      {
        name: 'James Carter',
        email: 'james.carter@hospital.test',
        title: 'Charge Nurse',
        relationship: 'charge-nurse',
        phone: '713 555 0102',
      },
    ];
    for (const each of references) {
      await nurse.getByRole('button', { name: 'Add a reference' }).click();
      const entry = page.getByRole('form', { name: 'Add a reference' });
      await entry.getByRole('textbox', { name: /^Name/ }).fill(each.name);
      await entry.getByRole('textbox', { name: /^Title/ }).fill(each.title);
      await entry.getByRole('textbox', { name: /^Facility/ }).fill('Memorial Hermann');
      await entry.getByRole('textbox', { name: /^Phone/ }).fill(each.phone);
      await entry.getByRole('textbox', { name: /^Email/ }).fill(each.email);
      await entry.getByRole('combobox', { name: /Relationship/ }).selectOption(each.relationship);
      // A manager and a charge nurse are supervisory: the box ticks itself.
      assert.ok(await entry.getByRole('checkbox', { name: /This person supervised me/ }).isChecked());
      await entry.getByLabel(/Worked together from/).fill('2014-01-06');
      await entry.getByLabel(/Worked together to/).fill('2020-12-18');
      await assertNoSidewaysScroll(page, 'Nurse Form, reference');
      await entry.getByRole('button', { name: 'Save reference' }).click();
      await nurse.getByText(`${each.name} · ${each.title}`).waitFor();
    }
    // "Request reference" e-mails the reference a one-time link (the draft is saved first).
    await nurse.getByRole('button', { name: `Request reference from ${reference.name}` }).click();
    await notifications(page).getByText(`Reference request sent to ${reference.name}.`).waitFor();
    await nurse.getByRole('button', { name: `Request again from ${reference.name}` }).waitFor();
    await saved(page);
    await assertNoSidewaysScroll(page, 'Nurse Form');
    await nurse.getByRole('button', { name: 'Continue to signing' }).click();
    await sign(page, 'Sign the Nurse Form', fullName);
    await submittedNotice(page, 'Nurse Form');
    await page.getByRole('heading', { name: 'Licenses: RN license (TX)' }).waitFor();

    // ---- Influenza Vaccination: declined, the declination and the masking acknowledgement signed. ----
    await openFromChecklist(page, 'Influenza Vaccination');
    const influenza = page.getByRole('form', { name: 'Influenza Vaccination' });
    await influenza.getByRole('radio', { name: /I decline/ }).check();
    await influenza.getByRole('radio', { name: 'Personal or other reason' }).check();
    await influenza.getByRole('checkbox', { name: /surgical or procedure mask/ }).check();
    await saved(page);
    await assertNoSidewaysScroll(page, 'Influenza Vaccination');
    await influenza.getByRole('button', { name: 'Continue to signing' }).click();
    await sign(page, 'Sign the declination', fullName);
    await submittedNotice(page, 'Influenza Vaccination');

    // ---- Hepatitis B & HIPAA: declined, with the HIPAA acknowledgement, one signature. ----
    await openFromChecklist(page, 'Hepatitis B & HIPAA');
    const hepatitis = page.getByRole('form', { name: 'Hepatitis B & HIPAA' });
    await hepatitis.getByRole('radio', { name: /I decline/ }).check();
    await hepatitis.getByRole('checkbox', { name: 'I acknowledge these obligations' }).check();
    await saved(page);
    await assertNoSidewaysScroll(page, 'Hepatitis B & HIPAA');
    await hepatitis.getByRole('button', { name: 'Continue to signing' }).click();
    await sign(page, 'Sign the declination and the HIPAA acknowledgement', fullName);
    await submittedNotice(page, 'Hepatitis B & HIPAA');

    // ---- Physical Info: TB test, MMR, varicella, Tdap, drug screen, exam, fit test (a week old). ----
    await openFromChecklist(page, 'Physical Info');
    const physical = page.getByRole('form', { name: 'Physical Info' });
    const lastWeek = daysFromToday(-7);
    await physical
      .getByRole('combobox', { name: /Type of test/ })
      .selectOption({ label: 'QuantiFERON (IGRA blood test)' });
    await physical.getByLabel(/Date read/).fill(lastWeek);
    await physical
      .getByRole('group', { name: 'TB test result' })
      .getByRole('radio', { name: 'Negative (chest X-ray: clear)' })
      .check();
    for (const immunization of [
      'MMR (measles, mumps, rubella)',
      'Varicella (chickenpox)',
      'Tdap (tetanus, diphtheria, pertussis)',
    ]) {
      const group = physical.getByRole('group', { name: immunization, exact: true });
      await group.getByRole('radio', { name: /^Vaccination/ }).check();
      await group.getByLabel(/Date of the latest dose/).fill('2019-09-30');
    }
    await physical.getByLabel(/Collection date/).fill(lastWeek);
    await physical.getByRole('group', { name: 'Drug screen result' }).getByRole('radio', { name: 'Negative' }).check();
    await physical.getByLabel(/Exam date/).fill(lastWeek);
    await physical
      .getByRole('group', { name: 'Cleared for duty?' })
      .getByRole('radio', { name: 'Yes: cleared for duty' })
      .check();
    await physical.getByLabel(/Fit test date/).fill(lastWeek);
    await physical.getByRole('textbox', { name: /Mask make and model/ }).fill('3M 1870+');
    await physical.getByRole('textbox', { name: /Mask size/ }).fill('Regular');
    await physical.getByRole('group', { name: 'Fit test result' }).getByRole('radio', { name: 'Pass' }).check();
    await saved(page);
    await assertNoSidewaysScroll(page, 'Physical Info');
    await physical.getByRole('button', { name: 'Submit' }).click();
    await submittedNotice(page, 'Physical Info');

    // ---- Upload Requirements: a file for each, with its expiry date where the document has one. ----
    await home(page);
    assert.equal(await submittedCount(page), `11 of ${total} submitted`);
    await page.getByRole('link', { name: 'Upload your documents' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upload Requirements' }).waitFor();
    await page
      .getByText(`0 of ${UPLOADS.length} submitted · 0 approved · ${UPLOADS.length} missing`, { exact: true })
      .waitFor();
    for (const [index, item] of UPLOADS.entries()) {
      const card = page.getByRole('region', { name: item.label, exact: true });
      const fileName = `upload-${index + 1}.png`;
      await card.getByLabel(/^Files/).setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png() });
      if (item.expires) await card.getByLabel(/Expiry date/).fill(daysFromToday(400));
      await card.getByRole('button', { name: `Upload ${item.label}` }).click();
      await notifications(page).getByText(`File uploaded for ${item.label}: your recruiter reviews it.`).waitFor();
      await card
        .getByRole('list', { name: `Files for ${item.label}` })
        .getByText('Awaiting review')
        .waitFor();
    }
    await assertNoSidewaysScroll(page, 'Upload Requirements');

    // ---- Staff move the applicant to Accepted: the I-9 opens; Section 1, then Section 2. ----
    await changeStatus(staff.page, 'Accepted');
    await home(page);
    await completeI9Section1(page, person);
    await assertNoSidewaysScroll(page, 'I-9, submitted');
    await home(page);
    // Every form and every document is in (the documents wait for their review): nothing is missing.
    assert.equal(await submittedCount(page), `${total} of ${total} submitted`);

    let forms = await openOnboardingTab(staff.page, person, 'Accepted');
    await staffRow(forms, 'I9 Form Info').getByText('Submitted', { exact: true }).waitFor();
    await completeI9Section2(staff.page, { firstName: 'Adam', lastName: 'Admin', title: 'Admin' });

    // ---- The reference answers from the e-mailed link, on a phone, without an account. ----
    const request = (await h().outbox()).find(
      (message) => message.To === reference.email && message.Subject === `Reference request for ${fullName}`,
    );
    assert.ok(request, 'the reference request was not e-mailed');
    const link = /\/reference\/[A-Za-z0-9_-]+/.exec(request.Text)?.[0];
    assert.ok(link, `no reference link in: ${request.Text}`);
    const referee = await h().newPage({ width: 390, height: 844 });
    referee.page.on('pageerror', (error) => crashes.push(error.message));
    try {
      await referee.page.goto(link);
      await referee.page.getByRole('heading', { level: 1, name: 'Reference' }).waitFor();
      // The applicant's first name and last initial only.
      await referee.page.getByText(new RegExp(`${person.firstName} ${person.lastName[0]}\\. named you`)).waitFor();
      assert.equal(await referee.page.getByText(person.lastName).count(), 0, "the applicant's last name is shown");
      const answers = referee.page.getByRole('form', { name: 'Reference' });
      assert.equal(await answers.getByRole('textbox', { name: /Your name/ }).inputValue(), reference.name);
      await answers.getByRole('radio', { name: 'Unit manager / director' }).check();
      for (const group of [/Clinical skills/, /Professionalism/, /Attendance and reliability/])
        await answers.getByRole('group', { name: group }).getByRole('radio', { name: '5 – Excellent' }).check();
      await answers
        .getByRole('group', { name: /rehire/ })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await answers.getByRole('textbox', { name: /Comments/ }).fill('Calm under pressure; precepted new graduates.');
      await answers.getByRole('textbox', { name: /Your job title/ }).fill('ICU Nurse Manager');
      await answers.getByRole('textbox', { name: /Your phone/ }).fill('7135550101');
      await answers.getByRole('checkbox', { name: /I confirm that I supervised this person directly/ }).check();
      await assertNoSidewaysScroll(referee.page, 'reference form');
      await answers.getByRole('button', { name: 'Send reference' }).click();
      await referee.page.getByText(/Your reference was sent/).waitFor();
      await assertNoSidewaysScroll(referee.page, 'reference sent');
      // The link works once.
      await referee.page.goto(link);
      await referee.page
        .getByText('This reference has already been given. Thank you: nothing more is needed.')
        .waitFor();
      assert.equal(await referee.page.getByRole('form').count(), 0);
    } finally {
      await referee.context.close();
    }
    // The owner is told (the answers stay behind the sign-in).
    assert.ok(
      (await h().outbox()).some(
        (message) => message.To === 'admin@demo.test' && message.Subject === `Reference received for ${fullName}`,
      ),
      'the owner was not told of the reference',
    );

    // ---- Staff approve every form; the Nurse Form's reference shows its answers. ----
    forms = await openOnboardingTab(staff.page, person, 'Accepted');
    // The staff count the same steps as the applicant's home (the forms and Upload Requirements).
    await staffSubmitted(staff.page, total, total).waitFor();
    const received = staff.page.getByRole('list', { name: 'References' }).getByRole('listitem').filter({
      hasText: reference.name,
    });
    await received.getByText('Received', { exact: true }).waitFor();
    const given = received.getByRole('region', { name: `Reference from ${reference.name}` });
    await given.getByText('Calm under pressure; precepted new graduates.').waitFor();
    await given.getByText('Unit manager / director').waitFor();
    for (const form of FORMS) {
      await forms.getByRole('button', { name: `Open ${form}` }).click();
      await staff.page.getByRole('heading', { level: 2, name: form }).waitFor();
      if (form === 'Nurse Form') await staff.page.getByRole('heading', { name: 'Licenses: RN license (TX)' }).waitFor();
      await staff.page.getByRole('button', { name: 'Approve', exact: true }).click();
      await notifications(staff.page).getByText(`${form} approved.`).waitFor();
      await staffRow(forms, form).getByText('Approved', { exact: true }).waitFor();
    }
    await staff.page
      .getByText(`${total} of ${total} submitted · ${FORMS.length} approved · 0 missing`, { exact: true })
      .waitFor();

    // ---- Staff approve every file on the Uploads tab. ----
    await staff.page.getByRole('tab', { name: 'Uploads' }).click();
    await staff.page
      .getByText(`${UPLOADS.length} of ${UPLOADS.length} submitted · 0 approved · 0 missing`, { exact: true })
      .waitFor();
    for (const [index, item] of UPLOADS.entries()) {
      const fileName = `upload-${index + 1}.png`;
      await staff.page.getByRole('button', { name: `Approve ${fileName}` }).click();
      await staff.page
        .getByRole('list', { name: `Files for ${item.label}` })
        .getByText('Approved by Adam Admin')
        .waitFor();
    }
    await staff.page
      .getByText(`${UPLOADS.length} of ${UPLOADS.length} submitted · ${UPLOADS.length} approved · 0 missing`, {
        exact: true,
      })
      .waitFor();

    // ---- The applicant's checklist is complete. ----
    await home(page);
    assert.equal(await submittedCount(page), `${total} of ${total} submitted`);
    await page
      .getByText(`${total} of ${total} submitted · ${total} approved · 0 missing`, { exact: true })
      .first()
      .waitFor();
    await page
      .getByText('All your forms are complete. Your recruiter reviews them and tells you if anything needs to change.')
      .waitFor();
    await checklist
      .getByRole('listitem')
      .filter({ hasText: 'Upload Requirements' })
      .getByText(`${UPLOADS.length} of ${UPLOADS.length} submitted · ${UPLOADS.length} approved · 0 missing`, {
        exact: true,
      })
      .waitFor();
    for (const form of FORMS)
      await checklist.getByRole('listitem').filter({ hasText: form }).getByText('Approved', { exact: true }).waitFor();
    await assertNoSidewaysScroll(page, 'home, complete');

    // ---- The daily credential job: the license expiring in 30 days is e-mailed to the applicant and the owner. ----
    const run = await fetch(`${h().baseUrl}/dev/jobs/credentials.expiry`, { method: 'POST' });
    assert.equal(run.status, 200);
    assert.equal(((await run.json()) as { Kind: string }).Kind, 'credentials.expiry');
    // 30 days left, or 29 if the job's day (UTC) is already the next one: the 30-day notice either way.
    const daysLeft = Math.round((Date.parse(licenseExpiry) - Date.parse(daysFromToday(0))) / DAY_MS);
    assert.ok(daysLeft === 30 || daysLeft === 29, `${daysLeft} days left`);
    const mails = await h().outbox();
    const alert = mails.find(
      (message) =>
        message.To === person.email && message.Subject === `Your RN license (TX) expires in ${daysLeft} days`,
    );
    assert.ok(alert, `no license alert for the applicant: ${mails.map((m) => `${m.To}: ${m.Subject}`).join('; ')}`);
    const [year, month, day] = licenseExpiry.split('-');
    assert.match(alert.Text, new RegExp(`expires in ${daysLeft} days \\(${month}/${day}/${year}\\)`));
    assert.ok(
      mails.some(
        (message) =>
          message.To === 'admin@demo.test' &&
          message.Subject === `${fullName}'s RN license (TX) expires in ${daysLeft} days`,
      ),
      "the owner's copy of the license alert is missing",
    );
    // Only the license is due: nothing else the applicant gave expires within 90 days.
    assert.equal(mails.filter((message) => message.To === person.email && / expires /.test(message.Subject)).length, 1);
    assert.deepEqual(crashes, []);
  } finally {
    await applicant.context.close();
    await staff.context.close();
  }
});
