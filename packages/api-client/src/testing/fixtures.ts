import {
  APPLICANT_STATUSES,
  type Agency,
  type Applicant,
  type ApplicantActivity,
  type ApplicantDashboard,
  type ApplicantDocument,
  type ApplicantNote,
  type ApplicantOwner,
  type ApplicantOnboardingProgress,
  type ApplicantSummary,
  type Discipline,
  type Specialty,
  type UsStateCode,
  type ApplicantStatusCount,
  type RecruiterClaim,
  type Recruiter,
  type RegistrationResponse,
  type User,
  type UserRole,
  ONBOARDING_FORMS,
  type EsignConsent,
  type I9Section2Document,
  type OnboardingFormDocument,
  type OnboardingOverview,
  type OnboardingUpload,
  type AgencyDocument,
  type PublishedAgencyDocument,
} from '../contract';

const agency: Agency = {
  AgencyId: 1,
  Slug: 'acme',
  Name: 'Acme Healthcare Staffing',
  Email: 'office@acme.test',
  Phone: '+1 555 010 2000',
  Website: 'https://acme.test',
  Address1: '100 Main Street',
  Address2: 'Suite 200',
  City: 'Springfield',
  State: 'IL',
  ZipCode: '62701',
  RecruitmentEmail: 'careers@acme.test',
};

const recruiterClaim: RecruiterClaim = {
  FirstName: 'Jane',
  LastName: 'Doe',
  RecruiterId: 42,
  Roles: ['recruiter', 'supervisor'],
};

const recruiter: Recruiter = {
  RecruiterId: recruiterClaim.RecruiterId,
  UserId: '7d1f0c9e-2b7a-4c1e-9a53-0f6c2f1d4a42',
  AgencyId: agency.AgencyId,
  FirstName: recruiterClaim.FirstName,
  LastName: recruiterClaim.LastName,
  MiddleName: '',
  Email: 'jane.doe@acme.test',
  Phone: '+1 555 010 2042',
  Title: 'Senior Recruiter',
  Roles: recruiterClaim.Roles,
  IsActive: true,
  LastEntryAt: '2026-01-05T14:30:00.000Z',
};

const user: User = {
  UserId: recruiter.UserId,
  AgencyId: agency.AgencyId,
  Email: recruiter.Email,
  FirstName: recruiter.FirstName,
  LastName: recruiter.LastName,
  MiddleName: '',
  Phone: recruiter.Phone,
  UserType: 'staff',
  IsVerified: true,
  MustChangePassword: false,
  CreatedAt: '2025-06-01T09:00:00.000Z',
};

const applicantId = 1001;

const applicantUser: User = {
  UserId: '3c9b6f14-8e2d-4d7a-b0f5-6a1e9c2d1001',
  AgencyId: agency.AgencyId,
  Email: 'sam.lee@mail.test',
  FirstName: 'Sam',
  LastName: 'Lee',
  MiddleName: '',
  Phone: '',
  UserType: 'applicant',
  IsVerified: false,
  MustChangePassword: false,
  CreatedAt: '2026-01-10T12:00:00.000Z',
};

const userRoles: UserRole[] = [
  { RoleKey: 'recruiter', RoleName: 'Recruiter' },
  { RoleKey: 'supervisor', RoleName: 'Supervisor' },
];

const registration: RegistrationResponse = {
  UserId: applicantUser.UserId,
  ApplicantId: applicantId,
  Email: applicantUser.Email,
};

/** Every status once, in menu order, 5 applicants each (sample counts; the demo seed has a funnel of 400). */
const applicantStatusCounts: ApplicantStatusCount[] = APPLICANT_STATUSES.map(({ key }) => ({ Status: key, Count: 5 }));

const owners: ApplicantOwner[] = [
  { RecruiterId: recruiter.RecruiterId, Name: 'Jane Doe' },
  { RecruiterId: 43, Name: 'Marcus Bell' },
  { RecruiterId: 44, Name: 'Priya Raman' },
];

const SAMPLE_PEOPLE: [string, string, Discipline, Specialty[], UsStateCode, string][] = [
  ['Maria', 'Rivera', 'RN', ['ICU', 'Step-Down'], 'TX', 'Houston'],
  ['James', 'Okafor', 'RN', ['ER'], 'IL', 'Chicago'],
  ['Aisha', 'Khan', 'LPN/LVN', ['LTC'], 'OH', 'Columbus'],
  ['Chen', 'Wang', 'RT', [], 'CA', 'San Diego'],
  ['Sofia', 'Rossi', 'RN', ['L&D', 'NICU'], 'AZ', 'Phoenix'],
  ['David', 'Miller', 'CNA', ['Home Health'], 'FL', 'Tampa'],
  ['Priya', 'Patel', 'PT', ['Rehab'], 'NJ', 'Newark'],
  ['Lucas', 'Silva', 'CST', ['OR'], 'GA', 'Atlanta'],
  ['Grace', 'Kim', 'RN', ['Med-Surg', 'Tele'], 'WA', 'Seattle'],
  ['Omar', 'Haddad', 'Radiology Tech', [], 'MI', 'Detroit'],
  ['Elena', 'Novak', 'RN', ['Oncology'], 'NY', 'Buffalo'],
  ['Noah', 'Brown', 'Pharmacist', [], 'CO', 'Denver'],
];

