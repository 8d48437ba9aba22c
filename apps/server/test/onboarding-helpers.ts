import { deflateSync, crc32 } from 'node:zlib';
import { expect } from 'vitest';
import { ESIGN_CONSENT_VERSION, type OnboardingFormKey } from '@agency/api-client/contract';
import { createAccount } from '../src/features/account';
import { agencyIdOf } from '../src/features/agency';
import { DEFAULT_AGENCY_DOCUMENTS, documentHash } from '../src/features/agency-documents';
import { http, PASSWORD, signIn, type TestServer } from './helpers';

/** A real 1×1 PNG (the drawn mark of a signature) as a data URL. */
export function pngDataUrl(): string {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Test identifiers: none of them may appear in plain text at rest. */
export const SECRETS = {
  ssn: '739104852',
  ein: '847201936',
  license: 'DL8842XQ7',
  passport: 'P7731QZ94',
  listA: 'LA5519KW3',
} as const;

export const PERSONAL_INFO = {
  FirstName: 'Maria',
  MiddleName: 'Luisa',
  LastName: 'Rivera',
  PreferredName: 'Mari',
  OtherLastNames: 'Gomez',
  Email: 'maria.rivera@mail.test',
  MobilePhone: '+1 555 010 3000',
  OtherPhone: '',
  AddressLine1: '2400 Travis Street',
  AddressLine2: 'Apt 12',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
  DateOfBirth: '1990-04-12',
  Discipline: 'RN',
  Specialties: ['ICU'],
  YearsOfExperience: 6,
  DesiredShift: 'nights',
  EmploymentTypes: ['travel'],
  AvailableFrom: '2026-12-01',
};

export const W9 = {
  Name: 'Maria L Rivera',
  BusinessName: '',
  TaxClassification: 'individual',
  LlcClassification: null,
  OtherClassification: '',
  ForeignPartners: false,
  ExemptPayeeCode: null,
  FatcaCode: null,
  Address: '2400 Travis Street, Apt 12',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
  RequesterNameAddress: '',
  AccountNumbers: '',
  TinType: 'ssn',
  Tin: SECRETS.ssn,
  CertificationItem2Crossed: false,
};

export const EMERGENCY = {
  Primary: {
    Name: 'Jorge Rivera',
    Relationship: 'spouse-partner',
    Phone: '+1 555 010 4000',
    OtherPhone: '',
    Email: '',
    AddressLine1: '',
    AddressLine2: '',
    City: '',
    State: null,
    Zip: '',
  },
  Secondary: null,
};

export const I9 = {
  LastName: 'Rivera',
  FirstName: 'Maria',
  MiddleInitial: 'L',
  OtherLastNames: '',
  Address: '2400 Travis Street',
  AptNumber: '12',
  City: 'Houston',
  State: 'TX',
  Zip: '77006',
  DateOfBirth: '1990-04-12',
  Ssn: SECRETS.ssn,
  Email: '',
  Phone: '',
  Attestation: 'citizen',
  UscisNumber: '',
  WorkAuthorizationExpires: null,
  I94Number: '',
  ForeignPassportNumber: '',
  PassportCountry: '',
  UsedPreparer: false,
  Preparers: [],
};

export const PREPARER = {
  LastName: 'Santos',
  FirstName: 'Jose',
  MiddleInitial: '',
  Address: '100 Main Street',
  City: 'Houston',
  State: 'TX',
  Zip: '77002',
};

export const SECTION2 = {
  DocumentsKind: 'list-a',
  ListA: [
    {
      Title: 'U.S. Passport',
      IssuingAuthority: 'U.S. Department of State',
      Number: SECRETS.listA,
      Expiration: '2031-05-01',
    },
  ],
  ListB: null,
  ListC: null,
  AdditionalInformation: '',
  AlternativeProcedure: false,
  FirstDayOfEmployment: '2020-01-06',
  EmployerLastName: 'Nguyen',
  EmployerFirstName: 'Linh',
  EmployerTitle: 'Compliance Coordinator',
  BusinessName: 'Demo Staffing',
  BusinessAddress: '100 Main Street',
  City: 'Springfield',
  State: 'IL',
  Zip: '62701',
};

export const SIGNATURE = { TypedName: 'Maria L Rivera', Drawn: null };

/** YYYY-MM-DD, `years` years before today (UTC). */
const yearsBefore = (years: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10);
};

/** CHRC Form Info: typed SSN and license (SECRETS), 7 years of Texas addresses (no state notice). */
export const CBC = {
  DisclosureAcknowledged: true,
  FirstName: 'Maria',
  MiddleName: 'Luisa',
  LastName: 'Rivera',
  OtherNames: [{ Id: 'name-1', Name: 'Maria Gomez', FromDate: '2008-06-01', ToDate: '2016-09-12' }],
  DateOfBirth: '1990-04-12',
  SsnSource: 'entered',
  Ssn: SECRETS.ssn,
  NoDriversLicense: false,
  DriversLicenseNumber: SECRETS.license,
  DriversLicenseState: 'TX',
  Addresses: [
    {
      Id: 'address-1',
      AddressLine1: '2400 Travis Street',
      AddressLine2: 'Apt 12',
      City: 'Houston',
      State: 'TX',
      Zip: '77006',
      FromDate: yearsBefore(3),
      ToDate: null,
      Current: true,
    },
    {
      Id: 'address-2',
      AddressLine1: '88 Bayou Road',
      AddressLine2: '',
      City: 'Galveston',
      State: 'TX',
      Zip: '77550',
      FromDate: yearsBefore(9),
      ToDate: yearsBefore(3),
      Current: false,
    },
  ],
  GapExplanation: '',
  CopyOfReport: false,
  StateNoticesAcknowledged: false,
  NyChrcConsent: false,
};

