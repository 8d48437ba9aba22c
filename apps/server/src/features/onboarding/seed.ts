import { sql } from 'kysely';
import {
  can,
  ESIGN_CONSENT_VERSION,
  I9_EDITION,
  I9_SECTION2_SENSITIVE_FIELDS,
  onboardingForm,
  influenzaSeason,
  influenzaSeasonDates,
  isNursingDiscipline,
  cbcStateNotices,
  nyChrcApplies,
  type ApplicantStatus,
  type Discipline,
  type OnboardingFormKey,
  type RoleKey,
  type AgencyDocumentKind,
} from '@agency/api-client/contract';
import { i9Section2Schema, onboardingFormSchemas } from '@agency/forms/schemas';
import { DEFAULT_AGENCY_DOCUMENTS, documentHash } from '../agency-documents';
import type { Db } from '../../platform/db';
import { seededRandom, type SeededRandom } from '../../platform/seeded-random';
import type { Mailer } from '../../platform/mail';
import { personalInfoFromRecord } from './prefill';
import { documentColumn, healthColumn } from './form-data';
import {
  AUDIT_DETAIL,
  checkShape,
  reportedExpiries,
  type EngineDeps,
  saveDraft,
  submitForm,
  submittedContent,
  validateWith,
} from './engine';
import { approveForm, SECTION2_SCOPE, section2Content, STAFF_AUDIT_DETAIL } from './review';
import { createValueVault, type Data } from './sensitive';
import type { StoredStatus } from './tables';
import { auditValues, type AuditEntry } from '../../core/audit';
import type { RequestMeta } from '../../platform/http';
import type { EventBus } from '../../platform/events';

/**
 * Demo onboarding: a working agency's onboarding over the demo pipeline (features/applicants/seed.ts). The
 * further along an applicant is, the more forms they have: every Accepted applicant has Personal,
 * Identification, Emergency and a W-9 (most approved) and the I-9's Section 1 (submitted or approved, some
 * with the employer's Section 2, one or two overdue); Offered and Final Interview applicants are part way
 * (drafts in progress, forms submitted and waiting for review, a few sent back with a reason); a few
 * earlier ones have started. Deterministic (a seeded PRNG; only the dates follow `now`).
 *
 * Every version is built by the engine's own code: the data validated with the form's schema, identifiers
 * sealed by the value vault, the canonical text and its SHA-256 (`submittedContent`, `section2Content`),
 * the audit rows' details (`AUDIT_DETAIL`, `STAFF_AUDIT_DETAIL`); signatures and the e-sign consent are
 * recorded as the real flow records them. The rows are then written in one statement per table (the demo
 * starts in a few seconds), with times in the past. Identifiers are obviously fake: SSNs 9xx-xx-xxxx (never
 * issued as SSNs), EINs 00-xxxxxxx (no such prefix), document numbers starting with TEST. Identification
 * documents have no images (the demo has no uploads).
 *
 * The demo applicant account (applicant@demo.test) goes through the services themselves, as its owner
 * would: Personal Info submitted and approved, Identification in progress; W-9 and Emergency are left to try.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Documentation address ranges (RFC 5737): the applicants' and the staff's. */
const APPLICANT_NETS = ['198.51.100', '203.0.113'];
const STAFF_NET = '192.0.2';
// prettier-ignore
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-S921U) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36 Edg/137.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Safari/605.1.15',
];
const STAFF_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36';

/** Why staff sent a form back (by form). */
const CHANGE_REASONS: Partial<Record<OnboardingFormKey, readonly string[]>> = {
  'personal-info': ['Your address is missing the apartment number; please add it so mail reaches you.'],
  'identification-info': [
    'The driver’s license you entered has expired. Please add your current license.',
    'The license number does not match the card we saw at the interview; please check it.',
  ],
  'emergency-info': [
    'The emergency contact’s phone number is your own number. Please give a number where we can reach them.',
  ],
  'w9-form-info': [
    'The name on line 1 must be the name on your Social Security card; please use your full legal name.',
    'Please check the taxpayer identification number: it does not match our records.',
  ],
};

// prettier-ignore
const CONTACT_FIRST_NAMES = ['Ana', 'Robert', 'Linda', 'Thomas', 'Grace', 'Samuel', 'Rosa', 'Peter', 'Helen', 'Victor', 'Joy', 'Martin'];
const RELATIONS = ['spouse-partner', 'spouse-partner', 'parent', 'parent', 'sibling', 'friend', 'relative'] as const;
const COUNTRIES = ['Philippines', 'India', 'Nigeria', 'Canada', 'Jamaica', 'Kenya'] as const;

type Random = SeededRandom;
const prng = seededRandom;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A demo staff member (reviewer, Section 2 signer). */
interface Staff {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  title: string;
  roles: RoleKey[];
}

/** One planned version of a form. */
interface PlannedVersion {
  form: OnboardingFormKey;
  version: number;
  status: StoredStatus;
  data: Data;
  startedAt: number;
  submittedAt: number | null;
  reviewedAt: number | null;
  reason: string | null;
}

/** What one form of an applicant ends as, oldest version first. */
type Outcome =
  | 'in-progress'
  | 'submitted'
  | 'approved'
  | 'changes-requested'
  /** Sent back, and the next version submitted again (waiting for review). */
  | 'resubmitted';

