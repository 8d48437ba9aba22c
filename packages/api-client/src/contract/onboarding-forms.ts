/**
 * The applicant's onboarding forms (SPEC's `personal-info`, `identification-info`, `emergency-info`,
 * `w9-form-info` and `uscis-info` screens): their keys and labels, the data each one holds, which of its
 * values are sensitive, and the regulatory texts the W-9 and the I-9 show word for word (sources:
 * docs of ONBOARDING.md §1, §2, §6.9, §7). The rules that check the data live in `@agency/forms/schemas`
 * (`onboarding/`), which validates exactly these types on both sides.
 *
 * Field names are PascalCase like the rest of the contract. Optional text is '' (never null), optional
 * choices and dates are null, dates are YYYY-MM-DD.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import type { AgencyDocumentAcceptanceData } from './agency-documents';
import { NURSE_FORM_DISCIPLINES, type NurseFormData } from './onboarding-nurse';
import type { CbcFormData } from './onboarding-cbc';
import type { PhysicalInfoData } from './onboarding-physical';
import type { ApplicantStatus, Discipline, EmploymentType, Shift, Specialty, UsStateCode } from './vocabulary';

// ---------------------------------------------------------------------------------------------
// The forms
// ---------------------------------------------------------------------------------------------

export const ONBOARDING_FORM_KEYS = [
  'personal-info',
  'identification-info',
  'emergency-info',
  'w9-form-info',
  'uscis-info',
  'agreement-form-info',
  'terms-conditions',
  'influenza-vaccination',
  'hepab-hippa-info',
  'nurse-form',
  'nurse-physical-info',
  'cbc-form-info',
] as const;
export type OnboardingFormKey = (typeof ONBOARDING_FORM_KEYS)[number];

export const W9_EDITION = 'Rev. March 2024';
export const I9_EDITION = '01/20/25';

/** One onboarding form: its route key, its menu label, and how it is completed. */
export interface OnboardingFormInfo {
  key: OnboardingFormKey;
  label: string;
  /** The edition of the government form it reproduces, or null for the agency's own forms. */
  edition: string | null;
  /** Certified by a signature (W-9, I-9); the other forms are submitted with a confirmation only. */
  signed: boolean;
  /** When the applicant may open it (`ONBOARDING_OPENS_AT`): at once, after an offer, after an accepted offer. */
  opensAt: OnboardingOpensAt;
  /**
   * Medical information (ONBOARDING.md §6.8, ADA): opens only after an offer, stored apart from the
   * personnel data, read by staff only with `onboarding.health` (or as the applicant's owner), each read audited.
   */
  health: boolean;
  /**
   * Only for applicants of these disciplines (the Nurse Form: the nursing ones); absent: for everyone. The
   * checklist, the home and the progress count a form only for the applicants it applies to
   * (`onboardingFormApplies`). An applicant whose discipline is not known yet has it (most applicants are
   * nurses); once Personal Info or staff set another discipline, it leaves the checklist.
   */
  disciplines?: readonly Discipline[];
}

/** Whether a form is on the checklist of an applicant of this discipline (null: not known yet). */
export function onboardingFormApplies(
  form: Pick<OnboardingFormInfo, 'disciplines'>,
  discipline: Discipline | null | undefined,
): boolean {
  return !form.disciplines || discipline == null || form.disciplines.includes(discipline);
}

/** The keys of the forms on the checklist of an applicant of this discipline, in ONBOARDING_FORMS' order. */
export function onboardingFormsFor(discipline: Discipline | null | undefined): OnboardingFormKey[] {
  return ONBOARDING_FORMS.filter((form) => onboardingFormApplies(form, discipline)).map((form) => form.key);
}

/**
 * When a form opens, by the applicant's pipeline status: 'start' at once; 'offer' once an offer was made
 * (Offered or Accepted: the ADA allows medical questions only after a conditional offer, ONBOARDING.md §6.8);
 * 'accepted-offer' once the offer was accepted (the I-9's own instructions, §2.6; staff may unlock it earlier).
 */
export type OnboardingOpensAt = 'start' | 'offer' | 'accepted-offer';

/** The pipeline statuses at which a form opens, by its `opensAt` (null: every status). */
export const ONBOARDING_OPENS_AT: Readonly<Record<OnboardingOpensAt, readonly ApplicantStatus[] | null>> =
  Object.freeze({
    start: null,
    offer: Object.freeze(['offered', 'accepted'] as const),
    'accepted-offer': Object.freeze(['accepted'] as const),
  });

/**
 * Who may read a health form (policy `onboarding.health`, or the applicant's owner): the server's 403 and
 * what the staff's Onboarding tab shows instead of a health form's content.
 */
export const ONBOARDING_HEALTH_ACCESS_TEXT =
  "Health information: only administrators, admins and the applicant's owner can open it.";

/** Whether a form with this `opensAt` is open at a pipeline status (staff unlocks aside). */
export function opensAtStatus(opensAt: OnboardingOpensAt, status: ApplicantStatus): boolean {
  return ONBOARDING_OPENS_AT[opensAt]?.includes(status) ?? true;
}

