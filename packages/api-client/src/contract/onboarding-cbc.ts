/**
 * CHRC Form Info (`cbc-form-info`, SPEC's `cbc` sub-screen): the background-check consent the FCRA asks for
 * (ONBOARDING.md §5.2) and New York's Criminal History Record Check consent (§5.3). The screen shows, in
 * order: the stand-alone disclosure (CBC_DISCLOSURE_TEXT and nothing else), the authorization with its data,
 * the state notices the applicant's addresses call for (CBC_STATE_NOTICES), the NY CHRC consent for the
 * disciplines of NY_CHRC_DISCIPLINES, then the signature.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import type { Discipline, UsStateCode } from './vocabulary';

/** An other name used (maiden name, alias, earlier married name), with the years it was used. */
export interface CbcOtherName {
  /** Made by the client (e.g. `crypto.randomUUID()`), to tell the rows apart while editing. */
  Id: string;
  Name: string;
  /** YYYY-MM-DD, optional. */
  FromDate: string | null;
  /** YYYY-MM-DD, optional. */
  ToDate: string | null;
}

/** One address of the last CBC_ADDRESS_YEARS years. */
export interface CbcAddress {
  Id: string;
  AddressLine1: string;
  AddressLine2: string;
  City: string;
  State: UsStateCode;
  Zip: string;
  /** YYYY-MM-DD: when the applicant moved in. */
  FromDate: string;
  /** YYYY-MM-DD: when the applicant moved out; null for the current address (where the applicant lives now). */
  ToDate: string | null;
  /**
   * The current address: derived, never asked (no "I live here now" tick): true exactly when ToDate is null
   * (the schema sets it; kept in the data for the versions stored with it).
   */
  Current: boolean;
}

/** Where the SSN comes from: typed here, or the applicant's signed W-9 (the server copies it, never the browser). */
export const CBC_SSN_SOURCES = [
  { key: 'w9', label: 'Use the SSN from my W-9' },
  { key: 'entered', label: 'Type my SSN' },
] as const;
export type CbcSsnSource = (typeof CBC_SSN_SOURCES)[number]['key'];

export interface CbcFormData {
  /** "I have read the disclosure" (the stand-alone disclosure screen). */
  DisclosureAcknowledged: boolean;
  FirstName: string;
  MiddleName: string;
  LastName: string;
  OtherNames: CbcOtherName[];
  /** YYYY-MM-DD (identification only, kept apart from hiring decisions). */
  DateOfBirth: string;
  SsnSource: CbcSsnSource;
  /** SENSITIVE: encrypted at rest, masked in answers. With SsnSource 'w9' the server fills it from the W-9. */
  Ssn: string;
  /** The applicant has no driver's license (the license number and state are then empty). */
  NoDriversLicense: boolean;
  /** SENSITIVE: encrypted at rest, masked in answers. */
  DriversLicenseNumber: string;
  DriversLicenseState: UsStateCode | null;
  /** The last CBC_ADDRESS_YEARS years, current address first or in any order (sorted by date for the gaps). */
  Addresses: CbcAddress[];
  /** Required when the addresses leave a gap of more than CBC_GAP_DAYS days (`cbcAddressGaps`). */
  GapExplanation: string;
  /** "Send me a free copy of the report" (offered to every applicant; California requires the offer). */
  CopyOfReport: boolean;
  /** The state notices of CBC_STATE_NOTICES for the addresses' states were read (required when any applies). */
  StateNoticesAcknowledged: boolean;
  /** The NY CHRC consent and acknowledgement (required when `nyChrcApplies`; false otherwise). */
  NyChrcConsent: boolean;
}

/** How many years of addresses the authorization asks for (§5.2). */
export const CBC_ADDRESS_YEARS = 7;
/** A gap between two addresses longer than this many days is flagged and must be explained. */
export const CBC_GAP_DAYS = 30;
/** Most addresses, and most other names, on one form. */
export const CBC_ADDRESSES_MAX = 20;
export const CBC_OTHER_NAMES_MAX = 10;

