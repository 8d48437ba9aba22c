import type { Kysely } from 'kysely';
import type { OnboardingFormKey, PersonalInfoData } from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import { loadApplicant } from '../applicants';
import { readFormData } from './form-data';
import type { Data, ValueVault } from './sensitive';

/**
 * What the agency already knows for a form, before the applicant types it (ONE mechanism for every form):
 * the applicant record (which a submitted Personal Info keeps up to date) and the forms submitted earlier.
 * The applicant's form screen starts from these values and the applicant changes any of them:
 * `formDocument` lays the saved draft over them (what was typed wins), staff never see them as answers.
 * Values are in full here: the sensitive ones are masked in every answer, and a mask sent back unchanged is
 * put back by `unmaskInput` against them, as a form's own stored values are.
 *
 * - Personal Info: the record.
 * - W-9: line 1 the legal name, lines 5 and 6 the address.
 * - I-9 Section 1: name, other last names (Personal Info's), address, date of birth, e-mail, phone.
 * - CHRC: legal name, date of birth, the driver's license of Identification Info, the current address.
 * - Identification Info: the driver's license of the CHRC form.
 * The other forms hold nothing the agency knows before (contacts, health, the agency's own texts).
 */
export async function knownValues(
  db: Kysely<Database>,
  vault: ValueVault,
  agencyId: number,
  applicantId: number,
  form: OnboardingFormKey,
): Promise<Data | null> {
  if (!PREFILLED.has(form)) return null;
  const record = await personalInfoFromRecord(db, agencyId, applicantId);
  if (!record) return null;
  const text = (value: string | null | undefined) => value ?? '';
  const address = {
    AddressLine1: text(record.AddressLine1),
    AddressLine2: text(record.AddressLine2),
    City: text(record.City),
    State: record.State,
    Zip: text(record.Zip),
  };
  const submitted = (other: OnboardingFormKey) => latestSubmitted(db, vault, agencyId, applicantId, other);
  switch (form) {
    case 'personal-info':
      return record as unknown as Data;
    case 'w9-form-info':
      return {
        Name: [record.FirstName, record.MiddleName, record.LastName].filter(Boolean).join(' '),
        Address: [address.AddressLine1, address.AddressLine2].filter(Boolean).join(', '),
        City: address.City,
        State: address.State,
        Zip: address.Zip,
      };
    case 'uscis-info': {
      const personal = await submitted('personal-info');
      return {
        LastName: record.LastName,
        FirstName: record.FirstName,
        MiddleInitial: text(record.MiddleName).slice(0, 1).toUpperCase(),
        OtherLastNames: typeof personal?.OtherLastNames === 'string' ? personal.OtherLastNames : '',
        Address: address.AddressLine1,
        AptNumber: address.AddressLine2,
        City: address.City,
        State: address.State,
        Zip: address.Zip,
        DateOfBirth: record.DateOfBirth,
        Email: record.Email,
        Phone: record.MobilePhone,
      };
    }
    case 'cbc-form-info': {
      const license = driversLicense(await submitted('identification-info'));
      return {
        FirstName: record.FirstName,
        MiddleName: record.MiddleName,
        LastName: record.LastName,
        DateOfBirth: record.DateOfBirth,
        ...(license
          ? { NoDriversLicense: false, DriversLicenseNumber: license.number, DriversLicenseState: license.state }
          : {}),
        // Where the applicant lives now (no move-out date); the move-in date is theirs to give.
        Addresses: address.AddressLine1
          ? [{ Id: 'current-address', ...address, FromDate: null, ToDate: null, Current: true }]
          : [],
      };
    }
    case 'identification-info': {
      const cbc = await submitted('cbc-form-info');
      if (
        !cbc ||
        cbc.NoDriversLicense === true ||
        typeof cbc.DriversLicenseNumber !== 'string' ||
        !cbc.DriversLicenseNumber
      )
        return null;
      return {
        Documents: [
          {
            Id: 'drivers-license',
            Type: 'drivers-license',
            OtherType: '',
            IssuingState: cbc.DriversLicenseState ?? null,
            IssuingCountry: '',
            Number: cbc.DriversLicenseNumber,
            IssueDate: null,
            ExpiryDate: null,
            FrontUploadId: null,
            BackUploadId: null,
          },
        ],
      };
    }
    default:
      return null;
  }
}

/** The forms `knownValues` fills. */
const PREFILLED: ReadonlySet<OnboardingFormKey> = new Set([
  'personal-info',
  'w9-form-info',
  'uscis-info',
  'cbc-form-info',
  'identification-info',
]);

/** The data of the applicant's latest submitted version of a form (submitted, approved or sent back), or null. */
async function latestSubmitted(
  db: Kysely<Database>,
  vault: ValueVault,
  agencyId: number,
  applicantId: number,
  form: OnboardingFormKey,
): Promise<Data | null> {
  const row = await db
    .selectFrom('onboarding_documents')
    .select(['id', 'data'])
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .where('form', '=', form)
    .where('status', '!=', 'in-progress')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return readFormData(db, vault, { agencyId, applicantId, form, documentId: row.id }, row.data as Data);
}

/** The first driver's license of Identification Info's documents, or null. */
function driversLicense(identification: Data | null): { number: string; state: unknown } | null {
  const documents = Array.isArray(identification?.Documents) ? (identification.Documents as Data[]) : [];
  const license = documents.find((document) => document.Type === 'drivers-license');
  if (!license || typeof license.Number !== 'string' || license.Number === '') return null;
  return { number: license.Number, state: license.IssuingState ?? null };
}

/** Personal Info before its first save: the applicant record's values. */
export async function personalInfoFromRecord(
  db: Kysely<Database>,
  agencyId: number,
  applicantId: number,
): Promise<PersonalInfoData | null> {
  const record = await loadApplicant(db, agencyId, applicantId, { includeArchived: true });
  if (!record) return null;
  return {
    FirstName: record.FirstName,
    MiddleName: record.MiddleName,
    LastName: record.LastName,
    PreferredName: record.PreferredName,
    OtherLastNames: '',
    Email: record.Email,
    MobilePhone: record.MobilePhone,
    OtherPhone: record.OtherPhone,
    AddressLine1: record.AddressLine1,
    AddressLine2: record.AddressLine2,
    City: record.City,
    State: record.State,
    Zip: record.Zip,
    DateOfBirth: record.DateOfBirth,
    Discipline: record.Discipline,
    Specialties: record.Specialties,
    YearsOfExperience: record.YearsOfExperience,
    DesiredShift: record.DesiredShift,
    EmploymentTypes: record.EmploymentTypes,
    AvailableFrom: record.AvailableFrom,
  };
}
