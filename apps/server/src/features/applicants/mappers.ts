import type {
  Applicant,
  ApplicantDocument,
  ApplicantOwner,
  ApplicantSource,
  ApplicantStatus,
  ApplicantSummary,
  Discipline,
  EmploymentType,
  RESUME_TYPES,
  Shift,
  Specialty,
  UsStateCode,
} from '@agency/api-client/contract';
import type { FormRules } from '../../core/form-rules';
import { toOnboardingProgress } from './onboarding';
import { personName } from '../../core/identity';

/** A timestamp as read (pg and PGlite give a Date; a text cast gives a string) → ISO 8601. */
const iso = (value: Date | string): string => new Date(value).toISOString();

/** The columns of a list row (queries.ts `summaryColumns`): the applicant and its owner's name. */
export interface ApplicantSummaryRow {
  id: number;
  number: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  preferred_name: string;
  email: string;
  mobile_phone: string;
  city: string;
  state: string | null;
  discipline: string | null;
  specialties: string[];
  status: ApplicantStatus;
  status_changed_at: Date | string;
  owner_id: number | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  source: ApplicantSource;
  tags: string[];
  created_at: Date | string;
  updated_at: Date | string;
  /** [approved, waiting for review, changes requested] (onboarding.ts onboardingProgressColumn). */
  onboarding_progress: (number | string)[] | null;
}

/** The columns of the whole record (queries.ts `recordColumns`); dates are read as YYYY-MM-DD text. */
export interface ApplicantRow extends ApplicantSummaryRow {
  other_phone: string;
  address_line1: string;
  address_line2: string;
  zip: string;
  date_of_birth: string | null;
  years_of_experience: number | null;
  license_states: string[];
  compact_license: boolean;
  desired_locations: string[];
  desired_shift: string | null;
  employment_types: string[];
  available_from: string | null;
  user_id: string | null;
  archived_at: Date | string | null;
}

/** An applicant_documents row. */
export interface ApplicantDocumentRow {
  id: number;
  kind: 'resume';
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: Date | string;
  uploaded_by_name: string;
}

/** The owner of a row (null: unassigned). */
export function toOwner(row: Pick<ApplicantSummaryRow, 'owner_id' | 'owner_first_name' | 'owner_last_name'>) {
  if (row.owner_id === null) return null;
  return {
    RecruiterId: row.owner_id,
    Name: personName(row.owner_first_name ?? '', row.owner_last_name ?? ''),
  } satisfies ApplicantOwner;
}

/** A list row → the contract's `ApplicantSummary`. */
export function toApplicantSummary(row: ApplicantSummaryRow, rules: FormRules): ApplicantSummary {
  return {
    ApplicantId: row.id,
    Number: row.number,
    FirstName: row.first_name,
    MiddleName: row.middle_name,
    LastName: row.last_name,
    PreferredName: row.preferred_name,
    Email: row.email,
    MobilePhone: row.mobile_phone,
    City: row.city,
    State: row.state as UsStateCode | null,
    Discipline: row.discipline as Discipline | null,
    Specialties: row.specialties as Specialty[],
    Status: row.status,
    StatusChangedAt: iso(row.status_changed_at),
    Owner: toOwner(row),
    Source: row.source,
    Tags: row.tags,
    CreatedAt: iso(row.created_at),
    UpdatedAt: iso(row.updated_at),
    Onboarding: toOnboardingProgress(row.onboarding_progress, row.discipline, rules),
  };
}

/** An applicant_documents row → the contract's `ApplicantDocument`. */
export function toApplicantDocument(row: ApplicantDocumentRow): ApplicantDocument {
  return {
    DocumentId: row.id,
    Kind: row.kind,
    FileName: row.file_name,
    ContentType: row.content_type as keyof typeof RESUME_TYPES,
    Size: row.size,
    UploadedAt: iso(row.uploaded_at),
    UploadedBy: row.uploaded_by_name,
  };
}

/** The whole record and its current resume → the contract's `Applicant`. */
export function toApplicant(row: ApplicantRow, resume: ApplicantDocumentRow | null, rules: FormRules): Applicant {
  return {
    ...toApplicantSummary(row, rules),
    OtherPhone: row.other_phone,
    AddressLine1: row.address_line1,
    AddressLine2: row.address_line2,
    Zip: row.zip,
    DateOfBirth: row.date_of_birth,
    YearsOfExperience: row.years_of_experience,
    LicenseStates: row.license_states as UsStateCode[],
    CompactLicense: row.compact_license,
    DesiredLocations: row.desired_locations as UsStateCode[],
    DesiredShift: row.desired_shift as Shift | null,
    EmploymentTypes: row.employment_types as EmploymentType[],
    AvailableFrom: row.available_from,
    UserId: row.user_id,
    ArchivedAt: row.archived_at === null ? null : iso(row.archived_at),
    Resume: resume ? toApplicantDocument(resume) : null,
  };
}