export const ONBOARDING_FORMS: readonly OnboardingFormInfo[] = Object.freeze([
  { key: 'personal-info', label: 'Personal Info', edition: null, signed: false, opensAt: 'start', health: false },
  {
    key: 'identification-info',
    label: 'Identification Info',
    edition: null,
    signed: false,
    opensAt: 'start',
    health: false,
  },
  { key: 'emergency-info', label: 'Emergency Info', edition: null, signed: false, opensAt: 'start', health: false },
  { key: 'w9-form-info', label: 'W9 Form Info', edition: W9_EDITION, signed: true, opensAt: 'start', health: false },
  {
    key: 'uscis-info',
    label: 'I9 Form Info',
    edition: I9_EDITION,
    signed: true,
    opensAt: 'accepted-offer',
    health: false,
  },
  // The agency's own texts (./agency-documents): the data names the version read and accepted.
  {
    key: 'agreement-form-info',
    label: 'Agreement Form',
    edition: null,
    signed: true,
    opensAt: 'start',
    health: false,
  },
  {
    key: 'terms-conditions',
    label: 'Terms & Conditions',
    edition: null,
    signed: true,
    opensAt: 'start',
    health: false,
  },
  {
    key: 'influenza-vaccination',
    label: 'Influenza Vaccination',
    edition: null,
    signed: true,
    opensAt: 'offer',
    health: true,
  },
  {
    key: 'hepab-hippa-info',
    // Its name in titles and text. The applicant's side menu keeps SPEC's label "Hepatitis B & HIPPA".
    label: 'Hepatitis B & HIPAA',
    edition: null,
    signed: true,
    opensAt: 'offer',
    health: true,
  },
  // The Nurse Form (./onboarding-nurse): for the nursing disciplines only, reached from the checklist.
  {
    key: 'nurse-form',
    label: 'Nurse Form',
    edition: null,
    signed: true,
    opensAt: 'start',
    health: false,
    disciplines: NURSE_FORM_DISCIPLINES,
  },
  // Physical Info (./onboarding-physical): reached from the checklist, not the side menu.
  {
    key: 'nurse-physical-info',
    label: 'Physical Info',
    edition: null,
    signed: false,
    opensAt: 'offer',
    health: true,
    disciplines: NURSE_FORM_DISCIPLINES,
  },
  { key: 'cbc-form-info', label: 'CHRC Form Info', edition: null, signed: true, opensAt: 'start', health: false },
]);

/** The description of one onboarding form. */
export function onboardingForm(key: OnboardingFormKey): OnboardingFormInfo {
  return ONBOARDING_FORMS.find((form) => form.key === key)!;
}

