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
  type ApplicantReference,
  type PublicReferenceForm,
  type ReferenceRequestSummary,
  type CredentialExpiryEntry,
  type ExpiringCredentials,
  type UploadRequirementsOverview,
  DEFAULT_UPLOAD_REQUIREMENTS,
  defaultFormRequirement,
  type FormsCatalogue,
  type Institution,
  type InstitutionSummary,
  type JobOrder,
  type JobOrderStatusCount,
  type JobOrderSummary,
  type ApplicantMatch,
  type JobOrderMatch,
  type PositionPage,
  type Page,
  type Submission,
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

/** The applicant's Upload Requirements: one approved (expiring), one awaiting review, one rejected, the rest missing. */
const uploadRequirements: UploadRequirementsOverview = {
  Requirements: [
    {
      Key: 'licence',
      Label: 'Professional licence',
      Description: 'Your current nursing or professional licence.',
      HasExpiry: true,
      Health: false,
      Restricted: false,
      MaxFiles: null,
      State: 'expiring',
      Reason: null,
      ExpiresOn: '2026-02-10',
      Files: [
        {
          FileId: 1,
          UploadId: 'u-1',
          FileName: 'licence-front.jpg',
          ContentType: 'image/jpeg',
          Size: 182_000,
          UploadedAt: '2026-01-20T09:20:00.000Z',
          Status: 'approved',
          Reason: null,
          ExpiresOn: '2026-02-10',
          ReviewedAt: '2026-01-21T10:00:00.000Z',
          ReviewedBy: 'Jane Doe',
        },
      ],
    },
    {
      Key: 'bls-card',
      Label: 'BLS card',
      Description: 'Both sides of your Basic Life Support card.',
      HasExpiry: true,
      Health: false,
      Restricted: false,
      MaxFiles: 2,
      State: 'uploaded',
      Reason: null,
      ExpiresOn: null,
      Files: [
        {
          FileId: 2,
          UploadId: 'u-2',
          FileName: 'bls-card.pdf',
          ContentType: 'application/pdf',
          Size: 96_000,
          UploadedAt: '2026-01-20T09:25:00.000Z',
          Status: 'uploaded',
          Reason: null,
          ExpiresOn: '2027-06-30',
          ReviewedAt: null,
          ReviewedBy: null,
        },
      ],
    },
    {
      Key: 'tb-test',
      Label: 'TB test',
      Description: 'Your latest TB skin test, blood test or chest X-ray result.',
      HasExpiry: true,
      Health: true,
      Restricted: false,
      MaxFiles: null,
      State: 'rejected',
      Reason: 'The result page is cut off: upload the whole page.',
      ExpiresOn: null,
      Files: [
        {
          FileId: 3,
          UploadId: 'u-3',
          FileName: 'tb-test.png',
          ContentType: 'image/png',
          Size: 240_000,
          UploadedAt: '2026-01-20T09:30:00.000Z',
          Status: 'rejected',
          Reason: 'The result page is cut off: upload the whole page.',
          ExpiresOn: '2026-12-01',
          ReviewedAt: '2026-01-21T10:05:00.000Z',
          ReviewedBy: 'Jane Doe',
        },
      ],
    },
    ...(
      [
        ['physical', 'Physical', 'Your physical examination signed by a clinician.', true, true],
        [
          'immunization-records',
          'Immunization records',
          'Your immunization records (MMR, varicella, hepatitis B, Tdap).',
          false,
          true,
        ],
        [
          'drivers-licence-or-id',
          "Driver's licence or ID",
          "Both sides of your driver's licence or state ID.",
          true,
          false,
        ],
        ['resume', 'Resume', 'Your current resume.', false, false],
      ] as const
    ).map(([Key, Label, Description, HasExpiry, Health]) => ({
      Key,
      Label,
      Description,
      HasExpiry,
      Health,
      Restricted: false,
      MaxFiles: null,
      State: 'missing' as const,
      Reason: null,
      ExpiresOn: null,
      Files: [],
    })),
  ],
  Approved: 1,
  Total: 7,
  Complete: false,
};

/**
 * The agency's forms catalogue (the Forms screen), as its owner reads it: every form with its default rule
 * (the Nurse Form and Physical Info for RN, LPN/LVN and CNA), the default upload requirements (the BLS card
 * at most 2 files) plus an ACLS card for RNs and an inactive fingerprint card, both documents published.
 */