/** What happens to each form of an applicant, by pipeline status (null: no onboarding). */
function planFor(
  random: Random,
  status: ApplicantStatus,
): { forms: Partial<Record<OnboardingFormKey, Outcome>>; section2: 'none' | 'draft' | 'completed' } | null {
  const pickOutcome = (weights: [Outcome | null, number][]): Outcome | null => {
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    let r = random.random() * total;
    for (const [outcome, weight] of weights) if ((r -= weight) < 0) return outcome;
    return weights.at(-1)![0];
  };
  const forms: Partial<Record<OnboardingFormKey, Outcome>> = {};
  const set = (form: OnboardingFormKey, outcome: Outcome | null) => {
    if (outcome) forms[form] = outcome;
  };
  switch (status) {
    case 'accepted': {
      set('personal-info', 'approved');
      set(
        'identification-info',
        pickOutcome([
          ['approved', 85],
          ['resubmitted', 10],
          ['changes-requested', 5],
        ]),
      );
      set(
        'emergency-info',
        pickOutcome([
          ['approved', 85],
          ['submitted', 10],
          ['changes-requested', 5],
        ]),
      );
      set(
        'w9-form-info',
        pickOutcome([
          ['approved', 80],
          ['submitted', 12],
          ['resubmitted', 8],
        ]),
      );
      const i9 = pickOutcome([
        ['approved', 55],
        ['submitted', 30],
        ['in-progress', 15],
      ])!;
      set('uscis-info', i9);
      const section2 =
        i9 === 'approved'
          ? random.chance(0.85)
            ? 'completed'
            : 'draft'
          : i9 === 'submitted' && random.chance(0.5)
            ? 'draft'
            : 'none';
      return { forms, section2 };
    }
    case 'offered':
      if (!random.chance(0.7)) return null;
      set(
        'personal-info',
        pickOutcome([
          ['approved', 80],
          ['submitted', 20],
        ]),
      );
      set(
        'identification-info',
        pickOutcome([
          ['approved', 40],
          ['submitted', 35],
          ['in-progress', 15],
          [null, 10],
        ]),
      );
      set(
        'emergency-info',
        pickOutcome([
          ['approved', 30],
          ['submitted', 35],
          ['changes-requested', 10],
          [null, 25],
        ]),
      );
      set(
        'w9-form-info',
        pickOutcome([
          ['submitted', 40],
          ['in-progress', 25],
          ['changes-requested', 10],
          [null, 25],
        ]),
      );
      return { forms, section2: 'none' };
    case 'final-interview':
      if (!random.chance(0.35)) return null;
      set(
        'personal-info',
        pickOutcome([
          ['approved', 50],
          ['submitted', 35],
          ['in-progress', 15],
        ]),
      );
      set(
        'identification-info',
        pickOutcome([
          ['submitted', 30],
          ['in-progress', 30],
          [null, 40],
        ]),
      );
      set(
        'emergency-info',
        pickOutcome([
          ['submitted', 25],
          ['in-progress', 15],
          [null, 60],
        ]),
      );
      return { forms, section2: 'none' };
    case 'phone-screened':
      if (!random.chance(0.1)) return null;
      set(
        'personal-info',
        pickOutcome([
          ['submitted', 50],
          ['in-progress', 50],
        ]),
      );
      return { forms, section2: 'none' };
    case 'refused':
    case 'rejected':
      if (!random.chance(0.06)) return null;
      set(
        'personal-info',
        pickOutcome([
          ['approved', 50],
          ['submitted', 50],
        ]),
      );
      set(
        'emergency-info',
        pickOutcome([
          ['submitted', 40],
          [null, 60],
        ]),
      );
      return { forms, section2: 'none' };
    default:
      if (!random.chance(0.02)) return null;
      set('personal-info', 'in-progress');
      return { forms, section2: 'none' };
  }
}

/** The applicant row the seed reads. */
interface SeedApplicant {
  id: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  mobile_phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string | null;
  zip: string;
  date_of_birth: string | null;
  status: ApplicantStatus;
  /** The Nurse Form is for the nursing disciplines only. */
  discipline: Discipline | null;
  owner_id: number | null;
  created_at: Date;
  status_changed_at: Date;
}