/**
 * The FCRA disclosure (15 U.S.C. §1681b(b)(2)(A)(i)): "a document that consists solely of the disclosure,
 * that a consumer report may be obtained for employment purposes" (ONBOARDING.md §5.2, quoted). Nothing else
 * is on its screen: no waiver, no state notice, no summary of rights, no other acknowledgement. Paragraphs
 * are separated by a blank line.
 */
export const CBC_DISCLOSURE_TITLE = 'Disclosure regarding background investigation';
export const CBC_DISCLOSURE_TEXT = [
  'A consumer report may be obtained for employment purposes.',
  'The agency may obtain a consumer report about you from a consumer reporting agency, for employment purposes: when it considers you for an assignment or employment and, where the law allows, at any time during your assignment or employment.',
  'The report may include your criminal history records; your identity and Social Security number trace; the exclusion lists of the federal and state health care programs (the OIG List of Excluded Individuals/Entities, SAM.gov and state Medicaid exclusion lists); sex offender registries; the verification of your professional licenses and certifications, your employment and your education; and your driving record.',
].join('\n\n');

/** The acknowledgement on the disclosure screen. */
export const CBC_DISCLOSURE_ACKNOWLEDGEMENT = 'I have read the disclosure';

/** What the applicant signs: the authorization (shown with the data and at the signature). */
export const CBC_AUTHORIZATION_TEXT =
  'I have read the Disclosure regarding background investigation. I authorize the agency, and the consumer reporting agency it uses, to obtain consumer reports about me for employment purposes, now and, where the law allows, throughout my assignment or employment. I certify that the information I have given on this form is true and complete.';

/** Given with the authorization (§5.2, "Summary of Rights"); the agency gives the CFPB document itself. */
export const CBC_SUMMARY_OF_RIGHTS_TEXT =
  'With this authorization you receive “A Summary of Your Rights Under the Fair Credit Reporting Act” from the Consumer Financial Protection Bureau. Ask your recruiter for a copy at any time.';

/** The free copy of the report (ICRAA §1786.16(b)(1) for California; offered to everyone). */
export const CBC_COPY_OF_REPORT_LABEL = 'Send me a free copy of any report obtained about me';

/** A state notice: shown on its own screen when an address of the form is in the state. */
export interface CbcStateNotice {
  state: UsStateCode;
  title: string;
  /** Paragraphs separated by a blank line. */
  text: string;
}

export const CBC_STATE_NOTICES: readonly CbcStateNotice[] = Object.freeze([
  {
    state: 'CA',
    title: 'California applicants',
    text: [
      'Under the California Investigative Consumer Reporting Agencies Act (Civil Code §1786.16), the agency may obtain an investigative consumer report about you: information on your character, general reputation, personal characteristics and mode of living, which may come from interviews. The report may cover your criminal history, the health care exclusion lists, your licenses and certifications, your employment and your education.',
      'The consumer reporting agency that prepares the report is named, with its address and phone number, in the copy of this authorization the agency gives you. You may see the file the consumer reporting agency holds about you, in person, by mail or by phone, after showing proper identification.',
      'You may ask for a free copy of any report obtained about you: tick "Send me a free copy of any report obtained about me" on the authorization, and the copy is sent to you within three business days after the agency receives it.',
    ].join('\n\n'),
  },
  {
    state: 'NY',
    title: 'New York applicants',
    text: [
      'The agency may obtain a consumer report about you for employment purposes. You have the right to ask whether a report was requested and, if it was, to receive the name and address of the consumer reporting agency that provided it, so that you can inspect and receive a copy of it.',
      'New York Correction Law Article 23-A protects people with criminal convictions from unfair discrimination in employment and licensing. A copy of Article 23-A is given to you with this notice.',
    ].join('\n\n'),
  },
]);

/** The state notices that the addresses' states call for, in CBC_STATE_NOTICES' order. */
export function cbcStateNotices(states: ReadonlyArray<string | null | undefined>): CbcStateNotice[] {
  return CBC_STATE_NOTICES.filter((notice) => states.includes(notice.state));
}