const formsCatalogue: FormsCatalogue = {
  CanEdit: true,
  Forms: ONBOARDING_FORMS.map(({ key, label }) => ({
    Form: key,
    Label: label,
    ...defaultFormRequirement(key),
    Fixed: key === 'personal-info',
    Default: true,
    UpdatedAt: null,
    UpdatedBy: null,
  })),
  UploadRequirements: [
    ...DEFAULT_UPLOAD_REQUIREMENTS.map((item) => ({
      Key: item.key,
      Label: item.label,
      Description: item.description,
      AllDisciplines: true,
      Disciplines: [],
      HasExpiry: item.hasExpiry,
      Health: item.health,
      MaxFiles: item.key === 'bls-card' ? 2 : null,
      Active: true,
    })),
    {
      Key: 'acls-card',
      Label: 'ACLS card',
      Description: 'Both sides of your Advanced Cardiovascular Life Support card.',
      AllDisciplines: false,
      Disciplines: ['RN'],
      HasExpiry: true,
      Health: false,
      MaxFiles: 2,
      Active: true,
    },
    {
      Key: 'fingerprint-card',
      Label: 'Fingerprint card',
      Description: 'Your FD-258 fingerprint card.',
      AllDisciplines: true,
      Disciplines: [],
      HasExpiry: false,
      Health: false,
      MaxFiles: 1,
      Active: false,
    },
  ],
  AgencyDocuments: [
    {
      Kind: 'agreement',
      Form: 'agreement-form-info',
      Label: 'Agreement',
      Version: agencyAgreement.Version,
      Title: agencyAgreement.Title,
      PublishedAt: agencyAgreement.PublishedAt,
      PublishedBy: agencyAgreement.PublishedBy,
    },
    {
      Kind: 'terms',
      Form: 'terms-conditions',
      Label: 'Terms & Conditions',
      Version: 1,
      Title: 'Terms & Conditions',
      PublishedAt: agencyAgreement.PublishedAt,
      PublishedBy: agencyAgreement.PublishedBy,
    },
  ],
};

/** The applicant's dated credentials (the record's "Expiring credentials"). */
const credentialExpiries: CredentialExpiryEntry[] = [
  {
    ApplicantId: applicantId,
    ApplicantName: 'Maria Rivera',
    Source: 'upload-requirements',
    Key: 'file:1',
    Label: 'Professional licence',
    ExpiresOn: '2026-02-10',
    DaysLeft: 12,
    State: 'expiring',
  },
  {
    ApplicantId: applicantId,
    ApplicantName: 'Maria Rivera',
    Source: 'nurse-form',
    Key: 'cert:1',
    Label: 'BLS certification',
    ExpiresOn: '2026-09-30',
    DaysLeft: 244,
    State: 'valid',
  },
];

/** The dashboard's "Credentials expiring in 30 days". */
const expiringCredentials: ExpiringCredentials = {
  Days: 30,
  Total: 2,
  Items: [
    credentialExpiries[0]!,
    {
      ApplicantId: applicantId + 1,
      ApplicantName: 'James Carter',
      Source: 'upload-requirements',
      Key: 'file:7',
      Label: 'BLS card',
      ExpiresOn: '2026-02-20',
      DaysLeft: 22,
      State: 'expiring',
    },
  ],
};

/** The applicant's reference requests: one answered, one waiting (the Nurse Form's references by Id). */
const referenceRequests: ReferenceRequestSummary[] = [
  {
    ReferenceId: '7d2f1c0e-5a4b-4c3d-9e8f-0a1b2c3d4e5f',
    Status: 'completed',
    Email: 'dana.whitfield@memorial.example',
    SentAt: '2026-01-18T15:00:00.000Z',
    ExpiresAt: '2026-02-01T15:00:00.000Z',
    CompletedAt: '2026-01-19T08:12:00.000Z',
  },
  {
    ReferenceId: '3b9e8d7c-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
    Status: 'sent',
    Email: 'luis.ortega@stlukes.example',
    SentAt: '2026-01-20T10:00:00.000Z',
    ExpiresAt: '2026-02-03T10:00:00.000Z',
    CompletedAt: null,
  },
];