export function isOnboardingFormKey(value: unknown): value is OnboardingFormKey {
  return typeof value === 'string' && (ONBOARDING_FORM_KEYS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Personal Info
// ---------------------------------------------------------------------------------------------

/** The applicant's own details (the shared fields have the types of `ApplicantPayload`). */
export interface PersonalInfoData {
  FirstName: string;
  MiddleName: string;
  LastName: string;
  PreferredName: string;
  /** Last names used before (maiden name...), as the I-9 asks too. */
  OtherLastNames: string;
  Email: string;
  MobilePhone: string;
  OtherPhone: string;
  AddressLine1: string;
  AddressLine2: string;
  City: string;
  State: UsStateCode | null;
  Zip: string;
  /** YYYY-MM-DD. */
  DateOfBirth: string | null;
  Discipline: Discipline | null;
  Specialties: Specialty[];
  YearsOfExperience: number | null;
  DesiredShift: Shift | null;
  EmploymentTypes: EmploymentType[];
  /** YYYY-MM-DD. */
  AvailableFrom: string | null;
}

// ---------------------------------------------------------------------------------------------
// Identification Info
// ---------------------------------------------------------------------------------------------

export const IDENTIFICATION_TYPES = [
  { key: 'drivers-license', label: "Driver's license" },
  { key: 'state-id', label: 'State ID card' },
  { key: 'passport', label: 'Passport' },
  { key: 'other', label: 'Other' },
] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number]['key'];

/** Most identity documents on one form. */
export const IDENTIFICATION_DOCUMENTS_MAX = 10;

export interface IdentificationDocument {
  /** Made by the client (e.g. `crypto.randomUUID()`), to tell the documents apart while editing. */
  Id: string;
  Type: IdentificationType;
  /** What the document is, for Type 'other'; '' otherwise. */
  OtherType: string;
  /** For a driver's license or a state ID; null otherwise. */
  IssuingState: UsStateCode | null;
  /** For a passport (optional for 'other'); '' otherwise. */
  IssuingCountry: string;
  /** SENSITIVE: encrypted at rest, masked in answers. */
  Number: string;
  /** YYYY-MM-DD. */
  IssueDate: string | null;
  /** YYYY-MM-DD. */
  ExpiryDate: string | null;
  /** The uploaded image of each side, if any. */
  FrontUploadId: string | null;
  BackUploadId: string | null;
}

export interface IdentificationData {
  Documents: IdentificationDocument[];
}

// ---------------------------------------------------------------------------------------------
// Emergency Info (ONBOARDING.md §6.9: common practice, no regulation)
// ---------------------------------------------------------------------------------------------

export const RELATIONSHIPS = [
  { key: 'spouse-partner', label: 'Spouse or partner' },
  { key: 'parent', label: 'Parent' },
  { key: 'child', label: 'Child' },
  { key: 'sibling', label: 'Brother or sister' },
  { key: 'guardian', label: 'Guardian' },
  { key: 'relative', label: 'Other relative' },
  { key: 'friend', label: 'Friend' },
  { key: 'other', label: 'Other' },
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number]['key'];

export interface EmergencyContact {
  Name: string;
  Relationship: Relationship;
  Phone: string;
  OtherPhone: string;
  Email: string;
  AddressLine1: string;
  AddressLine2: string;
  City: string;
  State: UsStateCode | null;
  Zip: string;
}

export interface EmergencyInfoData {
  Primary: EmergencyContact;
  Secondary: EmergencyContact | null;
}

// ---------------------------------------------------------------------------------------------
// Form W-9 (Rev. March 2024), ONBOARDING.md §1
// ---------------------------------------------------------------------------------------------

/** Line 3a: the seven boxes, with the form's labels. */
export const W9_TAX_CLASSIFICATIONS = [
  { key: 'individual', label: 'Individual/sole proprietor' },
  { key: 'c-corporation', label: 'C corporation' },
  { key: 's-corporation', label: 'S corporation' },
  { key: 'partnership', label: 'Partnership' },
  { key: 'trust-estate', label: 'Trust/estate' },
  { key: 'llc', label: 'LLC' },
  { key: 'other', label: 'Other (see instructions)' },
] as const;
export type W9TaxClassification = (typeof W9_TAX_CLASSIFICATIONS)[number]['key'];

/** Line 3a, LLC: the one-letter tax classification. */
export const W9_LLC_CLASSIFICATIONS = [
  { key: 'C', label: 'C corporation' },
  { key: 'S', label: 'S corporation' },
  { key: 'P', label: 'Partnership' },
] as const;
export type W9LlcClassification = (typeof W9_LLC_CLASSIFICATIONS)[number]['key'];

/** Line 3b applies only to a partnership, a trust/estate, or an LLC taxed as a partnership (§1.2). */
export function w9ForeignPartnersApplies(
  classification: W9TaxClassification | null | undefined,
  llc: W9LlcClassification | null | undefined,
): boolean {
  return (
    classification === 'partnership' || classification === 'trust-estate' || (classification === 'llc' && llc === 'P')
  );
}

/** Line 3b's checkbox text. */
export const W9_LINE_3B_TEXT =
  'If on line 3a you checked “Partnership” or “Trust/estate,” or checked “LLC” and entered “P” as its tax classification, and you are providing this form to a partnership, trust, or estate in which you have an ownership interest, check this box if you have any foreign partners, owners, or beneficiaries. See instructions.';

/** Line 4: exempt payee codes, as the instructions give them (individuals are generally not exempt). */
export const W9_EXEMPT_PAYEE_CODES = [
  {
    code: '1',
    description:
      'An organization exempt from tax under section 501(a), any IRA, or a custodial account under section 403(b)(7) if the account satisfies the requirements of section 401(f)(2)',
  },
  { code: '2', description: 'The United States or any of its agencies or instrumentalities' },
  {
    code: '3',
    description:
      'A state, the District of Columbia, a U.S. commonwealth or territory, or any of their political subdivisions or instrumentalities',
  },
  {
    code: '4',
    description: 'A foreign government or any of its political subdivisions, agencies, or instrumentalities',
  },
  { code: '5', description: 'A corporation' },
  {
    code: '6',
    description:
      'A dealer in securities or commodities required to register in the United States, the District of Columbia, or a U.S. commonwealth or territory',
  },
  { code: '7', description: 'A futures commission merchant registered with the Commodity Futures Trading Commission' },
  { code: '8', description: 'A real estate investment trust' },
  {
    code: '9',
    description: 'An entity registered at all times during the tax year under the Investment Company Act of 1940',
  },
  { code: '10', description: 'A common trust fund operated by a bank under section 584(a)' },
  { code: '11', description: 'A financial institution as defined under section 581' },
  { code: '12', description: 'A middleman known in the investment community as a nominee or custodian' },
  { code: '13', description: 'A trust exempt from tax under section 664 or described in section 4947' },
] as const;
export type W9ExemptPayeeCode = (typeof W9_EXEMPT_PAYEE_CODES)[number]['code'];

/** Line 4: exemption from FATCA reporting codes, as the instructions give them. */
export const W9_FATCA_CODES = [
  {
    code: 'A',
    description:
      'An organization exempt from tax under section 501(a) or any individual retirement plan as defined in section 7701(a)(37)',
  },
  { code: 'B', description: 'The United States or any of its agencies or instrumentalities' },
  {
    code: 'C',
    description:
      'A state, the District of Columbia, a U.S. commonwealth or territory, or any of their political subdivisions or instrumentalities',
  },
  {
    code: 'D',
    description:
      'A corporation the stock of which is regularly traded on one or more established securities markets, as described in Regulations section 1.1472-1(c)(1)(i)',
  },
  {
    code: 'E',
    description:
      'A corporation that is a member of the same expanded affiliated group as a corporation described in Regulations section 1.1472-1(c)(1)(i)',
  },
  {
    code: 'F',
    description:
      'A dealer in securities, commodities, or derivative financial instruments (including notional principal contracts, futures, forwards, and options) that is registered as such under the laws of the United States or any state',
  },
  { code: 'G', description: 'A real estate investment trust' },
  {
    code: 'H',
    description:
      'A regulated investment company as defined in section 851 or an entity registered at all times during the tax year under the Investment Company Act of 1940',
  },
  { code: 'I', description: 'A common trust fund as defined in section 584(a)' },
  { code: 'J', description: 'A bank as defined in section 581' },
  { code: 'K', description: 'A broker' },
  { code: 'L', description: 'A trust exempt from tax under section 664 or described in section 4947(a)(1)' },
  { code: 'M', description: 'A tax-exempt trust under a section 403(b) plan or section 457(g) plan' },
] as const;
export type W9FatcaCode = (typeof W9_FATCA_CODES)[number]['code'];

export type W9TinType = 'ssn' | 'ein';

export interface W9Data {
  /** Line 1: the name on the income tax return (required). */
  Name: string;
  /** Line 2: business name/disregarded entity name, if different. */
  BusinessName: string;
  /** Line 3a. */
  TaxClassification: W9TaxClassification;
  /** Line 3a, LLC only: C, S or P; null otherwise. */
  LlcClassification: W9LlcClassification | null;
  /** Line 3a, Other only: the classification written out; '' otherwise. */
  OtherClassification: string;
  /** Line 3b: has foreign partners, owners or beneficiaries; false where 3b does not apply. */
  ForeignPartners: boolean;
  /** Line 4: exempt payee code, if any (entities only). */
  ExemptPayeeCode: W9ExemptPayeeCode | null;
  /** Line 4: exemption from FATCA reporting code, if any (entities only). */
  FatcaCode: W9FatcaCode | null;
  /** Line 5: number, street, and apt. or suite no. */
  Address: string;
  /**
   * Line 6 ("City, state, and ZIP code") kept as three fields, so the state list and the ZIP rule of the
   * other forms apply; the rendered form joins them on one line ("Houston, TX 77006").
   */
  City: string;
  State: UsStateCode;
  Zip: string;
  /** Requester's name and address (optional; filled by the agency). */
  RequesterNameAddress: string;
  /** Line 7: account number(s) (optional). */
  AccountNumbers: string;
  /** Part I: which box the number goes in (an ITIN goes in the SSN box). */
  TinType: W9TinType;
  /** Part I: SENSITIVE, 9 digits without dashes. */
  Tin: string;
  /** Part II: item 2 crossed out (the IRS said the payee is subject to backup withholding). */
  CertificationItem2Crossed: boolean;
}

/** Part II, word for word: the lead-in, the four items, and the form's instruction on crossing out item 2. */
export const W9_CERTIFICATION = {
  leadIn: 'Under penalties of perjury, I certify that:',
  items: [
    'The number shown on this form is my correct taxpayer identification number (or I am waiting for a number to be issued to me); and',
    'I am not subject to backup withholding because (a) I am exempt from backup withholding, or (b) I have not been notified by the Internal Revenue Service (IRS) that I am subject to backup withholding as a result of a failure to report all interest or dividends, or (c) the IRS has notified me that I am no longer subject to backup withholding; and',
    'I am a U.S. citizen or other U.S. person (defined below); and',
    'The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.',
  ],
  crossOutItem2:
    'You must cross out item 2 above if you have been notified by the IRS that you are currently subject to backup withholding because you have failed to report all interest and dividends on your tax return.',
} as const;

// ---------------------------------------------------------------------------------------------
// Form I-9 (edition 01/20/25), ONBOARDING.md §2
// ---------------------------------------------------------------------------------------------

/** Section 1's four citizenship/immigration boxes, with the 01/20/25 wording (§2.2). */
export const I9_ATTESTATIONS = [
  { key: 'citizen', label: 'A citizen of the United States' },
  { key: 'noncitizen-national', label: 'A noncitizen national of the United States (See Instructions.)' },
  { key: 'permanent-resident', label: 'A lawful permanent resident (Enter USCIS or A-Number.)' },
  { key: 'authorized-alien', label: 'An alien authorized to work until (exp. date, if any)' },
] as const;
export type I9Attestation = (typeof I9_ATTESTATIONS)[number]['key'];

/** What an alien authorized to work writes for the expiration date when there is none. */
export const I9_NO_EXPIRATION = 'N/A';

/** Supplement A: one preparer or translator (each also signs; the signature is not part of the data). */
export interface I9Preparer {
  LastName: string;
  FirstName: string;
  MiddleInitial: string;
  Address: string;
  City: string;
  State: UsStateCode;
  Zip: string;
}

/** Most preparers/translators: the four blocks of one Supplement A page. */
export const I9_PREPARERS_MAX = 4;

/** Section 1 (completed by the employee) and Supplement A. */
export interface I9Section1Data {
  LastName: string;
  FirstName: string;
  MiddleInitial: string;
  OtherLastNames: string;
  /** Street number and name. */
  Address: string;
  AptNumber: string;
  City: string;
  State: UsStateCode;
  Zip: string;
  /** YYYY-MM-DD. */
  DateOfBirth: string;
  /** SENSITIVE, optional (required only by E-Verify employers): 9 digits or ''. */
  Ssn: string;
  Email: string;
  Phone: string;
  Attestation: I9Attestation;
  /** SENSITIVE: the USCIS or A-Number (permanent resident; or one of the three numbers of box 4). */
  UscisNumber: string;
  /** Box 4 only: YYYY-MM-DD, or 'N/A' when the authorization does not expire; null otherwise. */
  WorkAuthorizationExpires: string | null;
  /** SENSITIVE: Form I-94 admission number (box 4). */
  I94Number: string;
  /** SENSITIVE: foreign passport number (box 4, with its country). */
  ForeignPassportNumber: string;
  /** Country of issuance of the foreign passport. */
  PassportCountry: string;
  /** A preparer and/or translator helped (Supplement A). */
  UsedPreparer: boolean;
  Preparers: I9Preparer[];
}

/** The employee's statement above the Section 1 signature, word for word. */
export const I9_SECTION1_ATTESTATION_TEXT =
  'I am aware that federal law provides for imprisonment and/or fines for false statements, or the use of false documents, in connection with the completion of this form. I attest, under penalty of perjury, that this information, including my selection of the box attesting to my citizenship or immigration status, is true and correct.';

/** Supplement A: each preparer's or translator's statement, word for word. */
export const I9_SUPPLEMENT_A_TEXT =
  'I attest, under penalty of perjury, that I have assisted in the completion of Section 1 of this form and that to the best of my knowledge the information is true and correct.';

/** One document examined in Section 2. */
export interface I9Document {
  Title: string;
  IssuingAuthority: string;
  /** SENSITIVE: document number (if any). */
  Number: string;
  /** YYYY-MM-DD (if any). */
  Expiration: string | null;
}

/** Most List A documents in Section 2. */
export const I9_LIST_A_MAX = 3;

/** Section 2 (completed by the agency's staff). */
export interface I9Section2Data {
  /** One List A document (up to three, for combinations), or one of List B plus one of List C. */
  DocumentsKind: 'list-a' | 'list-b-c';
  ListA: I9Document[];
  ListB: I9Document | null;
  ListC: I9Document | null;
  AdditionalInformation: string;
  /** The box "Check here if you used an alternative procedure authorized by DHS to examine documents." */
  AlternativeProcedure: boolean;
  /** YYYY-MM-DD: the first day of work for pay. */
  FirstDayOfEmployment: string;
  EmployerLastName: string;
  EmployerFirstName: string;
  EmployerTitle: string;
  BusinessName: string;
  BusinessAddress: string;
  City: string;
  State: UsStateCode;
  Zip: string;
}

export const I9_ALTERNATIVE_PROCEDURE_TEXT =
  'Check here if you used an alternative procedure authorized by DHS to examine documents.';

/** The employer's certification in Section 2, word for word. */
export const I9_SECTION2_CERTIFICATION_TEXT =
  'I attest, under penalty of perjury, that (1) I have examined the documentation presented by the above-named employee, (2) the above-listed documentation appears to be genuine and to relate to the employee named, and (3) to the best of my knowledge, the employee is authorized to work in the United States.';

// ---------------------------------------------------------------------------------------------
// Influenza Vaccination (healthcare personnel), ONBOARDING.md §4. A health form (§6.8).
// ---------------------------------------------------------------------------------------------

/**
 * The influenza season of a date, as "2026–2027" (an en dash): a season runs from 1 July to 30 June, so the
 * vaccine of late summer and the NHSN reporting period (1 October to 31 March, §4.1) fall in the same
 * season. The date is read in UTC.
 */
export function influenzaSeason(date: Date = new Date()): string {
  const year = date.getUTCFullYear();
  const start = date.getUTCMonth() >= 6 ? year : year - 1;
  return `${start}–${start + 1}`;
}

/** The first and last day (YYYY-MM-DD) of a season "2026–2027", or null when it is not one. */
export function influenzaSeasonDates(season: string): { from: string; to: string } | null {
  const match = /^(\d{4})–(\d{4})$/.exec(season);
  if (!match || Number(match[2]) !== Number(match[1]) + 1) return null;
  return { from: `${match[1]}-07-01`, to: `${match[2]}-06-30` };
}

/** Vaccinated this season, or declining. */
export const INFLUENZA_CHOICES = [
  { key: 'vaccinated', label: 'I have been vaccinated against influenza this season' },
  { key: 'declined', label: 'I decline the influenza vaccination this season' },
] as const;
export type InfluenzaChoice = (typeof INFLUENZA_CHOICES)[number]['key'];

/** Where the vaccine was given (NHSN tells "at this facility" from "elsewhere", §4.2). */
export const INFLUENZA_PLACES = [
  { key: 'this-facility', label: 'At this agency or its client facility' },
  { key: 'elsewhere', label: 'Elsewhere (pharmacy, clinic, another employer)' },
] as const;
export type InfluenzaPlace = (typeof INFLUENZA_PLACES)[number]['key'];

/** Why the applicant declines (religious and personal reasons are "declined" for NHSN, §4.2). */
export const INFLUENZA_DECLINE_REASONS = [
  { key: 'medical', label: 'Medical contraindication' },
  { key: 'religious', label: 'Religious belief' },
  { key: 'personal', label: 'Personal or other reason' },
] as const;
export type InfluenzaDeclineReason = (typeof INFLUENZA_DECLINE_REASONS)[number]['key'];

/** The contraindications of the NQF #0431 measure (§4.2), and any other one a clinician documented. */
export const INFLUENZA_CONTRAINDICATIONS = [
  { key: 'allergy', label: 'Severe allergic reaction to a previous dose or to a vaccine component' },
  { key: 'guillain-barre', label: 'Guillain-Barré syndrome within 6 weeks of a previous influenza vaccination' },
  { key: 'other', label: 'Other contraindication documented by a clinician' },
] as const;
export type InfluenzaContraindication = (typeof INFLUENZA_CONTRAINDICATIONS)[number]['key'];

export interface InfluenzaVaccinationData {
  /** The season, e.g. "2026–2027" (`influenzaSeason`). */
  Season: string;
  Choice: InfluenzaChoice;
  /** Vaccinated: YYYY-MM-DD, within the season and not in the future; null otherwise. */
  DateGiven: string | null;
  /** Vaccinated: where; null otherwise. */
  Place: InfluenzaPlace | null;
  /** Vaccinated, optional: the vaccine product (e.g. "Fluzone High-Dose"); '' otherwise. */
  Product: string;
  /** Vaccinated, optional: the lot number; '' otherwise. */
  LotNumber: string;
  /** Vaccinated: the uploaded proof (required when given elsewhere: NHSN counts written documentation). */
  ProofUploadId: string | null;
  /** Declined: why; null otherwise. */
  DeclineReason: InfluenzaDeclineReason | null;
  /** Declined for a medical contraindication: which; null otherwise. */
  Contraindication: InfluenzaContraindication | null;
  /** Declined: more about the reason (required for 'other' contraindications and religious beliefs). */
  ReasonDetails: string;
  /** Declined: the masking acknowledgement (INFLUENZA_MASKING_TEXT), required with every declination. */
  MaskingAcknowledged: boolean;
}

/**
 * The declination statement the applicant signs: Cal/OSHA 8 CCR 5199 Appendix C2, quoted exactly
 * (ONBOARDING.md §4.3); the agency uses it for every declination, California or not.
 */
export const INFLUENZA_DECLINATION_TEXT =
  'I understand that due to my occupational exposure to aerosol transmissible diseases, I may be at risk of acquiring seasonal influenza. I have been given the opportunity to be vaccinated against this infection at no charge to me. However, I decline this vaccination at this time. I understand that by declining this vaccine, I continue to be at increased risk of acquiring influenza. If, during the season for which the CDC recommends administration of the influenza vaccine, I continue to have occupational exposure to aerosol transmissible diseases and want to be vaccinated, I can receive the vaccination at no charge to me.';

/**
 * The masking acknowledgement (NY 10 NYCRR 2.59 and facility policies, §4.3): asked with every declination,
 * since the agency's client facilities may require it wherever the applicant is placed.
 */
export const INFLUENZA_MASKING_TEXT =
  'I understand that, because I am not vaccinated against influenza this season, I must wear a surgical or procedure mask in areas where patients are typically present whenever influenza is declared prevalent or the facility where I work requires it.';

/** What the applicant certifies by signing the vaccinated path. */
export const INFLUENZA_ATTESTATION_TEXT =
  'I certify that the information I have given about my influenza vaccination is true and complete.';

/** The NHSN / NQF #0431 status categories (§4.2), with their labels. */
export const INFLUENZA_NHSN_STATUSES = [
  { key: 'vaccinated-here', label: 'Received the vaccine at this facility' },
  { key: 'vaccinated-elsewhere', label: 'Written documentation of vaccination elsewhere' },
  { key: 'medical-contraindication', label: 'Medical contraindication' },
  { key: 'declined', label: 'Declined' },
  { key: 'unknown', label: 'Unknown' },
] as const;
export type InfluenzaNhsnStatus = (typeof INFLUENZA_NHSN_STATUSES)[number]['key'];

/**
 * The NHSN category of an applicant's answers for a season: vaccinated here, or elsewhere with a proof
 * uploaded; a medical contraindication; declined (religious and personal reasons alike); else unknown (no
 * answers, another season, or vaccinated elsewhere without written documentation).
 */
export function influenzaNhsnStatus(
  data: Partial<InfluenzaVaccinationData> | null | undefined,
  season: string = influenzaSeason(),
): InfluenzaNhsnStatus {
  if (!data || data.Season !== season) return 'unknown';
  if (data.Choice === 'vaccinated') {
    if (!data.DateGiven) return 'unknown';
    if (data.Place === 'this-facility') return 'vaccinated-here';
    return data.Place === 'elsewhere' && data.ProofUploadId ? 'vaccinated-elsewhere' : 'unknown';
  }
  if (data.Choice === 'declined') {
    if (data.DeclineReason === 'medical') return 'medical-contraindication';
    if (data.DeclineReason === 'religious' || data.DeclineReason === 'personal') return 'declined';
  }
  return 'unknown';
}

/** The label of an NHSN category. */
export const influenzaNhsnLabel = (status: InfluenzaNhsnStatus): string =>
  INFLUENZA_NHSN_STATUSES.find((entry) => entry.key === status)!.label;

// ---------------------------------------------------------------------------------------------
// Hepatitis B & HIPAA (SPEC's menu label spells it HIPPA): OSHA 29 CFR 1910.1030 (ONBOARDING.md §3) and the HIPAA
// workforce acknowledgement (§5.1). A health form (§6.8).
// ---------------------------------------------------------------------------------------------

/** The applicant's Hepatitis B answer: a vaccination record, or the OSHA declination. */
export const HEPB_CHOICES = [
  { key: 'record', label: 'I have a Hepatitis B vaccination record (series, titer or a document)' },
  { key: 'declined', label: 'I decline the Hepatitis B vaccination' },
] as const;
export type HepBChoice = (typeof HEPB_CHOICES)[number]['key'];

/** The series: 2 doses (e.g. Heplisav-B) or 3 doses (e.g. Engerix-B, Recombivax HB), §3.4. */
export const HEPB_SERIES = [
  { key: '2-dose', label: '2-dose series (e.g. Heplisav-B)' },
  { key: '3-dose', label: '3-dose series (e.g. Engerix-B, Recombivax HB)' },
] as const;
export type HepBSeries = (typeof HEPB_SERIES)[number]['key'];

/** The anti-HBs titer result (≥10 mIU/mL is immune, §3.4). */
export const HEPB_TITER_RESULTS = [
  { key: 'immune', label: 'Immune (anti-HBs 10 mIU/mL or more)' },
  { key: 'not-immune', label: 'Not immune (anti-HBs below 10 mIU/mL)' },
] as const;
export type HepBTiterResult = (typeof HEPB_TITER_RESULTS)[number]['key'];

export interface HepatitisBHipaaData {
  HepBChoice: HepBChoice;
  /** Record: the series, or null when only a titer or a document is given. */
  Series: HepBSeries | null;
  /** Record with a series: the dose dates (YYYY-MM-DD) in order, 2 or 3 as the series has; [] otherwise. */
  DoseDates: string[];
  /** Record, optional: the titer's result and date (both or neither). */
  TiterResult: HepBTiterResult | null;
  TiterDate: string | null;
  /** Record, optional: an uploaded record (vaccination record, lab report). */
  ProofUploadId: string | null;
  /** The HIPAA workforce acknowledgement (HIPAA_ACKNOWLEDGEMENT_ITEMS), required. */
  HipaaAcknowledged: boolean;
}

/**
 * The Hepatitis B Vaccine Declination (Mandatory), 29 CFR 1910.1030 Appendix A, word for word
 * (ONBOARDING.md §3.1): the applicant who declines signs exactly this text; nothing is added inside it.
 */
export const HEPB_DECLINATION_TEXT =
  'I understand that due to my occupational exposure to blood or other potentially infectious materials I may be at risk of acquiring hepatitis B virus (HBV) infection. I have been given the opportunity to be vaccinated with hepatitis B vaccine, at no charge to myself. However, I decline hepatitis B vaccination at this time. I understand that by declining this vaccine, I continue to be at risk of acquiring hepatitis B, a serious disease. If in the future I continue to have occupational exposure to blood or other potentially infectious materials and I want to be vaccinated with hepatitis B vaccine, I can receive the vaccination series at no charge to me.';

/** What the applicant certifies by signing a vaccination record. */
export const HEPB_RECORD_ATTESTATION_TEXT =
  'I certify that the information I have given about my Hepatitis B vaccination and immunity is true and complete.';

/** The HIPAA workforce acknowledgement: what the applicant acknowledges (the usual clauses of §5.1). */
export const HIPAA_ACKNOWLEDGEMENT_ITEMS = [
  'I have received and read the privacy and security policies for protected health information (PHI and ePHI) of the agency and of the facilities where I work, and I will complete the training they require.',
  'I will use and disclose protected health information only as my work requires (the minimum necessary), and I will not look up information I do not need for my work.',
  'I will keep patient information confidential in every form: spoken, on paper, electronic and on social media.',
  'I will use only my own user ID, never share my credentials, log off when I leave a device, and keep protected health information off personal devices and unapproved applications.',
  'I will report any suspected privacy or security incident or breach at once to my recruiter or the facility’s privacy officer, and I know I am protected against retaliation for doing so.',
  'I understand that violating these policies can lead to sanctions up to the end of my assignment or employment, and to civil or criminal penalties.',
  'These obligations continue after my assignment or employment ends; I will then return or destroy any protected health information and property (badges, keys) I hold.',
] as const;

// ---------------------------------------------------------------------------------------------
// All forms, and their sensitive values
// ---------------------------------------------------------------------------------------------

/** The data of each onboarding form, by key. */
export interface OnboardingFormData {
  'personal-info': PersonalInfoData;
  'identification-info': IdentificationData;
  'emergency-info': EmergencyInfoData;
  'w9-form-info': W9Data;
  'uscis-info': I9Section1Data;
  'agreement-form-info': AgencyDocumentAcceptanceData;
  'terms-conditions': AgencyDocumentAcceptanceData;
  'influenza-vaccination': InfluenzaVaccinationData;
  'hepab-hippa-info': HepatitisBHipaaData;
  'nurse-form': NurseFormData;
  'nurse-physical-info': PhysicalInfoData;
  'cbc-form-info': CbcFormData;
}

/**
 * The paths of the sensitive identifiers in each form's data (`[]`: every item of a list). They are
 * encrypted at rest, masked in every answer (`maskIdentifier`) and never logged.
 */
export const SENSITIVE_FIELDS: Readonly<Record<OnboardingFormKey, readonly string[]>> = Object.freeze({
  'personal-info': [],
  'identification-info': ['Documents[].Number'],
  'emergency-info': [],
  'w9-form-info': ['Tin'],
  'uscis-info': ['Ssn', 'UscisNumber', 'I94Number', 'ForeignPassportNumber'],
  'agreement-form-info': [],
  'terms-conditions': [],
  // A health form's whole data is sealed as one value (ONBOARDING_FORMS' `health`): no field apart.
  'influenza-vaccination': [],
  'hepab-hippa-info': [],
  // License numbers are public record (Nursys): not sensitive (./onboarding-nurse).
  'nurse-form': [],
  'nurse-physical-info': [],
  'cbc-form-info': ['Ssn', 'DriversLicenseNumber'],
});

/** The sensitive values of I-9 Section 2. */
export const I9_SECTION2_SENSITIVE_FIELDS: readonly string[] = Object.freeze([
  'ListA[].Number',
  'ListB.Number',
  'ListC.Number',
]);

/**
 * Masks an identifier, keeping its last 4 letters or digits (spaces and dashes are dropped first):
 * kind 'ssn' (an SSN or an ITIN) → '***-**-6789'; 'ein' → '**-***6789'; anything else → '****6789'.
 * A value of 4 characters or fewer shows none of them ('****'); '' stays ''.
 */
export function maskIdentifier(value: string, kind: 'ssn' | 'ein' | 'other' = 'other'): string {
  const characters = value.replace(/[\s-]/g, '');
  if (characters === '') return '';
  const last4 = characters.length > 4 ? characters.slice(-4) : '';
  if (kind === 'ssn') return `***-**-${last4 || '****'}`;
  if (kind === 'ein') return `**-***${last4 || '****'}`;
  return `****${last4}`;
}

/**
 * Whether a sensitive value is (still) a mask as `maskIdentifier` writes it: it holds a '*', which no
 * identifier does. A form loaded for editing holds the masks of the stored values and may send them back
 * unchanged: the schemas accept them, and the server puts the stored value back (or refuses a mask it has
 * no stored value for).
 */
export const isMaskedIdentifier = (value: unknown): value is string => typeof value === 'string' && value.includes('*');

// ---------------------------------------------------------------------------------------------
// Signatures and the e-sign consent (ONBOARDING.md §7)
// ---------------------------------------------------------------------------------------------

/** Longest drawn signature: a PNG data URL ('data:image/png;base64,…') of at most this many characters. */
export const SIGNATURE_DRAWN_MAX_LENGTH = 300_000;

/** What the signer gives: the typed name (the signature) and, optionally, a drawn mark. */
export interface SignatureInput {
  TypedName: string;
  /** A PNG data URL, at most SIGNATURE_DRAWN_MAX_LENGTH characters; null when not drawn. */
  Drawn: string | null;
}

/** The version of ESIGN_CONSENT_TEXT; a material change gets a new version and asks for consent again. */
export const ESIGN_CONSENT_VERSION = '2026-11';

/**
 * The electronic record and signature disclosure (ERSD) shown, and consented to, before the first
 * signature (ESIGN 15 U.S.C. §7001(c), UETA §5; ONBOARDING.md §7.1). Paragraphs are separated by a blank
 * line.
 */
export const ESIGN_CONSENT_TEXT = [
  'Consent to electronic records and signatures',
  'Before you sign anything in this portal, please read this notice. By ticking the consent box you agree that the agency may give you your onboarding and employment documents (such as Form W-9, Form I-9 and the agency’s own forms and agreements) as electronic records, and that you may sign them electronically. Your typed name, and the mark you draw if you choose to, is your signature and has the same effect as signing on paper. This consent covers every document you sign in this portal for the agency until you withdraw it.',
  'Paper copies. You may ask for a paper copy of any document you signed electronically, at no charge, by writing to your recruiter or to the agency’s office. You can also download or print each signed document from the portal at any time.',
  'Withdrawing your consent. You may withdraw this consent at any time, free of charge, by telling your recruiter or the agency’s office in writing. Withdrawing does not affect documents you have already signed. After you withdraw, the agency will give you the remaining documents on paper to sign by hand, which may take longer to complete your onboarding.',
  'Keeping your details up to date. Tell your recruiter, or change your e-mail address in your profile, whenever your e-mail address or phone number changes, so that notices reach you.',
  'What you need. A device connected to the internet with a current version of Chrome, Edge, Firefox or Safari, with JavaScript and cookies turned on; an e-mail account; and software that opens PDF files, to view, download and print your documents. If these requirements change in a way that could stop you from opening or keeping your documents, the agency will tell you and ask for your consent again.',
  'By ticking the box you confirm that you have read this notice, that you can open and read the documents in this portal on your device, and that you agree to use electronic records and signatures.',
].join('\n\n');