/**
 * The disciplines of unlicensed direct-care staff (§5.3): New York's Criminal History Record Check applies to
 * unlicensed prospective employees who give direct care or supervision, including people supplied by
 * temporary employment agencies; licensed staff (RN, LPN and other Title 8 licensees) are excluded. Of the
 * portal's DISCIPLINES only the certified nurse aide is unlicensed direct care; therapists, technologists
 * and pharmacists are licensed or give no direct care in the covered settings.
 */
export const NY_CHRC_DISCIPLINES: readonly Discipline[] = Object.freeze(['CNA'] as const);

/**
 * Whether the NY CHRC consent applies: the applicant's discipline (the applicant record's) is one of
 * NY_CHRC_DISCIPLINES and an address of the form (the last 7 years) is in New York. The agency has no
 * setting for the states it staffs: an aide placed in New York without a New York address is asked for the
 * consent by staff (Request changes).
 */
export function nyChrcApplies(
  discipline: Discipline | null | undefined,
  states: ReadonlyArray<string | null | undefined>,
): boolean {
  return Boolean(discipline && NY_CHRC_DISCIPLINES.includes(discipline) && states.includes('NY'));
}

export const NY_CHRC_TITLE =
  'New York State Department of Health Criminal History Record Check: consent and acknowledgement';
export const NY_CHRC_TEXT = [
  'New York requires a criminal history record check (CHRC) of unlicensed prospective employees who provide direct care or supervision in nursing homes, certified home health agencies, licensed home care services agencies, long-term home health care programs, adult homes, enriched housing, residences for adults and Article 40 providers, including people supplied by temporary employment agencies.',
  'I consent to having my fingerprints electronically scanned and submitted, through an Authorized Person of the provider, to the New York State Department of Health for a check of my criminal history records. I understand that the Department issues its determination through the Health Commerce System, and that a Pending Denial, Final Denial or Hold in Abeyance means I must be removed from direct care or supervision immediately.',
].join('\n\n');
export const NY_CHRC_CONSENT_LABEL =
  'I consent to the New York criminal history record check and acknowledge this notice';

/** A gap of more than CBC_GAP_DAYS days between two addresses (or before the first within the 7 years). */
export interface CbcAddressGap {
  /** YYYY-MM-DD: the day after the earlier address ends (or the start of the 7 years). */
  from: string;
  /** YYYY-MM-DD: the day the later address begins. */
  to: string;
  days: number;
}

const DAY = 86_400_000;
const isoDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const time = (value: string) => Date.parse(`${value}T00:00:00Z`);
const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The start of the CBC_ADDRESS_YEARS years that end `today` (YYYY-MM-DD). */
export function cbcHistoryStart(today: string = new Date().toISOString().slice(0, 10)): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return toIso(Date.UTC(year - CBC_ADDRESS_YEARS, month - 1, day));
}

/**
 * The gaps of more than CBC_GAP_DAYS days in the address history: the uncovered stretches between the start
 * of the 7 years and today (the current address, the one without a move-out date, runs to today). Addresses
 * with a missing or malformed move-in date are left out (their own fields say so).
 */
export function cbcAddressGaps(
  addresses: ReadonlyArray<{ FromDate?: string | null; ToDate?: string | null }>,
  today: string = new Date().toISOString().slice(0, 10),
): CbcAddressGap[] {
  if (addresses.length === 0) return [];
  const end = time(today);
  const spans = addresses
    .filter((address) => isoDate(address.FromDate))
    .map((address) => ({
      from: time(address.FromDate as string),
      to: isoDate(address.ToDate) ? Math.min(end, time(address.ToDate)) : end,
    }))
    .sort((a, b) => a.from - b.from);
  if (spans.length === 0) return [];
  const gaps: CbcAddressGap[] = [];
  let covered = time(cbcHistoryStart(today));
  for (const span of spans) {
    if (span.from - covered > CBC_GAP_DAYS * DAY)
      gaps.push({ from: toIso(covered), to: toIso(span.from), days: Math.round((span.from - covered) / DAY) });
    covered = Math.max(covered, span.to);
  }
  if (end - covered > CBC_GAP_DAYS * DAY)
    gaps.push({ from: toIso(covered), to: today, days: Math.round((end - covered) / DAY) });
  return gaps;
}