/** The references on the applicant record: an answered one, a requested one, one not requested yet. */
const applicantReferences: ApplicantReference[] = [
  {
    ReferenceId: referenceRequests[0]!.ReferenceId,
    Name: 'Dana Whitfield',
    Title: 'Charge Nurse, ICU',
    Facility: 'Memorial Hermann',
    Email: 'dana.whitfield@memorial.example',
    Phone: '+1 713 555 0142',
    Supervisory: true,
    Request: referenceRequests[0]!,
    Answers: {
      Capacity: 'charge-nurse',
      WorkedFrom: '2023-01-09',
      WorkedTo: '2025-06-30',
      ClinicalSkills: 5,
      Professionalism: 4,
      Reliability: 5,
      Rehire: 'yes',
      Comments: 'Calm under pressure; precepted new graduates.',
      ReferenceName: 'Dana Whitfield',
      ReferenceTitle: 'Charge Nurse, ICU',
      ReferencePhone: '+1 713 555 0142',
      Attested: true,
    },
    AnsweredAt: '2026-01-19T08:12:00.000Z',
  },
  {
    ReferenceId: referenceRequests[1]!.ReferenceId,
    Name: 'Luis Ortega',
    Title: 'Nurse Manager',
    Facility: "St. Luke's",
    Email: 'luis.ortega@stlukes.example',
    Phone: '+1 713 555 0199',
    Supervisory: true,
    Request: referenceRequests[1]!,
    Answers: null,
    AnsweredAt: null,
  },
  {
    ReferenceId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    Name: 'Priya Shah',
    Title: 'Assistant Manager',
    Facility: 'Houston Methodist',
    Email: '',
    Phone: '+1 713 555 0123',
    Supervisory: true,
    Request: null,
    Answers: null,
    AnsweredAt: null,
  },
];

/** What the public reference form shows. */
const publicReferenceForm: PublicReferenceForm = {
  ApplicantName: 'Maria R.',
  ReferenceName: 'Dana Whitfield',
  Facility: 'Memorial Hermann',
  WorkedFrom: '2023-01-09',
  WorkedTo: '2025-06-30',
  ExpiresAt: '2026-02-01T15:00:00.000Z',
};

const bayouCity: Institution = {
  Id: 31,
  Name: 'Bayou City Medical Center',
  Type: 'hospital',
  Address1: '6411 Fannin Street',
  Address2: '',
  City: 'Houston',
  State: 'TX',
  Zip: '77030',
  Phone: '+1 713 555 0100',
  Units: ['ICU', '4 West Med-Surg', 'Emergency'],
  Contacts: [
    {
      Name: 'Dana Whitfield',
      Title: 'Nurse Manager, ICU',
      Phone: '+1 713 555 0131',
      Email: 'dana.whitfield@bayoucity.test',
    },
    { Name: 'Luis Ortega', Title: 'Staffing Office', Phone: '+1 713 555 0102', Email: 'staffing@bayoucity.test' },
  ],
  VmsName: 'AMN ShiftWise',
  VmsExternalId: 'BCMC-0042',
  Notes: 'Badge pick-up at the south lobby security desk, 6:30 am on the first day.',
  Active: true,
  CreatedAt: '2026-03-02T15:00:00.000Z',
  UpdatedAt: '2026-10-19T14:12:00.000Z',
  UpdatedBy: 'Jane Doe',
};

const summaryOf = (institution: Institution): InstitutionSummary => ({
  Id: institution.Id,
  Name: institution.Name,
  Type: institution.Type,
  City: institution.City,
  State: institution.State,
  Phone: institution.Phone,
  Units: institution.Units,
  Active: institution.Active,
  UpdatedAt: institution.UpdatedAt,
});

const institutionSummaries: InstitutionSummary[] = [
  summaryOf(bayouCity),
  {
    Id: 32,
    Name: 'Magnolia Gardens Skilled Nursing',
    Type: 'skilled-nursing',
    City: 'Austin',
    State: 'TX',
    Phone: '+1 512 555 0160',
    Units: ['Long-term care', 'Rehab'],
    Active: true,
    UpdatedAt: '2026-09-30T10:00:00.000Z',
  },
  {
    Id: 33,
    Name: 'Sunrise Home Health',
    Type: 'home-health',
    City: 'Phoenix',
    State: 'AZ',
    Phone: '+1 602 555 0188',
    Units: [],
    Active: true,
    UpdatedAt: '2026-08-14T09:30:00.000Z',
  },
];