/** The forms' data for one applicant (identifiers obviously fake), valid for their schemas. */
function formData(random: Random, a: SeedApplicant, personal: Data, nowMs: number) {
  const ssn = `9${random.digits(8)}`;
  const llc = random.chance(0.08);
  const dob =
    a.date_of_birth ??
    `${random.int(1968, 2001)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  const licenseIssued = day(nowMs - random.int(200, 2400) * DAY);
  const documents: Data[] = [
    {
      Id: 'doc-1',
      Type: random.chance(0.9) ? 'drivers-license' : 'state-id',
      OtherType: '',
      IssuingState: a.state,
      IssuingCountry: '',
      Number: `TEST${random.digits(6)}`,
      IssueDate: licenseIssued,
      ExpiryDate: day(Date.parse(licenseIssued) + random.int(4, 8) * 365 * DAY),
      FrontUploadId: null,
      BackUploadId: null,
    },
  ];
  if (random.chance(0.2))
    documents.push({
      Id: 'doc-2',
      Type: 'passport',
      OtherType: '',
      IssuingState: null,
      IssuingCountry: 'United States',
      Number: `TEST${random.digits(5)}`,
      IssueDate: day(nowMs - random.int(100, 3000) * DAY),
      ExpiryDate: day(nowMs + random.int(200, 3000) * DAY),
      FrontUploadId: null,
      BackUploadId: null,
    });
  const contact = (lastName: string) => ({
    Name: `${random.one(CONTACT_FIRST_NAMES)} ${lastName}`,
    Relationship: random.one(RELATIONS),
    // A fictional US number (555-01xx): +1 and ten digits. The second draw keeps the seed's later values.
    Phone: `+1 312 555 01${random.digits(2)}${random.digits(4).slice(4)}`,
    OtherPhone: '',
    Email: '',
    AddressLine1: random.chance(0.5) ? a.address_line1 : '',
    AddressLine2: '',
    City: '',
    State: null,
    Zip: '',
  });
  const name = [a.first_name, a.middle_name, a.last_name].filter(Boolean).join(' ');
  const attestation = random.one([
    'citizen',
    'citizen',
    'citizen',
    'citizen',
    'permanent-resident',
    'authorized-alien',
  ] as const);
  return {
    'personal-info': personal,
    'identification-info': { Documents: documents },
    'emergency-info': {
      Primary: contact(random.chance(0.6) ? a.last_name : random.one(['Lopez', 'Brown', 'Nguyen', 'Okafor', 'Smith'])),
      Secondary: random.chance(0.4) ? contact(a.last_name) : null,
    },
    'w9-form-info': {
      Name: name,
      BusinessName: llc ? `${a.last_name} Nursing Services LLC` : '',
      TaxClassification: llc ? 'llc' : 'individual',
      LlcClassification: llc ? 'S' : null,
      OtherClassification: '',
      ForeignPartners: false,
      ExemptPayeeCode: null,
      FatcaCode: null,
      Address: [a.address_line1, a.address_line2].filter(Boolean).join(', '),
      City: a.city,
      State: a.state,
      Zip: a.zip,
      RequesterNameAddress: '',
      AccountNumbers: '',
      TinType: llc ? 'ein' : 'ssn',
      Tin: llc ? `00${random.digits(7)}` : ssn,
      CertificationItem2Crossed: false,
    },
    'uscis-info': {
      LastName: a.last_name,
      FirstName: a.first_name,
      MiddleInitial: a.middle_name.slice(0, 1),
      OtherLastNames: '',
      Address: a.address_line1,
      AptNumber: a.address_line2.replace(/^Apt\s*/, ''),
      City: a.city,
      State: a.state,
      Zip: a.zip,
      DateOfBirth: dob,
      Ssn: ssn,
      Email: a.email,
      Phone: a.mobile_phone,
      Attestation: attestation,
      UscisNumber: attestation === 'permanent-resident' ? `A0${random.digits(8)}` : '',
      WorkAuthorizationExpires: attestation === 'authorized-alien' ? day(nowMs + random.int(300, 1500) * DAY) : null,
      I94Number: '',
      ForeignPassportNumber: attestation === 'authorized-alien' ? `TEST${random.digits(6)}` : '',
      PassportCountry: attestation === 'authorized-alien' ? random.one(COUNTRIES) : '',
      UsedPreparer: false,
      Preparers: [],
    },
    // Vaccinated at the agency on the season's first day (no random draw: the other forms' data stays as it was).
    'influenza-vaccination': {
      Season: influenzaSeason(new Date(nowMs)),
      Choice: 'vaccinated',
      DateGiven: influenzaSeasonDates(influenzaSeason(new Date(nowMs)))!.from,
      Place: 'this-facility',
      Product: 'Flucelvax',
      LotNumber: '',
      ProofUploadId: null,
      DeclineReason: null,
      Contraindication: null,
      ReasonDetails: '',
      MaskingAcknowledged: false,
    },
    'hepab-hippa-info': {
      HepBChoice: 'record',
      Series: null,
      DoseDates: [],
      TiterResult: 'immune',
      TiterDate: influenzaSeasonDates(influenzaSeason(new Date(nowMs)))!.from,
      ProofUploadId: null,
      HipaaAcknowledged: true,
    },
    // Physical Info: recent pre-placement results, no proofs (no random draw: the other forms' data stays as it was).
    'nurse-physical-info': {
      TbType: 'quantiferon',
      TbDate: day(nowMs - 40 * DAY),
      TbResult: 'negative',
      TbProofUploadId: null,
      MmrEvidence: 'titer',
      MmrDate: day(nowMs - 400 * DAY),
      MmrResult: 'immune',
      MmrProofUploadId: null,
      VaricellaEvidence: 'vaccination',
      VaricellaDate: day(nowMs - 3000 * DAY),
      VaricellaResult: null,
      VaricellaProofUploadId: null,
      TdapEvidence: 'vaccination',
      TdapDate: day(nowMs - 900 * DAY),
      TdapResult: null,
      TdapProofUploadId: null,
      DrugScreenDate: day(nowMs - 35 * DAY),
      DrugScreenResult: 'negative',
      DrugScreenProofUploadId: null,
      PhysicalExamDate: day(nowMs - 38 * DAY),
      PhysicalExamCleared: 'yes',
      PhysicalExamProofUploadId: null,
      FitTestDate: day(nowMs - 38 * DAY),
      FitTestMaskModel: '3M 1870+',
      FitTestMaskSize: 'Regular',
      FitTestResult: 'pass',
      FitTestProofUploadId: null,
    },
    // The Nurse Form (no random draw: the other forms' data stays as it was): an RN license, BLS and ACLS,
    // a BSN, two jobs and two supervisory references; the expiries a year or two ahead.
    'nurse-form': nurseFormSeed(a, nowMs),
    // CHRC Form Info (no random draw: the other forms' data stays as it was): the W-9's SSN typed again.
    'cbc-form-info': cbcSeed(a, ssn, dob, nowMs),
    // The agency's example texts, version 1, as every new agency has them (agency-documents/defaults.ts).
    'agreement-form-info': defaultAcceptance('agreement'),
    'terms-conditions': defaultAcceptance('terms'),
  } satisfies Record<OnboardingFormKey, Data>;
}

/**
 * CHRC Form Info valid for its schema (as the W-9's, the record's address is complete): that address for the
 * last 3 years, an earlier one in the same state before it (7 years covered); no license for about one in ten (by the id, no random draw); the state
 * notices and the NY CHRC consent as the addresses and the discipline call for them.
 */
function cbcSeed(a: SeedApplicant, ssn: string, dob: string, nowMs: number): Data {
  const state = a.state ?? 'TX';
  const moved = day(nowMs - 3 * 365 * DAY);
  const addresses = [
    {
      Id: 'address-1',
      AddressLine1: a.address_line1,
      AddressLine2: a.address_line2,
      City: a.city,
      State: state,
      Zip: a.zip,
      FromDate: moved,
      ToDate: null,
      Current: true,
    },
    {
      Id: 'address-2',
      AddressLine1: `${100 + (a.id % 800)} Cedar Avenue`,
      AddressLine2: '',
      City: a.city,
      State: state,
      Zip: a.zip,
      FromDate: day(nowMs - 9 * 365 * DAY),
      ToDate: moved,
      Current: false,
    },
  ];
  const noLicense = a.id % 10 === 0;
  return {
    DisclosureAcknowledged: true,
    FirstName: a.first_name,
    MiddleName: a.middle_name,
    LastName: a.last_name,
    OtherNames: [],
    DateOfBirth: dob,
    SsnSource: 'entered',
    Ssn: ssn,
    NoDriversLicense: noLicense,
    DriversLicenseNumber: noLicense ? '' : `TEST${String(a.id).padStart(6, '0')}`,
    DriversLicenseState: noLicense ? null : state,
    Addresses: addresses,
    GapExplanation: '',
    CopyOfReport: state === 'CA',
    StateNoticesAcknowledged: cbcStateNotices([state]).length > 0,
    NyChrcConsent: nyChrcApplies(a.discipline, [state]),
  };
}

/** A Nurse Form valid for its schema (fake license numbers; the references at example.com). */
function nurseFormSeed(a: SeedApplicant, nowMs: number): Data {
  const state = a.state ?? 'TX';
  const licenseType =
    a.discipline === 'LPN/LVN'
      ? state === 'CA' || state === 'TX'
        ? 'LVN'
        : 'LPN'
      : a.discipline === 'CNA'
        ? 'CNA'
        : 'RN';
  const idOf = (kind: string) => `seed-${kind}-${a.id}`;
  return {
    Licenses: [
      {
        Id: idOf('license'),
        Type: licenseType,
        OtherType: '',
        State: state,
        Number: `TEST${String(a.id).padStart(6, '0')}`,
        Compact: licenseType !== 'CNA',
        IssueDate: day(nowMs - 2000 * DAY),
        ExpiryDate: day(nowMs + (60 + (a.id % 600)) * DAY),
        CardUploadId: null,
      },
    ],
    Certifications: [
      {
        Id: idOf('bls'),
        Name: 'BLS',
        OtherName: '',
        IssuedBy: 'American Heart Association',
        // A third of the cards run out within the month (the dashboard's "Credentials expiring in 30 days").
        ExpiryDate: day(nowMs + (a.id % 3 === 0 ? 4 + (a.id % 25) : 45 + (a.id % 700)) * DAY),
        CardUploadId: null,
      },
      {
        Id: idOf('acls'),
        Name: 'ACLS',
        OtherName: '',
        IssuedBy: 'American Heart Association',
        ExpiryDate: day(nowMs + (200 + (a.id % 500)) * DAY),
        CardUploadId: null,
      },
    ],
    Education: [
      {
        Id: idOf('school'),
        School: 'State College of Nursing',
        City: a.city,
        State: a.state,
        Degree: licenseType === 'RN' ? 'BSN' : 'certificate',
        Field: 'Nursing',
        From: day(nowMs - 3600 * DAY),
        To: day(nowMs - 2100 * DAY),
        Graduated: true,
      },
    ],
    Employment: [
      {
        Id: idOf('job-1'),
        Facility: 'Regional Medical Center',
        City: a.city || 'Austin',
        State: a.state ?? state,
        Unit: 'Med-Surg',
        BedCount: 320,
        Position: `Staff ${licenseType}`,
        Charge: false,
        Current: false,
        From: day(nowMs - 2000 * DAY),
        To: day(nowMs - 900 * DAY),
        ReasonForLeaving: 'Moved to a critical care unit',
        GapExplanation: '',
      },
      {
        Id: idOf('job-2'),
        Facility: 'University Hospital',
        City: a.city || 'Austin',
        State: a.state ?? state,
        Unit: 'ICU',
        BedCount: 540,
        Position: `ICU ${licenseType}`,
        Charge: true,
        Current: true,
        From: day(nowMs - 880 * DAY),
        To: null,
        ReasonForLeaving: '',
        GapExplanation: '',
      },
    ],
    References: [
      {
        Id: idOf('reference-1'),
        Name: 'Pat Morgan',
        Title: 'Nurse Manager',
        Facility: 'University Hospital',
        Phone: '+1 555 0100 201',
        Email: `manager+${a.id}@example.com`,
        Relationship: 'manager',
        Supervisory: true,
        WorkedTogetherFrom: day(nowMs - 880 * DAY),
        WorkedTogetherTo: null,
      },
      {
        Id: idOf('reference-2'),
        Name: 'Sam Reyes',
        Title: 'Charge Nurse',
        Facility: 'Regional Medical Center',
        Phone: '+1 555 0100 202',
        Email: `charge+${a.id}@example.com`,
        Relationship: 'charge-nurse',
        Supervisory: true,
        WorkedTogetherFrom: day(nowMs - 2000 * DAY),
        WorkedTogetherTo: day(nowMs - 900 * DAY),
      },
    ],
    HasMilitaryService: false,
    Military: null,
  };
}

/** The acceptance of version 1 of a document as `insertDefaultAgencyDocuments` publishes it. */
function defaultAcceptance(kind: AgencyDocumentKind): Data {
  const { title, body } = DEFAULT_AGENCY_DOCUMENTS[kind];
  return { DocumentVersion: 1, DocumentHash: documentHash({ kind, version: 1, title, body }), Accepted: true };
}

/** A draft in progress: the form's data with what the applicant has not typed yet left empty. */
function draftOf(form: OnboardingFormKey, data: Data): Data {
  const draft = JSON.parse(JSON.stringify(data)) as Data;
  if (form === 'identification-info')
    Object.assign((draft.Documents as Data[])[0]!, { IssueDate: null, ExpiryDate: null });
  if (form === 'emergency-info')
    Object.assign(draft, { Primary: { ...(draft.Primary as Data), Phone: '' }, Secondary: null });
  if (form === 'w9-form-info') Object.assign(draft, { Tin: '' });
  if (form === 'uscis-info') Object.assign(draft, { Ssn: '', DateOfBirth: null });
  return checkShape(onboardingFormSchemas[form], draft);
}

/** Section 2's documents for the attestation chosen in Section 1. */
function section2Documents(random: Random, i9: Data, identification: Data, nowMs: number): Data {
  const expires = day(nowMs + random.int(300, 3000) * DAY);
  if (i9.Attestation === 'permanent-resident')
    return {
      DocumentsKind: 'list-a',
      ListA: [
        {
          Title: 'Permanent Resident Card (Form I-551)',
          IssuingAuthority: 'USCIS',
          Number: `TEST${random.digits(7)}`,
          Expiration: expires,
        },
      ],
    };
  if (i9.Attestation === 'authorized-alien')
    return {
      DocumentsKind: 'list-a',
      ListA: [
        {
          Title: 'Employment Authorization Document (Form I-766)',
          IssuingAuthority: 'USCIS',
          Number: `TEST${random.digits(7)}`,
          Expiration: i9.WorkAuthorizationExpires,
        },
      ],
    };
  if (random.chance(0.5))
    return {
      DocumentsKind: 'list-a',
      ListA: [
        {
          Title: 'U.S. Passport',
          IssuingAuthority: 'U.S. Department of State',
          Number: `TEST${random.digits(5)}`,
          Expiration: expires,
        },
      ],
    };
  const license = (identification.Documents as Data[])[0]!;
  return {
    DocumentsKind: 'list-b-c',
    ListA: [],
    ListB: {
      Title: license.Type === 'state-id' ? 'State ID card' : "Driver's license",
      IssuingAuthority: `${license.IssuingState as string} Department of Motor Vehicles`,
      Number: license.Number,
      Expiration: license.ExpiryDate,
    },
    ListC: {
      Title: 'Social Security card',
      IssuingAuthority: 'Social Security Administration',
      Number: '',
      Expiration: null,
    },
  };
}

/** Spreads `count` moments over [from, to] in order (at least a minute apart when there is room). */
function moments(random: Random, count: number, from: number, to: number): number[] {
  const span = Math.max(to - from, count * MINUTE);
  const gaps = Array.from({ length: count }, () => 0.2 + random.random());
  const total = gaps.reduce((sum, gap) => sum + gap, 0) + 0.3;
  let at = from;
  return gaps.map((gap) => (at += Math.round((span * gap) / total)));
}

/**
 * INSERT INTO `table` (the rows' columns) SELECT them FROM jsonb_populate_recordset(NULL::`table`, rows):
 * every row in one statement with one parameter (as the applicants' seed writes its rows).
 */
async function insertRows<R extends Record<string, unknown>>(
  db: Db,
  table: string,
  rows: readonly object[],
  returning: readonly string[] = [],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].map((name) => sql.ref(name));
  const result = await sql<R>`
    INSERT INTO ${sql.table(table)} (${sql.join(columns)})
    SELECT ${sql.join(columns)} FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)
    ${returning.length > 0 ? sql`RETURNING ${sql.join(returning.map((name) => sql.ref(name)))}` : sql``}`.execute(db);
  return result.rows;
}

/** A mailer for the seed's service calls: the demo's history sends no mail. */
const NO_MAIL: Mailer = {
  enabled: false,
  enqueue: async () => undefined,
  kick: () => undefined,
  close: () => undefined,
  schedulePurge: async () => undefined,
};

/** What the onboarding seed wrote (the demo's start prints nothing of it; tests read it). */
export interface OnboardingSeedResult {
  /** Pipeline applicants given onboarding data. */
  applicants: number;
  versions: number;
}

/**
 * Seeds the demo agency's onboarding (see the top of this file): the pipeline applicants' forms written in
 * a few statements, and the demo applicant account's through the services. `dataKey` is the server's data
 * encryption key (platform/crypto `dataKey(config)`): the values must open with it.
 */
export async function seedOnboarding(
  db: Db,
  options: { agencyId: number; dataKey: Buffer; events: EventBus; accountApplicantId?: number | null; now?: Date },
): Promise<OnboardingSeedResult> {
  const { agencyId } = options;
  const vault = createValueVault(options.dataKey);
  const nowMs = (options.now ?? new Date()).getTime();
  const random = prng(0x0b0a_4d1e);

  const agency = await db
    .selectFrom('agencies')
    .select(['name', 'address1', 'city', 'state', 'zip_code'])
    .where('id', '=', agencyId)
    .executeTakeFirstOrThrow();
  const staff: Staff[] = (
    await db
      .selectFrom('recruiters')
      .innerJoin('users', 'users.id', 'recruiters.user_id')
      .select(['recruiters.id', 'recruiters.roles', 'recruiters.title', 'users.first_name', 'users.last_name'])
      .where('recruiters.agency_id', '=', agencyId)
      .orderBy('recruiters.id')
      .execute()
  )
    .map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`,
      firstName: row.first_name,
      lastName: row.last_name,
      title: row.title || 'Recruiter',
      roles: row.roles as RoleKey[],
    }))
    .filter((member) => can(member.roles, 'onboarding.review'));
  if (staff.length === 0) return { applicants: 0, versions: 0 };
  const staffById = new Map(staff.map((member) => [member.id, member]));

  const applicants = (await db
    .selectFrom('applicants')
    .select([
      'id',
      'first_name',
      'middle_name',
      'last_name',
      'email',
      'mobile_phone',
      'address_line1',
      'address_line2',
      'city',
      'state',
      'zip',
      sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      'status',
      'discipline',
      'owner_id',
      'created_at',
      'status_changed_at',
    ])
    .where('agency_id', '=', agencyId)
    .where('user_id', 'is', null)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute()) as unknown as SeedApplicant[];

  const versions: (PlannedVersion & {
    applicantId: number;
    actorName: string;
    signer: string;
    reviewer: Staff;
    meta: RequestMeta;
    staffMeta: RequestMeta;
  })[] = [];
  const consents: object[] = [];
  const audit: AuditEntry[] = [];
  const section2s: {
    applicantId: number;
    data: Data;
    firstDay: string;
    signer: Staff;
    at: number;
    complete: boolean;
    meta: RequestMeta;
  }[] = [];
  let seeded = 0;

  for (const a of applicants) {
    const plan = planFor(random, a.status);
    if (!plan || Object.keys(plan.forms).length === 0) continue;
    // The Nurse Form: submitted by every Accepted nurse (no random draw of its own).
    if (a.status === 'accepted' && isNursingDiscipline(a.discipline)) plan.forms['nurse-form'] = 'submitted';
    // CHRC Form Info: signed by every Accepted applicant and approved (no random draw of its own).
    if (a.status === 'accepted') plan.forms['cbc-form-info'] = 'approved';
    // Physical Info: submitted by every Accepted nurse (a health form, after the offer; no random draw of its own).
    if (a.status === 'accepted' && isNursingDiscipline(a.discipline)) plan.forms['nurse-physical-info'] = 'submitted';
    seeded += 1;
    const personal = (await personalInfoFromRecord(db, agencyId, a.id)) as unknown as Data;
    const data = formData(random, a, personal, nowMs);
    const meta: RequestMeta = {
      ip: `${random.one(APPLICANT_NETS)}.${random.int(2, 254)}`,
      userAgent: random.one(USER_AGENTS),
    };
    const staffMeta: RequestMeta = { ip: `${STAFF_NET}.${random.int(2, 254)}`, userAgent: STAFF_USER_AGENT };
    const reviewer = (a.owner_id !== null ? staffById.get(a.owner_id) : undefined) ?? random.one(staff);
    const actor = { kind: 'applicant' as const, id: a.id, name: `${a.first_name} ${a.last_name}`.trim() };
    const signer = [a.first_name, a.middle_name, a.last_name].filter(Boolean).join(' ');

    // The moments of the events, in order: the forms before the offer was accepted, the I-9 after it.
    const accepted = a.status === 'accepted' ? a.status_changed_at.getTime() : nowMs;
    const from = Math.max(a.created_at.getTime() + HOUR, nowMs - 60 * DAY);
    const forms = (Object.keys(plan.forms) as OnboardingFormKey[]).filter((form) => form !== 'uscis-info');
    const early = moments(random, 1 + forms.length * 3, from, Math.min(accepted, nowMs) - 2 * HOUR);
    const late = moments(random, 5, Math.max(accepted, early.at(-1)!) + 10 * MINUTE, nowMs - 30 * MINUTE);
    const timeline = [...early, ...late].map((at) => Math.min(at, nowMs - 5 * MINUTE));
    const next = () => timeline.shift() ?? nowMs - 5 * MINUTE;

    const consentAt = next();
    let consentGiven = false;
    const add = (
      form: OnboardingFormKey,
      version: number,
      status: StoredStatus,
      reason: string | null,
      previous: PlannedVersion | null,
    ): PlannedVersion => {
      const startedAt = next();
      const planned: PlannedVersion = {
        form,
        version,
        status,
        data:
          status === 'in-progress'
            ? draftOf(form, data[form])
            : validateWith<Data>(onboardingFormSchemas[form], data[form]),
        startedAt,
        submittedAt: status === 'in-progress' ? null : startedAt + random.int(3, 25) * MINUTE,
        reviewedAt: status === 'approved' || status === 'changes-requested' ? next() : null,
        reason,
      };
      if (planned.submittedAt !== null && onboardingForm(form).signed && !consentGiven) {
        consentGiven = true;
        consents.push({
          agency_id: agencyId,
          applicant_id: a.id,
          version: ESIGN_CONSENT_VERSION,
          given_at: new Date(consentAt),
          given_ip: meta.ip,
          given_user_agent: meta.userAgent,
        });
        audit.push({
          agencyId,
          applicantId: a.id,
          action: 'consent-given',
          form: null,
          version: null,
          actor,
          meta,
          detail: AUDIT_DETAIL.consentGiven(ESIGN_CONSENT_VERSION),
          at: new Date(consentAt),
        });
      }
      audit.push({
        agencyId,
        applicantId: a.id,
        action: 'draft-started',
        form,
        version,
        actor,
        meta,
        detail: AUDIT_DETAIL.draftStarted(version, previous),
        at: new Date(startedAt),
      });
      versions.push({ ...planned, applicantId: a.id, actorName: actor.name, signer, reviewer, meta, staffMeta });
      return planned;
    };
    const write = (form: OnboardingFormKey, outcome: Outcome) => {
      if (outcome !== 'changes-requested' && outcome !== 'resubmitted') return add(form, 1, outcome, null, null);
      const reason = random.one(CHANGE_REASONS[form] ?? ['Please check this form and submit it again.']);
      const first = add(form, 1, 'changes-requested', reason, null);
      return outcome === 'resubmitted' ? add(form, 2, 'submitted', null, first) : first;
    };
    for (const form of forms) write(form, plan.forms[form]!);
    if (plan.forms['uscis-info']) write('uscis-info', plan.forms['uscis-info']);
    if (plan.section2 !== 'none') {
      const firstDay = day(accepted + random.int(4, 20) * DAY);
      section2s.push({
        applicantId: a.id,
        data: validateWith<Data>(i9Section2Schema, {
          ...section2Documents(random, data['uscis-info'], data['identification-info'], nowMs),
          AdditionalInformation: '',
          AlternativeProcedure: false,
          FirstDayOfEmployment: firstDay,
          EmployerLastName: reviewer.lastName,
          EmployerFirstName: reviewer.firstName,
          EmployerTitle: reviewer.title,
          BusinessName: agency.name,
          BusinessAddress: agency.address1,
          City: agency.city,
          State: agency.state,
          Zip: agency.zip_code,
        }),
        firstDay,
        signer: reviewer,
        at: next(),
        complete: plan.section2 === 'completed',
        meta: staffMeta,
      });
    }
  }

  // The versions (one statement), then their signatures and audit rows.
  const contents = versions.map((v) =>
    v.submittedAt === null
      ? null
      : submittedContent(vault, { agencyId, applicantId: v.applicantId }, v.form, v.version, v.data),
  );
  const at = (ms: number | null) => (ms === null ? null : new Date(ms));
  const inserted = await insertRows<{ id: number; applicant_id: number; form: string; version: number }>(
    db,
    'onboarding_documents',
    versions.map((v, i) => ({
      agency_id: agencyId,
      applicant_id: v.applicantId,
      form: v.form,
      version: v.version,
      status: v.status,
      data: JSON.parse(documentColumn(vault, { agencyId, applicantId: v.applicantId, form: v.form }, v.data)) as Data,
      edition: onboardingForm(v.form).edition,
      canonical_text: contents[i]?.canonical ?? null,
      document_hash: contents[i]?.hash ?? null,
      created_at: at(v.startedAt),
      updated_at: at(v.reviewedAt ?? v.submittedAt ?? v.startedAt),
      submitted_at: at(v.submittedAt),
      reviewed_at: at(v.reviewedAt),
      reviewed_by: v.reviewedAt === null ? null : v.reviewer.id,
      reviewed_by_name: v.reviewedAt === null ? '' : v.reviewer.name,
      changes_reason: v.reason,
    })),
    ['id', 'applicant_id', 'form', 'version'],
  );
  const idOf = new Map(inserted.map((row) => [`${row.applicant_id}:${row.form}:${row.version}`, row.id]));
  const documentId = (applicantId: number, form: string, version: number) =>
    idOf.get(`${applicantId}:${form}:${version}`)!;
  // The health forms' data, apart (form-data.ts).
  const healthRows = versions.flatMap((v) => {
    const target = {
      agencyId,
      applicantId: v.applicantId,
      form: v.form,
      documentId: documentId(v.applicantId, v.form, v.version),
    };
    const health = healthColumn(vault, target, v.data);
    return health === null ? [] : [{ document_id: target.documentId, agency_id: agencyId, data: health }];
  });
  if (healthRows.length > 0) await insertRows(db, 'onboarding_health_data', healthRows, ['document_id']);
  // Every submitted version tells its listeners as a submission does (`onboarding.formSubmitted`: the Nurse
  // Form's license and certification expiries, Physical Info's TB test and fit test), the Nurse Form's first.
  const reportOrder = (form: OnboardingFormKey) => ['nurse-form', 'nurse-physical-info', form].indexOf(form);
  const submitted = versions
    .filter((v) => v.submittedAt !== null)
    .sort((a, b) => reportOrder(a.form) - reportOrder(b.form));
  for (const v of submitted)
    await options.events.emit(db, 'onboarding.formSubmitted', {
      agencyId,
      applicantId: v.applicantId,
      form: v.form,
      expiries: reportedExpiries(v.form, v.data),
    });

  const signatures: object[] = [];
  versions.forEach((v, i) => {
    const content = contents[i];
    if (!content || v.submittedAt === null) return;
    const actor = { kind: 'applicant' as const, id: v.applicantId, name: v.actorName };
    const entry = { agencyId, applicantId: v.applicantId, form: v.form, version: v.version };
    audit.push({
      ...entry,
      action: 'submitted',
      actor,
      meta: v.meta,
      detail: AUDIT_DETAIL.submitted(v.version, content.hash),
      at: new Date(v.submittedAt),
    });
    if (onboardingForm(v.form).signed) {
      signatures.push({
        agency_id: agencyId,
        applicant_id: v.applicantId,
        document_id: documentId(v.applicantId, v.form, v.version),
        signer: 'applicant',
        position: 0,
        typed_name: v.signer,
        signed_at: at(v.submittedAt),
        ip: v.meta.ip,
        user_agent: v.meta.userAgent,
        document_hash: content.hash,
        edition: onboardingForm(v.form).edition,
      });
      audit.push({
        ...entry,
        action: 'signed',
        actor,
        meta: v.meta,
        detail: AUDIT_DETAIL.signed([{ signer: 'applicant', signature: { typedName: v.signer, png: null } }]),
        at: new Date(v.submittedAt),
      });
    }
    if (v.reviewedAt !== null)
      audit.push({
        ...entry,
        action: v.status === 'approved' ? 'approved' : 'changes-requested',
        actor: { kind: 'staff', id: v.reviewer.id, name: v.reviewer.name },
        meta: v.staffMeta,
        detail: v.status === 'approved' ? STAFF_AUDIT_DETAIL.approved(v.version) : (v.reason ?? ''),
        at: new Date(v.reviewedAt),
      });
  });

  // I-9 Section 2: a draft, or signed by the employer over the latest submitted Section 1.
  const section1 = new Map<number, { id: number; hash: string }>();
  versions.forEach((v, i) => {
    if (v.form === 'uscis-info' && contents[i])
      section1.set(v.applicantId, { id: documentId(v.applicantId, v.form, v.version), hash: contents[i].hash });
  });
  const s2Contents = section2s.map((s2) => {
    const signed = s2.complete ? section1.get(s2.applicantId) : undefined;
    return signed
      ? {
          ...section2Content(vault, { agencyId, applicantId: s2.applicantId }, signed.hash, s2.data),
          section1: signed.id,
        }
      : null;
  });
  const s2Inserted = await insertRows<{ id: number; applicant_id: number }>(
    db,
    'onboarding_i9_section2',
    section2s.map((s2, i) => ({
      agency_id: agencyId,
      applicant_id: s2.applicantId,
      status: s2Contents[i] ? 'completed' : 'in-progress',
      data: JSON.parse(
        s2Contents[i]?.sealed ??
          JSON.stringify(
            vault.seal(
              s2.data,
              { agencyId, applicantId: s2.applicantId, form: SECTION2_SCOPE },
              I9_SECTION2_SENSITIVE_FIELDS,
            ),
          ),
      ) as Data,
      first_day: s2.firstDay,
      section1_document_id: s2Contents[i]?.section1 ?? null,
      canonical_text: s2Contents[i]?.canonical ?? null,
      document_hash: s2Contents[i]?.hash ?? null,
      updated_at: at(s2.at),
      updated_by: s2.signer.id,
      completed_at: s2Contents[i] ? at(s2.at) : null,
    })),
    ['id', 'applicant_id'],
  );
  const s2Id = new Map(s2Inserted.map((row) => [row.applicant_id, row.id]));
  section2s.forEach((s2, i) => {
    const content = s2Contents[i];
    if (!content) return;
    const typedName = `${s2.signer.firstName} ${s2.signer.lastName}`;
    signatures.push({
      agency_id: agencyId,
      applicant_id: s2.applicantId,
      section2_id: s2Id.get(s2.applicantId)!,
      signer: 'employer',
      position: 0,
      signer_recruiter_id: s2.signer.id,
      typed_name: typedName,
      signed_at: at(s2.at),
      ip: s2.meta.ip,
      user_agent: s2.meta.userAgent,
      document_hash: content.hash,
      edition: I9_EDITION,
    });
    audit.push({
      agencyId,
      applicantId: s2.applicantId,
      action: 'section-2-signed',
      form: 'uscis-info',
      version: null,
      actor: { kind: 'staff', id: s2.signer.id, name: s2.signer.name },
      meta: s2.meta,
      detail: STAFF_AUDIT_DETAIL.section2Signed(typedName, s2.firstDay, content.hash),
      at: new Date(s2.at),
    });
  });

  await insertRows(db, 'onboarding_consents', consents);
  await insertRows(db, 'onboarding_signatures', signatures);
  await insertRows(
    db,
    'onboarding_audit',
    audit.sort((x, y) => x.at!.getTime() - y.at!.getTime()).map((entry) => auditValues(entry)),
  );

  if (options.accountApplicantId)
    await seedAccount(
      { db, vault, events: options.events },
      agencyId,
      options.accountApplicantId,
      staff.find((member) => member.roles.includes('recruiter')) ?? staff[0]!,
    );
  return { applicants: seeded, versions: versions.length };
}