/** A valid Nurse Form: an RN license, BLS, a BSN, two jobs, two supervisory references. */
export const NURSE_FORM = {
  Licenses: [
    {
      Id: 'license-1',
      Type: 'RN',
      OtherType: '',
      State: 'TX',
      Number: 'RN778812',
      Compact: true,
      IssueDate: '2018-06-01',
      ExpiryDate: '2030-05-31',
      CardUploadId: null,
    },
  ],
  Certifications: [
    {
      Id: 'cert-1',
      Name: 'BLS',
      OtherName: '',
      IssuedBy: 'American Heart Association',
      ExpiryDate: '2029-03-31',
      CardUploadId: null,
    },
  ],
  Education: [
    {
      Id: 'school-1',
      School: 'University of Texas at Austin',
      City: 'Austin',
      State: 'TX',
      Degree: 'BSN',
      Field: 'Nursing',
      From: '2014-08-25',
      To: '2018-05-15',
      Graduated: true,
    },
  ],
  Employment: [
    {
      Id: 'job-1',
      Facility: "St. David's Medical Center",
      City: 'Austin',
      State: 'TX',
      Unit: 'Med-Surg',
      BedCount: 350,
      Position: 'Staff RN',
      Charge: false,
      Current: false,
      From: '2018-07-01',
      To: '2021-06-30',
      ReasonForLeaving: 'Moved to a critical care unit',
      GapExplanation: '',
    },
    {
      Id: 'job-2',
      Facility: 'Dell Seton Medical Center',
      City: 'Austin',
      State: 'TX',
      Unit: 'ICU',
      BedCount: 211,
      Position: 'ICU RN',
      Charge: true,
      Current: true,
      From: '2021-08-02',
      To: null,
      ReasonForLeaving: '',
      GapExplanation: '',
    },
  ],
  References: [
    {
      Id: 'reference-1',
      Name: 'Maria Lopez',
      Title: 'ICU Nurse Manager',
      Facility: 'Dell Seton Medical Center',
      Phone: '512 555 0101',
      Email: 'maria.lopez@example.com',
      Relationship: 'manager',
      Supervisory: true,
      WorkedTogetherFrom: '2021-08-02',
      WorkedTogetherTo: null,
    },
    {
      Id: 'reference-2',
      Name: 'James Carter',
      Title: 'Charge Nurse',
      Facility: "St. David's Medical Center",
      Phone: '512 555 0102',
      Email: 'james.carter@example.com',
      Relationship: 'charge-nurse',
      Supervisory: true,
      WorkedTogetherFrom: '2018-07-01',
      WorkedTogetherTo: '2021-06-30',
    },
  ],
  HasMilitaryService: false,
  Military: null,
};

let counter = 0;

/** A new applicant account of the agency (a New Lead), signed in: its id and access token. */
export async function newApplicant(
  s: TestServer,
  slug = 'demo',
): Promise<{ id: number; token: string; email: string }> {
  counter += 1;
  const email = `onb${counter}.${Math.random().toString(36).slice(2, 8)}@mail.test`;
  const created = await createAccount(s.app.services.db, s.app.services.hasher, {
    agencyId: await agencyIdOf(s.app.services.db, slug),
    email,
    password: PASSWORD,
    firstName: 'Maria',
    lastName: 'Rivera',
    verified: true,
    kind: { type: 'applicant' },
  });
  const token = (await signIn(s, email, PASSWORD, slug === 'demo' ? undefined : slug)).access_token;
  return { id: created.recordId, token, email };
}

/** Gives the current e-sign consent. */
export async function consent(s: TestServer, token: string): Promise<void> {
  const given = await http(s, 'POST', '/api/onboarding/consent', { token, body: { Version: ESIGN_CONSENT_VERSION } });
  expect([200, 201]).toContain(given.status);
}

/** Submits a form and expects 200. */
export async function submit(
  s: TestServer,
  token: string,
  form: OnboardingFormKey,
  data: unknown,
  signature: unknown = null,
  extra: Record<string, unknown> = {},
) {
  const result = await http<Record<string, unknown>>(s, 'POST', `/api/onboarding/forms/${form}/submit`, {
    token,
    body: { Data: data, Signature: signature, ...extra },
    headers: { 'user-agent': 'OnboardingTest/1.0' },
  });
  expect(result.status, result.text).toBe(200);
  return result.json;
}

/** A raw request with a binary body (uploads). */
export async function rawRequest(
  s: TestServer,
  method: string,
  path: string,
  token: string,
  body?: Buffer,
  contentType = 'application/octet-stream',
): Promise<{ status: number; headers: Headers; bytes: Buffer; json: Record<string, unknown> | undefined }> {
  const response = await fetch(`${s.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': contentType } : {}) },
    body,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, bytes, json };
}

/**
 * The data of the Agreement or Terms & Conditions form accepting version `version` (default 1: the example
 * text every new agency has), with its SHA-256 as the server computes it.
 */
export function acceptance(
  kind: 'agreement' | 'terms',
  version = 1,
  text: { title: string; body: string } = DEFAULT_AGENCY_DOCUMENTS[kind],
) {
  return { DocumentVersion: version, DocumentHash: documentHash({ kind, version, ...text }), Accepted: true };
}