const institutions: Page<InstitutionSummary> = {
  Items: institutionSummaries,
  Page: 1,
  PageSize: 25,
  Total: institutionSummaries.length,
};

const icuNights: JobOrder = {
  Id: 501,
  Title: 'ICU RN, nights',
  InstitutionId: bayouCity.Id,
  Institution: { Id: bayouCity.Id, Name: bayouCity.Name, City: bayouCity.City, State: bayouCity.State },
  Unit: 'ICU',
  Discipline: 'RN',
  Specialty: 'ICU',
  Shift: 'nights',
  ShiftHours: 12,
  HoursPerWeek: 36,
  GuaranteedHours: 36,
  StartDate: '2027-01-11',
  DurationWeeks: 13,
  EndDate: '2027-04-11',
  Openings: 2,
  Filled: 1,
  EmploymentType: 'travel',
  Currency: 'USD',
  PayHourlyCents: 4200,
  HousingStipendWeeklyCents: 84000,
  MealsStipendWeeklyCents: 38500,
  OvertimeHourlyCents: 6300,
  WeeklyGrossCents: 273700,
  BillRateCents: 9800,
  MarkupPercent: 133.3,
  LicenseStates: ['TX'],
  CompactLicenseAccepted: true,
  Certifications: ['BLS', 'ACLS'],
  YearsExperience: 2,
  Emr: 'Epic',
  InterviewRequired: true,
  Description: 'A 24-bed medical-surgical ICU; 1:2 ratio; self-scheduling after orientation.',
  Status: 'open',
  StatusReason: '',
  StatusChangedAt: '2026-11-02T16:00:00.000Z',
  OwnerId: 7,
  Owner: { Id: 7, Name: 'Jane Doe' },
  CreatedAt: '2026-11-02T16:00:00.000Z',
  UpdatedAt: '2026-11-20T09:15:00.000Z',
  UpdatedBy: 'Jane Doe',
};

const jobOrderSummaryOf = (order: JobOrder): JobOrderSummary => ({
  Id: order.Id,
  Title: order.Title,
  Institution: order.Institution,
  Unit: order.Unit,
  Discipline: order.Discipline,
  Specialty: order.Specialty,
  Shift: order.Shift,
  ShiftHours: order.ShiftHours,
  StartDate: order.StartDate,
  EndDate: order.EndDate,
  Openings: order.Openings,
  Filled: order.Filled,
  EmploymentType: order.EmploymentType,
  WeeklyGrossCents: order.WeeklyGrossCents,
  Status: order.Status,
  Owner: order.Owner,
  UpdatedAt: order.UpdatedAt,
});

const jobOrders: Page<JobOrderSummary> = {
  Items: [
    jobOrderSummaryOf(icuNights),
    {
      ...jobOrderSummaryOf(icuNights),
      Id: 502,
      Title: 'Med-Surg RN, days',
      Unit: '4 West Med-Surg',
      Specialty: 'Med-Surg',
      Shift: 'days',
      Openings: 3,
      Filled: 0,
      WeeklyGrossCents: 241200,
      Status: 'on-hold',
    },
  ],
  Page: 1,
  PageSize: 25,
  Total: 2,
};

const jobOrderStatusCounts: JobOrderStatusCount[] = [
  { Status: 'open', Count: 24 },
  { Status: 'on-hold', Count: 6 },
  { Status: 'filled', Count: 14 },
  { Status: 'closed', Count: 11 },
  { Status: 'cancelled', Count: 5 },
];