/**
 * The onboarding progress of the sample applicants, in turn: 3 of 5 approved and 1 waiting for review,
 * not started, complete, 1 approved and 1 sent back for changes.
 */
const SAMPLE_ONBOARDING: ApplicantOnboardingProgress[] = [
  { Approved: 3, WaitingReview: 1, ChangesRequested: 0, Total: 5 },
  { Approved: 0, WaitingReview: 0, ChangesRequested: 0, Total: 5 },
  { Approved: 5, WaitingReview: 0, ChangesRequested: 0, Total: 5 },
  { Approved: 1, WaitingReview: 0, ChangesRequested: 1, Total: 5 },
];

/** Twelve applicants, in the menu's status order, updated a day apart (newest first). */
const applicants: ApplicantSummary[] = SAMPLE_PEOPLE.map(
  ([first, last, discipline, specialties, state, city], i): ApplicantSummary => {
    const updated = new Date(Date.UTC(2026, 0, 20 - i, 15, 0)).toISOString();
    return {
      ApplicantId: applicantId + i,
      FirstName: first,
      MiddleName: '',
      LastName: last,
      PreferredName: '',
      Email: `${first}.${last}@mail.test`.toLowerCase(),
      MobilePhone: `+1 555 010 ${String(3000 + i)}`,
      City: city,
      State: state,
      Discipline: discipline,
      Specialties: specialties,
      Status: APPLICANT_STATUSES[i % APPLICANT_STATUSES.length]!.key,
      StatusChangedAt: new Date(Date.UTC(2026, 0, 18 - i * 2, 9, 0)).toISOString(),
      Owner: i % 4 === 3 ? null : owners[i % owners.length]!,
      Source: i % 3 === 0 ? 'portal' : i % 3 === 1 ? 'referral' : 'job-board',
      Tags: i % 5 === 0 ? ['Travel ready'] : [],
      CreatedAt: new Date(Date.UTC(2025, 11, 1 + i, 9, 0)).toISOString(),
      UpdatedAt: updated,
      Onboarding: SAMPLE_ONBOARDING[i % SAMPLE_ONBOARDING.length]!,
    };
  },
);

const resume: ApplicantDocument = {
  DocumentId: 501,
  Kind: 'resume',
  FileName: 'Maria-Rivera-resume.pdf',
  ContentType: 'application/pdf',
  Size: 184_320,
  UploadedAt: '2026-01-12T10:00:00.000Z',
  UploadedBy: 'Jane Doe',
};

/** The first applicant's whole record. */
const applicant: Applicant = {
  ...applicants[0]!,
  OtherPhone: '',
  AddressLine1: '2400 Travis Street',
  AddressLine2: 'Apt 12',
  Zip: '77006',
  DateOfBirth: '1990-04-12',
  YearsOfExperience: 6,
  LicenseStates: ['TX'],
  CompactLicense: true,
  DesiredLocations: ['TX', 'CO', 'AZ'],
  DesiredShift: 'nights',
  EmploymentTypes: ['travel', 'local-contract'],
  AvailableFrom: '2026-02-15',
  UserId: null,
  ArchivedAt: null,
  Resume: resume,
};

const activity: ApplicantActivity[] = [
  {
    ActivityId: 3,
    ApplicantId: applicant.ApplicantId,
    ApplicantName: 'Maria Rivera',
    Kind: 'note',
    At: '2026-01-19T16:20:00.000Z',
    ActorName: 'Jane Doe',
    From: null,
    To: null,
    Reason: null,
    Text: 'Prefers 12-hour nights; available mid-February.',
  },
  {
    ActivityId: 2,
    ApplicantId: applicant.ApplicantId,
    ApplicantName: 'Maria Rivera',
    Kind: 'status',
    At: '2026-01-18T09:00:00.000Z',
    ActorName: 'Jane Doe',
    From: 'lead',
    To: 'paper-screened',
    Reason: null,
    Text: 'Resume and licence look good.',
  },
  {
    ActivityId: 1,
    ApplicantId: applicant.ApplicantId,
    ApplicantName: 'Maria Rivera',
    Kind: 'created',
    At: '2025-12-01T09:00:00.000Z',
    ActorName: 'Jane Doe',
    From: null,
    To: 'lead',
    Reason: null,
    Text: 'Added by Jane Doe',
  },
];

