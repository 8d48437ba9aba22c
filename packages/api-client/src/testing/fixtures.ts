import {
  APPLICANT_STATUSES,
  CAREERS_MESSAGES,
  CAREERS_PAGE_SIZE,
  type CareerApplicationResult,
  type CareerConfirmationResult,
  type PendingCareerApplication,
  type CareerResumeUpload,
  type PublicJob,
  type PublicJobSummary,
  type Agency,
  type AgencyBranding,
  type AgencySettings,
  type PlatformAgency,
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
  type RecruiterHistory,
  type AnalyticsReport,
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
  type CalendarAgenda,
  type CalendarEvent,
  type MessageAutomation,
  type MessageCheck,
  type MessageDetail,
  type MessagePreview,
  type MessageSummary,
  type MessageTemplate,
  type SavedSearch,
  type SendMessagesResult,
  type MailConfiguration,
  type SmtpTestResult,
  type UserMailSettings,
  type RecruiterRegistrationResponse,
  type StaffActionResult,
  type StaffInvitation,
  type StaffMember,
  type RolePermissions,
  type AuditEntry,
  type ManagedAccount,
  type ManagedAccountActionResult,
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
 * The onboarding progress of the sample applicants, in turn: 3 of 5 forms approved and 1 waiting for review,
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
      // Numbered in the order they were added (CreatedAt), unlike their ids.
      Number: 1234 + i,
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
    ApplicantNumber: applicant.Number,
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
    ApplicantNumber: applicant.Number,
    ApplicantName: 'Maria Rivera',
    Kind: 'status',
    At: '2026-01-18T09:00:00.000Z',
    ActorName: 'Jane Doe',
    From: 'lead',
    To: 'paper-screened',
    Reason: null,
    Text: 'Resume and license look good.',
  },
  {
    ActivityId: 1,
    ApplicantId: applicant.ApplicantId,
    ApplicantNumber: applicant.Number,
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
  // The fixture's Upload Requirements (below): 2 of 7 submitted, 1 approved.
  Uploads: { Total: 7, Submitted: 2, Approved: 1, Missing: 5 },
  // Personal Info approved; Upload Requirements one more step, with requirements still missing.
  Progress: { Total: ONBOARDING_FORMS.length + 1, Submitted: 1, Approved: 1, Missing: ONBOARDING_FORMS.length },
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
  Body: '## Your assignments\n\nYou accept or decline each assignment.\n\n- Work the shifts you confirm\n- Keep your license current',
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
      Label: 'Professional license',
      Description: 'Your current nursing or professional license.',
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
          "Driver's license or ID",
          "Both sides of your driver's license or state ID.",
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
  // License approved (expiring), BLS card waiting for review, TB test rejected, four without a file.
  Total: 7,
  Submitted: 2,
  Approved: 1,
  Missing: 5,
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
    ApplicantNumber: applicants[0]!.Number,
    ApplicantName: 'Maria Rivera',
    Source: 'upload-requirements',
    Key: 'file:1',
    Label: 'Professional license',
    ExpiresOn: '2026-02-10',
    DaysLeft: 12,
    State: 'expiring',
  },
  {
    ApplicantId: applicantId,
    ApplicantNumber: applicants[0]!.Number,
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
      ApplicantNumber: applicants[1]!.Number,
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
  Public: true,
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
  Public: order.Public,
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
      Public: false,
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

/**
 * The careers site (issue 16): a page of the agency's public, open jobs across states and disciplines (no
 * facility name, no bill rate), one job in full, a resume upload and an application's answer.
 */
const publicJobSummaries: PublicJobSummary[] = [
  {
    Id: 501,
    Title: 'ICU RN, nights',
    City: 'Houston',
    State: 'TX',
    Discipline: 'RN',
    Specialty: 'ICU',
    Shift: 'nights',
    ShiftHours: 12,
    HoursPerWeek: 36,
    StartDate: '2027-01-11',
    DurationWeeks: 13,
    EmploymentType: 'travel',
    WeeklyPayCents: 273700,
    PostedAt: '2026-11-20T09:15:00.000Z',
  },
  {
    Id: 503,
    Title: 'ER RN, days',
    City: 'Phoenix',
    State: 'AZ',
    Discipline: 'RN',
    Specialty: 'ER',
    Shift: 'days',
    ShiftHours: 12,
    HoursPerWeek: 36,
    StartDate: '2027-01-18',
    DurationWeeks: 13,
    EmploymentType: 'travel',
    WeeklyPayCents: 262400,
    PostedAt: '2026-11-22T14:00:00.000Z',
  },
  {
    Id: 504,
    Title: 'Labor & Delivery RN',
    City: 'Denver',
    State: 'CO',
    Discipline: 'RN',
    Specialty: 'L&D',
    Shift: 'rotating',
    ShiftHours: 12,
    HoursPerWeek: 36,
    StartDate: '2027-01-25',
    DurationWeeks: 13,
    EmploymentType: 'travel',
    WeeklyPayCents: 289100,
    PostedAt: '2026-11-24T10:30:00.000Z',
  },
  {
    Id: 505,
    Title: 'LPN, long-term care',
    City: 'Austin',
    State: 'TX',
    Discipline: 'LPN/LVN',
    Specialty: 'LTC',
    Shift: 'evenings',
    ShiftHours: 8,
    HoursPerWeek: 40,
    StartDate: '2027-02-01',
    DurationWeeks: 26,
    EmploymentType: 'local-contract',
    WeeklyPayCents: 132000,
    PostedAt: '2026-11-25T08:00:00.000Z',
  },
  {
    Id: 506,
    Title: 'Respiratory Therapist',
    City: 'Tampa',
    State: 'FL',
    Discipline: 'RT',
    Specialty: null,
    Shift: 'nights',
    ShiftHours: 12,
    HoursPerWeek: 36,
    StartDate: '2027-02-08',
    DurationWeeks: 13,
    EmploymentType: 'travel',
    WeeklyPayCents: 221500,
    PostedAt: '2026-11-26T16:45:00.000Z',
  },
  {
    Id: 507,
    Title: 'Physical Therapist, outpatient',
    City: 'Raleigh',
    State: 'NC',
    Discipline: 'PT',
    Specialty: null,
    Shift: 'days',
    ShiftHours: 8,
    HoursPerWeek: 40,
    StartDate: '2027-02-15',
    DurationWeeks: null,
    EmploymentType: 'permanent',
    WeeklyPayCents: 196000,
    PostedAt: '2026-11-27T11:20:00.000Z',
  },
  {
    Id: 508,
    Title: 'CNA, per diem',
    City: 'Atlanta',
    State: 'GA',
    Discipline: 'CNA',
    Specialty: null,
    Shift: 'days',
    ShiftHours: 8,
    HoursPerWeek: 24,
    StartDate: '2027-02-22',
    DurationWeeks: null,
    EmploymentType: 'per-diem',
    WeeklyPayCents: 52800,
    PostedAt: '2026-11-28T09:00:00.000Z',
  },
  {
    Id: 509,
    Title: 'OR RN, days',
    City: 'Seattle',
    State: 'WA',
    Discipline: 'RN',
    Specialty: 'OR',
    Shift: 'days',
    ShiftHours: 10,
    HoursPerWeek: 40,
    StartDate: '2027-03-01',
    DurationWeeks: 13,
    EmploymentType: 'travel',
    WeeklyPayCents: 301500,
    PostedAt: '2026-11-29T13:10:00.000Z',
  },
];

const publicJobs: Page<PublicJobSummary> = {
  Items: publicJobSummaries,
  Page: 1,
  PageSize: CAREERS_PAGE_SIZE,
  Total: publicJobSummaries.length,
};

const publicJob: PublicJob = {
  ...publicJobSummaries[0]!,
  EndDate: icuNights.EndDate,
  PayHourlyCents: icuNights.PayHourlyCents,
  HousingStipendWeeklyCents: icuNights.HousingStipendWeeklyCents,
  MealsStipendWeeklyCents: icuNights.MealsStipendWeeklyCents,
  LicenseStates: icuNights.LicenseStates,
  CompactLicenseAccepted: icuNights.CompactLicenseAccepted,
  Certifications: icuNights.Certifications,
  YearsExperience: icuNights.YearsExperience,
  Description: icuNights.Description,
};

const careerResumeUpload: CareerResumeUpload = {
  ResumeToken: 'k3PqV9xR2mT8wYb4nL6sD1fH7jC5aZ0eQ-uI_oGtMvE',
  FileName: 'resume.pdf',
  Size: 184_320,
};

const careerApplicationResult: CareerApplicationResult = { Message: CAREERS_MESSAGES.applied };
const careerConfirmationResult: CareerConfirmationResult = { Message: CAREERS_MESSAGES.confirmed };
const careerMergeResult: CareerConfirmationResult = { Message: CAREERS_MESSAGES.merged };
/** An application from the careers site kept apart from an existing record (not confirmed yet). */
const pendingCareerApplication: PendingCareerApplication = {
  Id: 77,
  ApplicantId: 1001,
  JobOrderId: icuNights.Id,
  JobTitle: icuNights.Title,
  AppliedAt: '2026-01-21T15:04:00.000Z',
  FirstName: 'Maria',
  LastName: 'Garcia',
  MobilePhone: '+1 713 555 0199',
  Discipline: 'RN',
  LicenseStates: ['TX', 'AZ'],
  Resume: { FileName: 'Maria Garcia CV.pdf', ContentType: 'application/pdf', Size: 182_000 },
  Confirmed: false,
  ConfirmationExpiresAt: '2026-01-28T15:04:00.000Z',
};

const submission: Submission = {
  Id: 9001,
  JobOrderId: icuNights.Id,
  JobOrderTitle: icuNights.Title,
  InstitutionName: icuNights.Institution.Name,
  ApplicantId: 1001,
  ApplicantNumber: 1234,
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

/** The calendar (issue 14): Maria Rivera's interview of the submission above, follow-ups (one overdue, one done). */
const calendarInterview: CalendarEvent = {
  Id: 7001,
  Uid: '5f0c1e2a-7001@agency-portal',
  Kind: 'interview',
  Title: 'Maria Rivera for ICU nights',
  ApplicantId: 1001,
  ApplicantNumber: 1234,
  ApplicantName: 'Maria Rivera',
  ApplicantEmail: 'maria.rivera@mail.test',
  ApplicantState: 'TX',
  ApplicantTimeZone: 'America/Chicago',
  JobOrderId: icuNights.Id,
  JobOrderTitle: icuNights.Title,
  SubmissionId: 9001,
  StartsAt: '2026-12-02T16:00:00.000Z',
  EndsAt: '2026-12-02T16:45:00.000Z',
  DurationMinutes: 45,
  LocationKind: 'video',
  Location: 'https://meet.example.com/icu-nights',
  Interviewers: [{ RecruiterId: 12, Name: 'Sam Supervisor' }],
  Notes: 'Ask about the night rotation',
  Owner: { RecruiterId: 11, Name: 'Jane Doe' },
  DoneAt: null,
  ReminderOffsets: [1440, 60],
  RemindApplicant: true,
  Sequence: 0,
  CancelledAt: null,
  CreatedAt: '2026-11-25T10:00:00.000Z',
  UpdatedAt: '2026-11-25T10:00:00.000Z',
  UpdatedBy: 'Jane Doe',
};

const calendarFollowUp: CalendarEvent = {
  ...calendarInterview,
  Id: 7002,
  Uid: '5f0c1e2a-7002@agency-portal',
  Kind: 'follow-up',
  Title: 'Call about the start date: James Chen',
  ApplicantId: 1002,
  ApplicantName: 'James Chen',
  ApplicantEmail: 'james.chen@mail.test',
  ApplicantState: 'CA',
  ApplicantTimeZone: 'America/Los_Angeles',
  JobOrderId: null,
  JobOrderTitle: null,
  SubmissionId: null,
  StartsAt: '2026-12-02T20:00:00.000Z',
  EndsAt: '2026-12-02T20:00:00.000Z',
  DurationMinutes: null,
  LocationKind: null,
  Location: '',
  Interviewers: [],
  Notes: 'He prefers a call after 5 pm his time',
  ReminderOffsets: [60],
  RemindApplicant: false,
};

const calendarEvents: CalendarEvent[] = [
  {
    ...calendarFollowUp,
    Id: 7003,
    Uid: '5f0c1e2a-7003@agency-portal',
    Title: 'Ask for the updated BLS card: Maria Rivera',
    ApplicantId: 1001,
    ApplicantName: 'Maria Rivera',
    StartsAt: '2026-11-30T17:00:00.000Z',
    EndsAt: '2026-11-30T17:00:00.000Z',
  },
  {
    ...calendarFollowUp,
    Id: 7004,
    Uid: '5f0c1e2a-7004@agency-portal',
    Title: 'Check the references came back: James Chen',
    StartsAt: '2026-12-01T15:00:00.000Z',
    EndsAt: '2026-12-01T15:00:00.000Z',
    DoneAt: '2026-12-01T16:10:00.000Z',
  },
  calendarInterview,
  calendarFollowUp,
  {
    ...calendarInterview,
    Id: 7005,
    Uid: '5f0c1e2a-7005@agency-portal',
    Title: 'James Chen',
    ApplicantId: 1002,
    ApplicantName: 'James Chen',
    ApplicantEmail: 'james.chen@mail.test',
    ApplicantState: 'CA',
    ApplicantTimeZone: 'America/Los_Angeles',
    JobOrderId: null,
    JobOrderTitle: null,
    SubmissionId: null,
    StartsAt: '2026-12-03T18:30:00.000Z',
    EndsAt: '2026-12-03T19:00:00.000Z',
    DurationMinutes: 30,
    LocationKind: 'phone',
    Location: '(555) 010-2040',
    Interviewers: [],
    Notes: '',
  },
];

/** The dashboard's day (2 December 2026 in Chicago): one interview, the overdue follow-up first. */
const calendarAgenda: CalendarAgenda = {
  TimeZone: 'America/Chicago',
  From: '2026-12-02T06:00:00.000Z',
  To: '2026-12-03T06:00:00.000Z',
  Interviews: [calendarInterview],
  FollowUpsDue: [calendarEvents[0]!, calendarFollowUp],
};

/** The best matches for `icuNights` (Maria Rivera, already submitted to it, is not among them). */
const applicantMatches: ApplicantMatch[] = [
  {
    ApplicantId: 1005,
    ApplicantNumber: 1238,
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
    ApplicantNumber: 1235,
    Name: 'James Okafor',
    Email: 'james.okafor@mail.test',
    Status: 'paper-screened',
    City: 'Chicago',
    State: 'IL',
    Score: 23,
    Reasons: ['Available from 12/15/2026', 'Prefers nights', '3 years of experience'],
    Missing: [
      'No ICU experience listed',
      'No license for TX',
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

const interviewTemplate: MessageTemplate = {
  TemplateId: 301,
  Channel: 'email',
  Name: 'Interview invitation',
  Subject: 'Your interview with {{jobOrder.facility}}',
  Body: 'Hi {{applicant.firstName}},\n\nYour interview for {{jobOrder.unit}} is on {{interview.time}}.\n\n{{recruiter.signature}}',
  Scope: 'agency',
  Marketing: false,
  OwnerName: null,
  CanEdit: true,
  UpdatedAt: '2026-11-18T14:00:00.000Z',
};

const messageTemplates: MessageTemplate[] = [
  interviewTemplate,
  {
    TemplateId: 302,
    Channel: 'email',
    Name: 'Rejection',
    Subject: 'Your application with {{agency.name}}',
    Body: 'Hi {{applicant.firstName}},\n\nThank you for your interest. We will not move forward at this time.\n\n{{recruiter.signature}}',
    Scope: 'agency',
    Marketing: false,
    OwnerName: null,
    CanEdit: true,
    UpdatedAt: '2026-11-10T09:00:00.000Z',
  },
  {
    TemplateId: 303,
    Channel: 'sms',
    Name: 'Call me back',
    Subject: null,
    Body: 'Hi {{applicant.firstName}}, this is {{recruiter.name}} from {{agency.name}}. Do you have a minute to talk today?',
    Scope: 'personal',
    Marketing: false,
    OwnerName: 'Jane Doe',
    CanEdit: true,
    UpdatedAt: '2026-11-20T11:30:00.000Z',
  },
];

const messagePreview: MessagePreview = {
  Subject: 'Your interview with Bayou City Medical Center',
  Text: 'Hi Maria,\n\nYour interview for Cardiac ICU is on .\n\nJane Doe\nAcme Healthcare Staffing',
  Html: '<p>Hi Maria,</p>\n<p>Your interview for Cardiac ICU is on .</p>\n<p>Jane Doe<br>Acme Healthcare Staffing</p>\n',
  MissingFields: ['{{interview.time}}'],
  Segments: 0,
  Characters: 0,
};

/** A check with nothing blank: the send can go. */
const messageCheck: MessageCheck = { Recipients: 1, Blanks: [], MissingFields: [] };

const sendMessagesResult: SendMessagesResult = {
  Results: [
    { ApplicantId: 1001, Name: 'Maria Rivera', MessageId: 7001, State: 'queued', Reason: null },
    { ApplicantId: 1002, Name: 'James Okafor', MessageId: null, State: null, Reason: 'No mobile number' },
  ],
  Queued: 1,
  Skipped: 1,
};

const sentMessage: MessageSummary = {
  MessageId: 7001,
  Channel: 'email',
  Direction: 'outbound',
  State: 'sent',
  Reason: null,
  ApplicantId: 1001,
  ApplicantNumber: 1234,
  ApplicantName: 'Maria Rivera',
  Recipient: 'maria.rivera@mail.test',
  SenderName: 'Jane Doe',
  TemplateName: 'Interview invitation',
  Subject: 'Your interview with Bayou City Medical Center',
  Preview: 'Hi Maria, Your interview for Cardiac ICU is on Wednesday, December 2, 2026 at 10:00 AM CST.',
  At: '2026-11-25T10:00:00.000Z',
  SendAt: '2026-11-25T10:00:00.000Z',
  SentAt: '2026-11-25T10:00:02.000Z',
  Marketing: false,
  Automatic: false,
};

const smsOut: MessageSummary = {
  MessageId: 7002,
  Channel: 'sms',
  Direction: 'outbound',
  State: 'replied',
  Reason: null,
  ApplicantId: 1001,
  ApplicantNumber: 1234,
  ApplicantName: 'Maria Rivera',
  Recipient: '+15550101001',
  SenderName: 'Jane Doe',
  TemplateName: 'Call me back',
  Subject: null,
  Preview: 'Hi Maria, this is Jane Doe from Acme Healthcare Staffing. Do you have a minute to talk today?',
  At: '2026-11-25T15:00:00.000Z',
  SendAt: '2026-11-25T15:00:00.000Z',
  SentAt: '2026-11-25T15:00:01.000Z',
  Marketing: false,
  Automatic: false,
};

const smsIn: MessageSummary = {
  ...smsOut,
  MessageId: 7003,
  Direction: 'inbound',
  State: 'received',
  SenderName: '',
  TemplateName: null,
  Preview: 'Yes, call me after 3 pm please.',
  At: '2026-11-25T15:20:00.000Z',
  SendAt: '2026-11-25T15:20:00.000Z',
  SentAt: null,
};

const messages: Page<MessageSummary> = {
  Items: [
    smsIn,
    smsOut,
    sentMessage,
    {
      ...sentMessage,
      MessageId: 7004,
      State: 'failed',
      Reason: '550 5.1.1 Mailbox does not exist',
      ApplicantId: 1002,
      ApplicantName: 'James Okafor',
      Recipient: 'james.okafor@mail.test',
      At: '2026-11-24T10:00:00.000Z',
      SendAt: '2026-11-24T10:00:00.000Z',
      SentAt: null,
    },
    {
      ...sentMessage,
      MessageId: 7005,
      State: 'scheduled',
      ApplicantId: 1005,
      ApplicantName: 'Sofia Rossi',
      Recipient: 'sofia.rossi@mail.test',
      At: '2026-11-25T09:00:00.000Z',
      SendAt: '2026-11-30T14:00:00.000Z',
      SentAt: null,
    },
  ],
  Page: 1,
  PageSize: 25,
  Total: 5,
};

const message: MessageDetail = {
  ...sentMessage,
  Text: 'Hi Maria,\n\nYour interview for Cardiac ICU is on Wednesday, December 2, 2026 at 10:00 AM CST.\n\nJane Doe\nAcme Healthcare Staffing',
  Html: '<p>Hi Maria,</p>\n<p>Your interview for Cardiac ICU is on Wednesday, December 2, 2026 at 10:00 AM CST.</p>\n<p>Jane Doe<br>Acme Healthcare Staffing</p>\n',
  Cc: [],
  Bcc: [],
  ReplyTo: 'jane.doe@acme.test',
  From: 'Jane Doe <no-reply@acme.test>',
  Attempts: 1,
  Events: [
    { State: 'queued', At: '2026-11-25T10:00:00.000Z', Detail: 'Sent by Jane Doe' },
    { State: 'sent', At: '2026-11-25T10:00:02.000Z', Detail: '250 2.0.0 OK' },
  ],
};

const savedSearches: SavedSearch[] = [
  {
    SavedSearchId: 41,
    Name: 'Texas ICU leads',
    Query: 'status=lead&state=TX&specialty=ICU',
    CreatedAt: '2026-11-12T10:00:00.000Z',
  },
];

const messageAutomations: MessageAutomation[] = APPLICANT_STATUSES.map(({ key }) =>
  key === 'rejected'
    ? { Status: key, TemplateId: 302, TemplateName: 'Rejection' }
    : { Status: key, TemplateId: null, TemplateName: null },
);

/** Jane's mail settings, her own SMTP server (tested) and the agency's. */
const userMailSettings: UserMailSettings = {
  SenderName: 'Jane Doe',
  ReplyTo: 'jane.doe@acme.test',
  Signature: '**Jane Doe**\nSenior Recruiter, Acme Staffing\n\n[acme.test](https://acme.test)',
  Cc: '',
  Bcc: 'crm@acme.test',
  AccountEmail: 'jane.doe@acme.test',
};
const smtpTestResult: SmtpTestResult = {
  Ok: true,
  Message: '250 2.0.0 OK queued as 4Rk2Vd1x',
  To: 'jane.doe@acme.test',
  At: '2026-11-20T15:04:00.000Z',
};
const userMailConfiguration: MailConfiguration = {
  Server: {
    Host: 'smtp.office365.com',
    Port: 587,
    Security: 'starttls',
    Username: 'jane.doe@acme.test',
    FromAddress: 'jane.doe@acme.test',
    HasPassword: true,
    UpdatedAt: '2026-11-20T15:03:00.000Z',
    LastTest: smtpTestResult,
  },
  Fallback: 'agency',
  FallbackDescription: "The agency's server (smtp.acme.test)",
};
const agencyMailServer: MailConfiguration = {
  Server: {
    Host: 'smtp.acme.test',
    Port: 465,
    Security: 'tls',
    Username: 'portal@acme.test',
    FromAddress: 'recruiting@acme.test',
    HasPassword: true,
    UpdatedAt: '2026-10-02T12:00:00.000Z',
    LastTest: null,
  },
  Fallback: 'platform',
  FallbackDescription: "The portal's own mail service",
};

/** The agency's settings as an admin reads them (Management → Agencies): branded, with a logo. */
const agencySettings: AgencySettings = {
  AgencyId: 1,
  Slug: 'acme',
  Name: 'Acme Healthcare Staffing',
  Phone: '+1 555 010 2000',
  Address1: '100 Main Street',
  Address2: 'Suite 200',
  City: 'Springfield',
  State: 'IL',
  ZipCode: '62701',
  RecruitmentEmail: 'careers@acme.test',
  TimeZone: 'America/Chicago',
  BrandPrimary: '#0f766e',
  BrandAccent: '#1d4ed8',
  LogoUrl: '/api/agency/logo?old=acme&v=3f2a9c0d1e4b5a6c',
  CanEdit: true,
  Owner: false,
  Operator: false,
};

/** The branding of the agency of the host (the sign-in screens): its name and logo, no colors of its own. */
const agencyBranding: AgencyBranding = {
  Name: 'Acme Healthcare Staffing',
  LogoUrl: '/api/agency/logo?old=acme&v=3f2a9c0d1e4b5a6c',
  BrandPrimary: null,
  BrandAccent: null,
  RecruitmentEmail: 'careers@acme.test',
};

/** The agency's logo (a small plain SVG). */
const agencyLogoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32"><rect width="32" height="32" rx="6" fill="#0f766e"/><path d="M8 24 16 8l8 16z" fill="#ffffff"/></svg>';

/** Every agency of the platform, as an operator reads them: the operator's own, another, a suspended one. */
const platformAgencies: PlatformAgency[] = [
  {
    AgencyId: 1,
    Name: 'Acme Healthcare Staffing',
    Slug: 'acme',
    OwnerName: 'Ann Acme',
    OwnerEmail: 'owner@acme.test',
    Users: 128,
    Status: 'active',
    SuspendedAt: null,
    CreatedAt: '2025-03-01T09:00:00.000Z',
    Own: true,
  },
  {
    AgencyId: 2,
    Name: 'Bayside Nurses',
    Slug: 'bayside',
    OwnerName: 'Bea Bayside',
    OwnerEmail: 'bea@bayside.test',
    Users: 37,
    Status: 'active',
    SuspendedAt: null,
    CreatedAt: '2026-02-14T12:00:00.000Z',
    Own: false,
  },
  {
    AgencyId: 3,
    Name: 'Coastal Care Staffing',
    Slug: 'coastal',
    OwnerName: 'Cole Coast',
    OwnerEmail: 'cole@coastal.test',
    Users: 12,
    Status: 'suspended',
    SuspendedAt: '2026-11-02T10:00:00.000Z',
    CreatedAt: '2026-06-20T08:00:00.000Z',
    Own: false,
  },
];

/** The agency's staff directory: Jane (recruiter and supervisor), the owner, and someone who left. */
const staffMembers: StaffMember[] = [
  {
    RecruiterId: 42,
    FirstName: 'Jane',
    LastName: 'Doe',
    Title: 'Senior Recruiter',
    Email: 'jane.doe@acme.test',
    Phone: '+1 555 010 4242',
    Roles: ['recruiter', 'supervisor'],
    Active: true,
    Status: 'active',
    Verified: true,
    Owner: false,
    // The same instant as Manage Users' (managedAccountList): one source, users.last_sign_in_at.
    LastSignInAt: '2026-11-23T14:02:00.000Z',
    ApplicantsOwned: 37,
    InvitationExpiresAt: null,
  },
  {
    RecruiterId: 7,
    FirstName: 'Olivia',
    LastName: 'Owner',
    Title: 'Founder',
    Email: 'olivia@acme.test',
    Phone: '',
    Roles: ['admin'],
    Active: true,
    Status: 'active',
    Verified: true,
    Owner: true,
    LastSignInAt: '2026-11-23T13:30:00.000Z',
    ApplicantsOwned: 4,
    InvitationExpiresAt: null,
  },
  {
    RecruiterId: 51,
    FirstName: 'Sam',
    LastName: 'Tran',
    Title: 'Recruiter',
    Email: 'sam.tran@acme.test',
    Phone: '+1 555 010 5151',
    Roles: ['recruiter'],
    Active: false,
    Status: 'inactive',
    Verified: true,
    Owner: false,
    LastSignInAt: null,
    ApplicantsOwned: 0,
    InvitationExpiresAt: null,
  },
  {
    RecruiterId: 63,
    FirstName: 'Nina',
    LastName: 'Newhire',
    Title: 'Recruiter',
    Email: 'nina.newhire@acme.test',
    Phone: '',
    Roles: ['recruiter'],
    Active: false,
    Status: 'invited',
    Verified: false,
    Owner: false,
    LastSignInAt: null,
    ApplicantsOwned: 0,
    InvitationExpiresAt: '2026-11-27T09:00:00.000Z',
  },
  {
    RecruiterId: 77,
    FirstName: 'Riley',
    LastName: 'Joiner',
    Title: '',
    Email: 'riley.joiner@acme.test',
    Phone: '',
    Roles: [],
    Active: false,
    Status: 'pending-approval',
    Verified: true,
    Owner: false,
    LastSignInAt: '2026-11-23T16:45:00.000Z',
    ApplicantsOwned: 0,
    InvitationExpiresAt: null,
  },
];

/** What a management action on a staff member answers (Management → Recruiters). */
const staffActionResult: StaffActionResult = {
  Member: staffMembers[0]!,
  Message: 'Jane Doe: Recruiter, Supervisor, Senior Recruiter.',
};

/** The invitation a link opens (the accept-invitation screen). */
const staffInvitation: StaffInvitation = {
  FirstName: 'Nina',
  LastName: 'Newhire',
  Email: 'nina.newhire@acme.test',
  AgencyName: 'Acme Healthcare Staffing',
  ExpiresAt: '2026-11-27T09:00:00.000Z',
};

/** A recruiter's self-registration, answered 201. */
const recruiterRegistration: RecruiterRegistrationResponse = {
  UserId: '3f1c2b9e-7d4a-4c7e-9b1a-5e6f7a8b9c0d',
  RecruiterId: 77,
  Email: 'riley.joiner@acme.test',
};

/** Manage Profile's preferences: Central time, reminders on, credential alerts off. */
const userPreferences = { TimeZone: 'America/Chicago', EmailReminders: true, EmailCredentialAlerts: false };

/** The agency's permission table: the owner let recruiters archive applicants and took bulk changes from supervisors. */
const rolePermissions: RolePermissions = {
  Grants: [
    { Role: 'recruiter', Permission: 'applicants.archive', Allowed: true },
    { Role: 'supervisor', Permission: 'applicants.bulk', Allowed: false },
  ],
  ChangedAt: '2026-10-20T15:30:00.000Z',
  ChangedBy: 'Olivia Owner',
};

/** Consistent sample data of one agency: a staff user (Jane Doe, recruiter + supervisor) and an applicant. */
/** Recruiter History (America/Chicago, CST): two staff members over a week, one still signed in. */
const recruiterHistory: RecruiterHistory = {
  From: '2026-11-17',
  To: '2026-11-23',
  TimeZone: 'America/Chicago',
  View: 'day',
  Rows: [
    {
      RecruiterId: recruiter.RecruiterId,
      Name: 'Jane Doe',
      Date: '2026-11-23',
      DateTo: '2026-11-23',
      FirstSignIn: '2026-11-23T14:02:00.000Z',
      LastSignOut: '2026-11-23T23:31:00.000Z',
      ActiveSeconds: 29_520,
      Days: 1,
      SignedIn: false,
    },
    {
      RecruiterId: 57,
      Name: 'Marcus Lee',
      Date: '2026-11-23',
      DateTo: '2026-11-23',
      FirstSignIn: '2026-11-23T15:00:00.000Z',
      LastSignOut: null,
      ActiveSeconds: 15_000,
      Days: 1,
      SignedIn: true,
    },
    {
      RecruiterId: recruiter.RecruiterId,
      Name: 'Jane Doe',
      Date: '2026-11-20',
      DateTo: '2026-11-20',
      FirstSignIn: '2026-11-20T14:15:00.000Z',
      LastSignOut: '2026-11-20T22:45:00.000Z',
      ActiveSeconds: 30_600,
      Days: 1,
      SignedIn: false,
    },
  ],
  Totals: [
    { RecruiterId: recruiter.RecruiterId, Name: 'Jane Doe', ActiveSeconds: 60_120, Days: 2 },
    { RecruiterId: 57, Name: 'Marcus Lee', ActiveSeconds: 15_000, Days: 1 },
  ],
  ActiveSeconds: 75_120,
  Recruiters: [
    { RecruiterId: recruiter.RecruiterId, Name: 'Jane Doe' },
    { RecruiterId: 57, Name: 'Marcus Lee' },
  ],
};

/** Manager analytics (issue 15) over the last 90 days: a busy pipeline, two recruiters, four sources. */
const analytics: AnalyticsReport = {
  From: '2026-08-26',
  To: '2026-11-23',
  Conversion: [
    { From: 'lead', To: 'paper-screened', Entered: 120, Advanced: 78, Percent: 65 },
    { From: 'paper-screened', To: 'phone-screened', Entered: 80, Advanced: 52, Percent: 65 },
    { From: 'phone-screened', To: 'final-interview', Entered: 50, Advanced: 30, Percent: 60 },
    { From: 'final-interview', To: 'offered', Entered: 30, Advanced: 18, Percent: 60 },
    { From: 'offered', To: 'accepted', Entered: 18, Advanced: 14, Percent: 78 },
  ],
  TimeInStage: [
    { Stage: 'lead', Stays: 110, MedianDays: 2.5 },
    { Stage: 'paper-screened', Stays: 76, MedianDays: 1.5 },
    { Stage: 'phone-screened', Stays: 48, MedianDays: 4 },
    { Stage: 'final-interview', Stays: 29, MedianDays: 6.5 },
    { Stage: 'offered', Stays: 17, MedianDays: 3 },
    { Stage: 'accepted', Stays: 2, MedianDays: 40 },
  ],
  ByRecruiter: [
    { RecruiterId: recruiter.RecruiterId, Name: 'Jane Doe', Submissions: 34, Placements: 9 },
    { RecruiterId: 57, Name: 'Marcus Lee', Submissions: 21, Placements: 5 },
  ],
  BySource: [
    { Source: 'portal', Submissions: 22, Placements: 6 },
    { Source: 'referral', Submissions: 15, Placements: 5 },
    { Source: 'job-board', Submissions: 12, Placements: 2 },
    { Source: 'social-media', Submissions: 4, Placements: 1 },
    { Source: 'career-fair', Submissions: 0, Placements: 0 },
    { Source: 'walk-in', Submissions: 0, Placements: 0 },
    { Source: 'other', Submissions: 2, Placements: 0 },
  ],
  Onboarding: {
    Completed: 25,
    MedianDays: 9.5,
    Buckets: [
      { Label: '0–7 days', Count: 8 },
      { Label: '8–14 days', Count: 11 },
      { Label: '15–30 days', Count: 4 },
      { Label: '31–60 days', Count: 2 },
      { Label: 'Over 60 days', Count: 0 },
    ],
  },
};

/** Manage Users: the agency's accounts (the owner, a staff member, a locked one, an applicant, a deactivated one). */
const managedAccountList: ManagedAccount[] = [
  {
    UserId: recruiter.UserId,
    FirstName: 'Jane',
    LastName: 'Doe',
    Email: 'jane.doe@acme.test',
    Type: 'staff',
    Roles: ['recruiter', 'supervisor'],
    Verified: true,
    Active: true,
    LockedAt: null,
    LockedBy: '',
    Owner: false,
    LastSignInAt: '2026-11-23T14:02:00.000Z',
    OpenSessions: 2,
    CreatedAt: '2025-03-02T15:00:00.000Z',
  },
  {
    UserId: '0b7e4a51-9d3c-4f8e-a2b6-7c1d5e9f0007',
    FirstName: 'Olivia',
    LastName: 'Owner',
    Email: 'olivia@acme.test',
    Type: 'staff',
    Roles: ['admin'],
    Verified: true,
    Active: true,
    LockedAt: null,
    LockedBy: '',
    Owner: true,
    LastSignInAt: '2026-11-23T13:30:00.000Z',
    OpenSessions: 1,
    CreatedAt: '2024-01-10T15:00:00.000Z',
  },
  {
    UserId: '5f2d8c3a-1e6b-4a9d-8c7f-2b4e6d8a0051',
    FirstName: 'Marcus',
    LastName: 'Lee',
    Email: 'marcus.lee@acme.test',
    Type: 'staff',
    Roles: ['recruiter'],
    Verified: true,
    Active: true,
    LockedAt: '2026-11-22T16:45:00.000Z',
    LockedBy: 'Olivia Owner',
    Owner: false,
    LastSignInAt: '2026-11-21T14:10:00.000Z',
    OpenSessions: 0,
    CreatedAt: '2025-08-14T15:00:00.000Z',
  },
  {
    UserId: applicantUser.UserId,
    FirstName: applicantUser.FirstName,
    LastName: applicantUser.LastName,
    Email: applicantUser.Email,
    Type: 'applicant',
    Roles: [],
    Verified: true,
    Active: true,
    LockedAt: null,
    LockedBy: '',
    Owner: false,
    LastSignInAt: null,
    OpenSessions: 0,
    CreatedAt: '2026-10-01T12:00:00.000Z',
  },
  {
    UserId: '9a4c2e7b-3d5f-4b1a-9e8c-6f0d2a4c0052',
    FirstName: 'Sam',
    LastName: 'Tran',
    Email: 'sam.tran@acme.test',
    Type: 'staff',
    Roles: ['recruiter'],
    Verified: false,
    Active: false,
    LockedAt: null,
    LockedBy: '',
    Owner: false,
    LastSignInAt: null,
    OpenSessions: 0,
    CreatedAt: '2026-02-11T15:00:00.000Z',
  },
];

const managedAccounts: Page<ManagedAccount> = {
  Items: managedAccountList,
  Page: 1,
  PageSize: 25,
  Total: managedAccountList.length,
};

const managedAccountResult: ManagedAccountActionResult = {
  Account: {
    ...managedAccountList[0]!,
    LockedAt: '2026-11-23T18:00:00.000Z',
    LockedBy: 'Olivia Owner',
    OpenSessions: 0,
  },
  Message: "Jane Doe's account is locked and signed out everywhere.",
};

/** The agency's security audit log, newest first. */
const auditEntries: AuditEntry[] = [
  {
    Id: 9005,
    At: '2026-11-23T18:00:00.000Z',
    Action: 'account-locked',
    ActorUserId: managedAccountList[1]!.UserId,
    ActorName: 'Olivia Owner',
    SubjectUserId: managedAccountList[2]!.UserId,
    SubjectName: 'Marcus Lee',
    Detail: { SessionsEnded: 2 },
    Ip: '203.0.113.7',
  },
  {
    Id: 9004,
    At: '2026-11-23T16:20:00.000Z',
    Action: 'sensitive-revealed',
    ActorUserId: recruiter.UserId,
    ActorName: 'Jane Doe',
    SubjectUserId: applicantUser.UserId,
    SubjectName: `${applicantUser.FirstName} ${applicantUser.LastName}`,
    Detail: { ApplicantId: 1001, Form: 'w4', Field: 'Ssn' },
    Ip: '198.51.100.23',
  },
  {
    Id: 9003,
    At: '2026-11-23T14:02:00.000Z',
    Action: 'sign-in',
    ActorUserId: recruiter.UserId,
    ActorName: 'Jane Doe',
    SubjectUserId: recruiter.UserId,
    SubjectName: 'Jane Doe',
    Detail: {},
    Ip: '198.51.100.23',
  },
  {
    Id: 9002,
    At: '2026-11-23T14:01:10.000Z',
    Action: 'sign-in-failed',
    ActorUserId: null,
    ActorName: '',
    SubjectUserId: recruiter.UserId,
    SubjectName: 'Jane Doe',
    Detail: { Reason: 'Wrong password' },
    Ip: '198.51.100.23',
  },
  {
    Id: 9001,
    At: '2026-11-22T21:15:00.000Z',
    Action: 'password-reset-sent',
    ActorUserId: managedAccountList[1]!.UserId,
    ActorName: 'Olivia Owner',
    SubjectUserId: managedAccountList[4]!.UserId,
    SubjectName: 'Sam Tran',
    Detail: { Email: 'sam.tran@acme.test' },
    Ip: '203.0.113.7',
  },
];

const auditLog: Page<AuditEntry> = { Items: auditEntries, Page: 1, PageSize: 25, Total: auditEntries.length };

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
  publicJobs,
  publicJob,
  careerResumeUpload,
  careerApplicationResult,
  careerConfirmationResult,
  careerMergeResult,
  pendingCareerApplication,
  submission,
  calendarEvent: calendarInterview,
  calendarFollowUp,
  calendarEvents,
  calendarAgenda,
  applicantMatches,
  jobOrderMatches,
  positions,
  recruiterHistory,
  analytics,
  messageTemplate: interviewTemplate,
  messageTemplates,
  messagePreview,
  messageCheck,
  sendMessagesResult,
  messages,
  message,
  applicantMessages: [sentMessage, smsOut, smsIn] as MessageSummary[],
  savedSearches,
  messageAutomations,
  staffMembers,
  staffActionResult,
  staffInvitation,
  recruiterRegistration,
  managedAccounts,
  managedAccountResult,
  auditLog,
  rolePermissions,
  userPreferences,
  userMailSettings,
  userMailConfiguration,
  agencyMailServer,
  smtpTestResult,
  agencySettings,
  agencyBranding,
  agencyLogoSvg,
  platformAgencies,
  staffCredentials: { username: recruiter.Email, password: 'Recruit3r!' },
  applicantCredentials: { username: applicantUser.Email, password: 'Applic4nt!' },
  verificationCode: '481516',
} as const;