const submission: Submission = {
  Id: 9001,
  JobOrderId: icuNights.Id,
  JobOrderTitle: icuNights.Title,
  InstitutionName: icuNights.Institution.Name,
  ApplicantId: 1001,
  ApplicantName: 'Maria Rivera',
  ApplicantEmail: 'maria.rivera@mail.test',
  ApplicantStatus: 'final-interview',
  Status: 'interview',
  InterviewAt: '2026-12-02T16:00:00.000Z',
  SubmittedBy: 'Jane Doe',
  CreatedAt: '2026-11-20T15:00:00.000Z',
  UpdatedAt: '2026-11-25T10:00:00.000Z',
  History: [
    { From: null, To: 'submitted', Note: 'Strong ICU background', By: 'Jane Doe', At: '2026-11-20T15:00:00.000Z' },
    { From: 'submitted', To: 'sent-to-facility', Note: '', By: 'Jane Doe', At: '2026-11-21T09:00:00.000Z' },
    {
      From: 'sent-to-facility',
      To: 'interview',
      Note: 'Interview 2026-12-02T16:00:00.000Z',
      By: 'Jane Doe',
      At: '2026-11-25T10:00:00.000Z',
    },
  ],
};

/** The best matches for `icuNights` (Maria Rivera, already submitted to it, is not among them). */
const applicantMatches: ApplicantMatch[] = [
  {
    ApplicantId: 1005,
    Name: 'Sofia Rossi',
    Email: 'sofia.rossi@mail.test',
    Status: 'phone-screened',
    City: 'Phoenix',
    State: 'AZ',
    Score: 65,
    Reasons: [
      'Licensed for TX',
      'Available from 12/01/2026',
      'Credentials valid through 03/01/2027',
      'Prefers nights',
      '5 years of experience',
    ],
    Missing: ['No ICU experience listed', 'Onboarding 67% complete', 'TX not among desired locations'],
  },
  {
    ApplicantId: 1002,
    Name: 'James Okafor',
    Email: 'james.okafor@mail.test',
    Status: 'paper-screened',
    City: 'Chicago',
    State: 'IL',
    Score: 23,
    Reasons: ['Available from 12/15/2026', 'Prefers nights', '3 years of experience'],
    Missing: [
      'No ICU experience listed',
      'No licence for TX',
      'Onboarding 20% complete',
      'No credentials on file',
      'TX not among desired locations',
    ],
  },
];

const jobOrderMatches: JobOrderMatch[] = [
  {
    JobOrder: jobOrderSummaryOf(icuNights),
    Score: 90,
    Reasons: applicantMatches[0]!.Reasons,
    Missing: applicantMatches[0]!.Missing,
  },
];

const positions: PositionPage = {
  Items: [
    {
      JobOrderId: icuNights.Id,
      Title: icuNights.Title,
      Institution: icuNights.Institution,
      Unit: icuNights.Unit,
      Discipline: icuNights.Discipline,
      Specialty: icuNights.Specialty,
      Shift: icuNights.Shift,
      ShiftHours: icuNights.ShiftHours,
      StartDate: icuNights.StartDate,
      Status: 'open',
      Openings: icuNights.Openings,
      Submitted: 4,
      Interviewing: 1,
      Offered: 1,
      Filled: icuNights.Filled,
      DaysOpen: 12,
    },
    {
      JobOrderId: 502,
      Title: 'Med-Surg RN, days',
      Institution: icuNights.Institution,
      Unit: '4 West Med-Surg',
      Discipline: 'RN',
      Specialty: 'Med-Surg',
      Shift: 'days',
      ShiftHours: 12,
      StartDate: '2027-01-11',
      Status: 'on-hold',
      Openings: 3,
      Submitted: 2,
      Interviewing: 0,
      Offered: 0,
      Filled: 0,
      DaysOpen: 30,
    },
  ],
  Page: 1,
  PageSize: 50,
  Total: 2,
  Totals: {
    JobOrders: 2,
    Openings: icuNights.Openings + 3,
    Submitted: 6,
    Interviewing: 1,
    Offered: 1,
    Filled: icuNights.Filled,
  },
};

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
  uploadRequirements,
  formsCatalogue,
  credentialExpiries,
  expiringCredentials,
  referenceRequests,
  applicantReferences,
  publicReferenceForm,
  institution: bayouCity,
  institutions,
  jobOrder: icuNights,
  jobOrders,
  jobOrderStatusCounts,
  submission,
  applicantMatches,
  jobOrderMatches,
  positions,
  staffCredentials: { username: recruiter.Email, password: 'Recruit3r!' },
  applicantCredentials: { username: applicantUser.Email, password: 'Applic4nt!' },
  verificationCode: '481516',
} as const;