/**
 * The demo applicant account, through the services as its owner and the staff would: Personal Info saved,
 * submitted (the record takes its address) and approved; Identification started (a draft).
 */
async function seedAccount(engine: EngineDeps, agencyId: number, applicantId: number, reviewer: Staff) {
  const { db, vault } = engine;
  const caller = { agencyId, applicantId };
  const meta: RequestMeta = { ip: '198.51.100.23', userAgent: USER_AGENTS[0]! };
  const record = (await personalInfoFromRecord(db, agencyId, applicantId)) as unknown as Data;
  const personal: Data = {
    ...record,
    MobilePhone: '+1 217 555 0142',
    AddressLine1: '410 Oak Street',
    AddressLine2: 'Apt 3B',
    City: 'Springfield',
    State: 'IL',
    Zip: '62704',
    DateOfBirth: '1994-06-18',
    Discipline: 'RN',
    Specialties: ['ICU'],
    YearsOfExperience: 5,
    DesiredShift: 'nights',
    EmploymentTypes: ['travel'],
  };
  await saveDraft(engine, caller, 'personal-info', { Data: personal }, meta);
  await submitForm(engine, caller, 'personal-info', { Data: personal }, meta);
  await approveForm(
    { db, vault, mail: NO_MAIL },
    { agencyId, recruiterId: reviewer.id },
    applicantId,
    'personal-info',
    { ip: `${STAFF_NET}.10`, userAgent: STAFF_USER_AGENT },
  );
  await saveDraft(
    engine,
    caller,
    'identification-info',
    {
      Data: {
        Documents: [
          {
            Id: 'doc-1',
            Type: 'drivers-license',
            OtherType: '',
            IssuingState: 'IL',
            IssuingCountry: '',
            Number: 'TEST482913',
            IssueDate: '2023-03-14',
            ExpiryDate: null,
            FrontUploadId: null,
            BackUploadId: null,
          },
        ],
      },
    },
    meta,
  );
  // The Nurse Form started (the account is an RN): its license entered, the rest to do.
  await saveDraft(
    engine,
    caller,
    'nurse-form',
    {
      Data: {
        Licenses: [
          {
            Id: 'license-1',
            Type: 'RN',
            OtherType: '',
            State: 'IL',
            Number: 'TEST041877',
            Compact: false,
            IssueDate: '2019-07-01',
            ExpiryDate: '2027-05-31',
            CardUploadId: null,
          },
        ],
        Certifications: [],
        Education: [],
        Employment: [],
        References: [],
        HasMilitaryService: false,
        Military: null,
      },
    },
    meta,
  );
}
