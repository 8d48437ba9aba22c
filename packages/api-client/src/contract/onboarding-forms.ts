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
import type { Discipline, EmploymentType, Shift, Specialty } from './applicants';
import type { UsStateCode } from './geography';

// ---------------------------------------------------------------------------------------------
// The forms
// ---------------------------------------------------------------------------------------------

export const ONBOARDING_FORM_KEYS = [
  'personal-info',
  'identification-info',
  'emergency-info',
  'w9-form-info',
  'uscis-info',
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
  /** Opens only once the applicant has accepted an offer (the I-9's own instructions, ONBOARDING.md §2.6). */
  needsAcceptedOffer: boolean;
}

export const ONBOARDING_FORMS: readonly OnboardingFormInfo[] = Object.freeze([
  { key: 'personal-info', label: 'Personal Info', edition: null, signed: false, needsAcceptedOffer: false },
  {
    key: 'identification-info',
    label: 'Identification Info',
    edition: null,
    signed: false,
    needsAcceptedOffer: false,
  },
  { key: 'emergency-info', label: 'Emergency Info', edition: null, signed: false, needsAcceptedOffer: false },
  { key: 'w9-form-info', label: 'W9 Form Info', edition: W9_EDITION, signed: true, needsAcceptedOffer: false },
  { key: 'uscis-info', label: 'I9 Form Info', edition: I9_EDITION, signed: true, needsAcceptedOffer: true },
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
// All forms, and their sensitive values
// ---------------------------------------------------------------------------------------------

/** The data of each onboarding form, by key. */
export interface OnboardingFormData {
  'personal-info': PersonalInfoData;
  'identification-info': IdentificationData;
  'emergency-info': EmergencyInfoData;
  'w9-form-info': W9Data;
  'uscis-info': I9Section1Data;
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
