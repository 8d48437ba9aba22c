// What the onboarding browser tests share (onboarding.test.ts, onboarding-complete.test.ts): a real PNG to
// upload, the applicant's home and side menu, the form screens' states and signature, the staff's record
// and its Onboarding tab, the pipeline's Change Status, and the first four forms filled in as an applicant
// does on a phone (Personal, Identification, Emergency, the W-9 with the e-sign consent).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { noSidewaysScroll, notifications } from './support';

export async function assertNoSidewaysScroll(page: Page, where: string) {
  assert.ok(await noSidewaysScroll(page), `${where}: the page scrolls sideways at 390 px`);
}

// A real PNG (signature, IHDR, IDAT, IEND with their CRCs): an 8×8 grey square.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
export function png(size = 8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  // Each row: filter byte 0, then the pixels.
  const rows = Buffer.concat(Array.from({ length: size }, () => Buffer.from([0, ...Array<number>(size).fill(0x80)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The home's progress ("2 of 13 submitted · 1 approved · 11 missing", the staff's Onboarding tab says the
 * same), as the applicant reads it: its first part, "2 of 13 submitted".
 */
export async function submittedCount(page: Page): Promise<string> {
  // The first such line: the Upload Requirements row's badge below counts its documents the same way.
  const line = page.getByText(/^\d+ of \d+ submitted · \d+ approved · \d+ missing$/).first();
  await line.waitFor();
  return /^\d+ of \d+ submitted/.exec((await line.textContent()) ?? '')?.[0] ?? '';
}

/** The staff's Onboarding tab's progress line starting "N of M submitted" (the applicant's home says the same). */
export const staffSubmitted = (page: Page, submitted: number, total: number) =>
  page.getByText(new RegExp(`^${submitted} of ${total} submitted · \\d+ approved · \\d+ missing$`));

/** Opens the applicant area's home and waits for its checklist. */
export async function home(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Your onboarding' }).waitFor();
  await page.getByRole('list', { name: 'Your forms' }).waitFor();
}

/** Opens the applicant side menu (a drawer at 390 px). */
export async function openMenu(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('navigation', { name: 'Applicant' });
}

export async function closeMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

/**
 * A menu entry with its state, as heard: "W9 Form Info, Submitted" (Chromium puts a space before the
 * comma: the state is a separate, visually hidden element).
 */
export const menuLink = (menu: Locator, label: string, state: string) =>
  menu.getByRole('link', { name: new RegExp(`^${label} ?, ${state}$`) });

/** The state badge at the top of a form screen. */
export const formState = (page: Page, text: string) => page.getByRole('main').getByText(text, { exact: true });

/** Waits until the autosave says the draft is saved. */
export const saved = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Saved$/ })
    .waitFor();

/** The applicant signs the form on screen (typed name) and submits it. */
export async function sign(page: Page, title: string, name: string) {
  const step = page.getByRole('form', { name: title });
  await step.getByRole('textbox', { name: 'Type your full legal name' }).fill(name);
  await step.getByRole('button', { name: 'Sign and submit' }).click();
}

/** The staff's record of the applicant (found by last name, in `status`), on its Onboarding tab. */
export async function openOnboardingTab(page: Page, person: { firstName: string; lastName: string }, status: string) {
  await openRecord(page, person, status);
  await page.getByRole('tab', { name: 'Onboarding' }).click();
  return page.getByRole('list', { name: 'Onboarding forms' });
}

/** The staff's record of the applicant (found by last name), once it says the applicant is in `status`. */
export async function openRecord(page: Page, person: { firstName: string; lastName: string }, status: string) {
  const name = `${person.firstName} ${person.lastName}`;
  await page.goto(`/view-by-applicant?q=${encodeURIComponent(person.lastName)}`);
  await page.getByRole('link', { name }).first().click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page
    .getByText(new RegExp(`^${status} · `))
    .first()
    .waitFor();
}

/** One row of the Onboarding tab's list, by its form's label. */
export const staffRow = (list: Locator, label: string) => list.getByRole('listitem').filter({ hasText: label });

/** Moves the applicant one status on, with the Change Status dialog, and waits for the record to say so. */
export async function changeStatus(page: Page, to: string) {
  await page.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('radio', { name: to, exact: true }).check();
  await dialog.getByRole('button', { name: 'Change Status' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByText(new RegExp(`^${to} · `))
    .first()
    .waitFor();
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Personal Info from the home's main action: the registration's name and e-mail are there; the rest is
 * typed (with `discipline`, the Discipline too), then submitted.
 */
export async function completePersonalInfo(page: Page, person: Person, discipline?: string) {
  await page.getByRole('link', { name: 'Start Personal Info' }).click();
  await page.getByRole('heading', { level: 1, name: 'Personal Info' }).waitFor();
  const personal = page.getByRole('form', { name: 'Personal Info' });
  assert.equal(await personal.getByRole('textbox', { name: 'First Name' }).inputValue(), person.firstName);
  assert.equal(await personal.getByRole('textbox', { name: 'Email' }).inputValue(), person.email);
  await personal.getByRole('textbox', { name: 'Mobile Phone' }).fill('+1 713 555 0142');
  await personal.getByRole('textbox', { name: 'Address Line 1' }).fill('1200 Main Street');
  await personal.getByRole('textbox', { name: 'City' }).fill('Houston');
  await personal.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas (TX)' });
  await personal.getByRole('textbox', { name: 'ZIP' }).fill('77002');
  // Typed as on a phone's numeric keyboard: digits only, the field puts the slashes in.
  const birth = personal.getByRole('textbox', { name: 'Date of Birth' });
  await birth.pressSequentially('03141991');
  assert.equal(await birth.inputValue(), '03/14/1991');
  // What the page's own scripts (the form) read is the ISO date.
  assert.equal(await birth.evaluate((input: HTMLInputElement) => input.value), '1991-03-14');
  if (discipline) await personal.getByRole('combobox', { name: 'Discipline' }).selectOption({ label: discipline });
  await saved(page);
  await assertNoSidewaysScroll(page, 'Personal Info');
  await personal.getByRole('button', { name: 'Submit' }).click();
  await notifications(page).getByText('Personal Info submitted.').waitFor();
  await formState(page, 'Submitted').waitFor();
  await page.getByRole('region', { name: 'Personal Info' }).getByText('1200 Main Street').waitFor();
}

/** Identification Info from the home's main action: a driver's license with an image of its front. */
export async function completeIdentification(page: Page) {
  await page.getByRole('link', { name: 'Start Identification Info' }).click();
  await page.getByRole('heading', { level: 1, name: 'Identification Info' }).waitFor();
  const identification = page.getByRole('form', { name: 'Identification Info' });
  await identification.getByRole('combobox', { name: 'Type of document' }).selectOption({ label: "Driver's license" });
  await identification.getByRole('combobox', { name: 'Issuing State' }).selectOption({ label: 'Texas (TX)' });
  await identification.getByRole('textbox', { name: 'Document Number' }).fill('TX40912277');
  await identification.getByLabel('Issue Date').fill('2022-06-01');
  await identification.getByLabel('Expiry Date').fill('2030-06-01');
  await identification.getByLabel('Front of the document').setInputFiles({
    name: 'license-front.png',
    mimeType: 'image/png',
    buffer: png(),
  });
  const upload = identification.getByRole('progressbar', { name: 'Upload of license-front.png' });
  await upload.waitFor();
  await identification.getByText('Uploaded', { exact: true }).waitFor();
  assert.equal(await upload.getAttribute('aria-valuenow'), '100');
  await saved(page);
  await assertNoSidewaysScroll(page, 'Identification Info');
  await identification.getByRole('button', { name: 'Submit' }).click();
  await notifications(page).getByText('Identification Info submitted.').waitFor();
  await formState(page, 'Submitted').waitFor();
  // The read-only view says the front image is on file; the number is masked.
  const idView = page.getByRole('region', { name: 'Identification Info' });
  await idView.getByText('Uploaded', { exact: true }).waitFor();
  await idView.getByText('****2277', { exact: true }).waitFor();
  assert.equal(await idView.getByText('TX40912277').count(), 0, 'the document number is shown in full');
  await assertNoSidewaysScroll(page, 'Identification Info, submitted');
}

/** Emergency Info from the home's main action: the primary contact only (`contact`, a brother). */
export async function completeEmergency(page: Page, contact: string) {
  await page.getByRole('link', { name: 'Start Emergency Info' }).click();
  await page.getByRole('heading', { level: 1, name: 'Emergency Info' }).waitFor();
  const emergency = page.getByRole('form', { name: 'Emergency Info' });
  const primary = emergency.getByRole('group', { name: 'Primary contact' });
  await primary.getByRole('textbox', { name: 'Full Name' }).fill(contact);
  await primary.getByRole('combobox', { name: 'Relationship' }).selectOption({ label: 'Brother or sister' });
  await primary.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 713 555 0177');
  await saved(page);
  await assertNoSidewaysScroll(page, 'Emergency Info');
  await emergency.getByRole('button', { name: 'Submit' }).click();
  await notifications(page).getByText('Emergency Info submitted.').waitFor();
  await formState(page, 'Submitted').waitFor();
}

/**
 * The W-9 from the home's main action: Part I and II (SSN 123-45-6789), the e-sign consent (the
 * applicant's first signature), the signature, then its PDF downloaded and checked.
 */
export async function completeW9(page: Page, person: Person) {
  const fullName = `${person.firstName} ${person.lastName}`;
  await page.getByRole('link', { name: 'Start W9 Form Info' }).click();
  await page.getByRole('heading', { level: 1, name: 'W9 Form Info' }).waitFor();
  const w9 = page.getByRole('form', { name: 'W9 Form Info' });
  await w9.getByRole('textbox', { name: '1 Name of entity/individual' }).fill(fullName);
  await w9.getByRole('radio', { name: 'Individual/sole proprietor' }).check();
  await w9.getByRole('textbox', { name: '5 Address (number, street, and apt. or suite no.)' }).fill('1200 Main Street');
  await w9.getByRole('textbox', { name: '6 City' }).fill('Houston');
  await w9.getByRole('combobox', { name: '6 State' }).selectOption({ label: 'Texas (TX)' });
  await w9.getByRole('textbox', { name: '6 ZIP code' }).fill('77002');
  await w9.getByRole('radio', { name: 'Social security number (or ITIN)' }).check();
  const ssn = w9.getByRole('textbox', { name: 'Social security number' });
  await ssn.pressSequentially('123456789');
  assert.equal(await ssn.inputValue(), '123-45-6789');
  await saved(page);
  await assertNoSidewaysScroll(page, 'W-9');
  await w9.getByRole('button', { name: 'Continue to signing' }).click();

  const consent = page.getByRole('dialog', { name: 'Consent to electronic records and signatures' });
  await consent.getByText(/You may withdraw this consent at any time/).waitFor();
  await consent
    .getByRole('checkbox', {
      name: 'I have read this notice and agree to use electronic records and signatures',
    })
    .check();
  await consent.getByRole('button', { name: 'I agree' }).click();
  await consent.waitFor({ state: 'detached' });

  await page
    .getByRole('form', { name: 'Sign the W-9' })
    .getByText(/Under penalties of perjury/)
    .waitFor();
  await assertNoSidewaysScroll(page, 'W-9 signature');
  await sign(page, 'Sign the W-9', fullName);
  await notifications(page).getByText('W9 Form Info submitted.').waitFor();
  await formState(page, 'Submitted').waitFor();
  await page.getByText('Edition Rev. March 2024').waitFor();
  // The TIN is masked in the answers shown back.
  await page.getByRole('region', { name: 'Form W-9' }).getByText('***-**-6789', { exact: true }).waitFor();
  await assertNoSidewaysScroll(page, 'W-9, submitted');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'W9 Form Info v1.pdf');
  const pdf = await readFile((await download.path())!);
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.ok(pdf.length > 2_000, `the PDF is only ${pdf.length} bytes`);
  assert.match(pdf.subarray(-32).toString('latin1'), /%%EOF\s*$/);
}

/** I-9 Section 1 from the checklist's row (open once the applicant accepted the offer), signed. */
export async function completeI9Section1(page: Page, person: Person) {
  await page.getByRole('list', { name: 'Your forms' }).getByRole('link', { name: 'I9 Form Info' }).click();
  await page.getByRole('heading', { level: 1, name: 'I9 Form Info' }).waitFor();
  const i9 = page.getByRole('form', { name: 'I9 Form Info' });
  await i9.getByRole('textbox', { name: 'Last Name (Family Name)' }).fill(person.lastName);
  await i9.getByRole('textbox', { name: 'First Name (Given Name)' }).fill(person.firstName);
  await i9.getByRole('textbox', { name: 'Address (Street Number and Name)' }).fill('1200 Main Street');
  await i9.getByRole('textbox', { name: 'City or Town' }).fill('Houston');
  await i9.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas (TX)' });
  await i9.getByRole('textbox', { name: 'ZIP Code' }).fill('77002');
  await i9.getByLabel('Date of Birth').fill('1991-03-14');
  await i9.getByRole('radio', { name: '1. A citizen of the United States' }).check();
  await saved(page);
  await assertNoSidewaysScroll(page, 'I-9 Section 1');
  await i9.getByRole('button', { name: 'Continue to signing' }).click();
  // The consent was given with the W-9: straight to the signature.
  await sign(page, 'Sign Section 1', `${person.firstName} ${person.lastName}`);
  await notifications(page).getByText('I9 Form Info submitted.').waitFor();
  await formState(page, 'Submitted').waitFor();
  await page.getByText('Edition 01/20/25').waitFor();
}

/** Staff complete and sign I-9 Section 2 on the Onboarding tab (a U.S. passport, List A) as `signer`. */
export async function completeI9Section2(page: Page, signer: { firstName: string; lastName: string; title: string }) {
  const signerName = `${signer.firstName} ${signer.lastName}`;
  const section2 = page.getByRole('form', { name: 'I-9 Section 2' });
  await section2.getByRole('radio', { name: 'One document from List A' }).check();
  const listA = section2.getByRole('group', { name: 'List A document 1' });
  await listA.getByRole('textbox', { name: 'Document Title' }).fill('U.S. Passport');
  await listA.getByRole('textbox', { name: 'Issuing Authority' }).fill('U.S. Department of State');
  await listA.getByRole('textbox', { name: 'Document Number (if any)' }).fill('A12345678');
  await listA.getByLabel('Expiration Date (if any)').fill('2031-08-31');
  await section2.getByLabel("The employee's first day of employment").fill('2026-07-06');
  const employer = section2.getByRole('group', { name: 'Employer or authorized representative' });
  await employer.getByRole('textbox', { name: 'Last Name', exact: true }).fill(signer.lastName);
  await employer.getByRole('textbox', { name: 'First Name', exact: true }).fill(signer.firstName);
  await employer.getByRole('textbox', { name: 'Title', exact: true }).fill(signer.title);
  await employer
    .getByRole('textbox', { name: "Employer's Business or Organization Name" })
    .fill('Demo Healthcare Staffing');
  await employer
    .getByRole('textbox', { name: "Employer's Business or Organization Address" })
    .fill('500 Louisiana Street');
  await employer.getByRole('textbox', { name: 'City or Town' }).fill('Houston');
  await employer.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas (TX)' });
  await employer.getByRole('textbox', { name: 'ZIP Code' }).fill('77002');
  await section2.getByRole('button', { name: 'Continue to signing' }).click();
  const sign2 = page.getByRole('form', { name: 'Sign Section 2' });
  await sign2.getByRole('textbox', { name: 'Type your full legal name' }).fill(signerName);
  await sign2.getByRole('button', { name: 'Sign Section 2' }).click();
  await notifications(page).getByText('I-9 Section 2 signed.').waitFor();
  const dates = page.getByLabel('I-9 Section 2 dates');
  await dates.getByText(new RegExp(`^${signerName}, `)).waitFor();
  await dates.getByText(/\(3 business days after the first day\)$/).waitFor();
}