const notes: ApplicantNote[] = [
  {
    NoteId: 71,
    Text: 'Prefers 12-hour nights; available mid-February.',
    Pinned: true,
    AuthorId: recruiter.RecruiterId,
    AuthorName: 'Jane Doe',
    CreatedAt: '2026-01-19T16:20:00.000Z',
    UpdatedAt: '2026-01-19T16:20:00.000Z',
  },
  {
    NoteId: 70,
    Text: 'Left a voicemail about the Houston ICU contract.',
    Pinned: false,
    AuthorId: 43,
    AuthorName: 'Marcus Bell',
    CreatedAt: '2026-01-15T11:05:00.000Z',
    UpdatedAt: '2026-01-15T11:05:00.000Z',
  },
];

const applicantDashboard: ApplicantDashboard = {
  Counts: applicantStatusCounts,
  WaitingLongest: APPLICANT_STATUSES.slice(0, 5).map(({ key }) => ({
    Status: key,
    Applicants: applicants.filter((entry) => entry.Status === key),
  })),
  MyCounts: APPLICANT_STATUSES.map(({ key }, i) => ({ Status: key, Count: i % 3 })),
  RecentActivity: activity,
  NewLeadsThisWeek: 3,
};

/** The applicant's onboarding: Personal Info approved, Emergency Info in progress, the I-9 locked. */
const esignConsent: EsignConsent = { Version: '2026-11', GivenAt: '2026-01-20T09:00:00.000Z', WithdrawnAt: null };
const onboardingOverview: OnboardingOverview = {
  ApplicantId: 1,
  Forms: ONBOARDING_FORMS.map(({ key, edition }) => ({
    Form: key,
    Status: key === 'personal-info' ? 'approved' : key === 'emergency-info' ? 'in-progress' : 'not-started',
    Version: key === 'personal-info' || key === 'emergency-info' ? 1 : 0,
    Edition: edition,
    UpdatedAt: key === 'personal-info' || key === 'emergency-info' ? '2026-01-20T09:30:00.000Z' : null,
    SubmittedAt: key === 'personal-info' ? '2026-01-20T09:30:00.000Z' : null,
    ReviewedAt: key === 'personal-info' ? '2026-01-21T10:00:00.000Z' : null,
    ChangesReason: null,
    Locked: key === 'uscis-info' ? 'The I-9 opens once you have accepted a job offer.' : null,
  })),
  Complete: 1,
  Total: ONBOARDING_FORMS.length,
  Consent: esignConsent,
};
const onboardingForm: OnboardingFormDocument = {
  ...onboardingOverview.Forms.find((form) => form.Form === 'emergency-info')!,
  Data: null,
  Signatures: [],
  DocumentHash: null,
  ReviewedBy: null,
  History: [],
};
const onboardingUpload: OnboardingUpload = {
  UploadId: 'u-1',
  FileName: 'licence-front.jpg',
  ContentType: 'image/jpeg',
  Size: 182_000,
  UploadedAt: '2026-01-20T09:20:00.000Z',
};
const i9Section2: I9Section2Document = {
  Status: 'not-started',
  Data: null,
  FirstDay: null,
  DueDate: null,
  Overdue: false,
  Signature: null,
  UpdatedAt: null,
};

/** The agency's Agreement, version 1 published (the applicant reads and signs it). */
const agencyAgreement: PublishedAgencyDocument = {
  Kind: 'agreement',
  Version: 1,
  Title: 'Agreement',
  Body: '## Your assignments\n\nYou accept or decline each assignment.\n\n- Work the shifts you confirm\n- Keep your licence current',
  Status: 'published',
  Hash: 'a'.repeat(64),
  UpdatedAt: '2026-01-10T09:00:00.000Z',
  UpdatedBy: 'Olivia Owner',
  PublishedAt: '2026-01-10T09:00:00.000Z',
  PublishedBy: 'Olivia Owner',
};
const agencyDocuments: AgencyDocument[] = [
  { Kind: 'agreement', Current: agencyAgreement, Draft: null, History: [agencyAgreement] },
  {
    Kind: 'terms',
    Current: { ...agencyAgreement, Kind: 'terms', Title: 'Terms & Conditions', Hash: 'b'.repeat(64) },
    Draft: null,
    History: [{ ...agencyAgreement, Kind: 'terms', Title: 'Terms & Conditions', Hash: 'b'.repeat(64) }],
  },
];

/** Consistent sample data of one agency: a staff user (Jane Doe, recruiter + supervisor) and an applicant. */
export const fixtures = {
  agency,
  recruiterClaim,
  recruiter,
  user,
  applicantId,
  applicantUser,
  userRoles,
  registration,
  applicantStatusCounts,
  owners,
  applicants,
  applicant,
  resume,
  activity,
  notes,
  applicantDashboard,
  esignConsent,
  onboardingOverview,
  onboardingForm,
  onboardingUpload,
  i9Section2,
  agencyAgreement,
  agencyDocuments,
  staffCredentials: { username: recruiter.Email, password: 'Recruit3r!' },
  applicantCredentials: { username: applicantUser.Email, password: 'Applic4nt!' },
  verificationCode: '481516',
} as const;
