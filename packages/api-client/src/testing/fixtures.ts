import {
  APPLICANT_STATUSES,
  type Agency,
  type ApplicantStatusCount,
  type RecruiterClaim,
  type Recruiter,
  type RegistrationResponse,
  type User,
  type UserRole,
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

/** Every status once, in menu order, 5 applicants each: the reference server's demo seed. */
const applicantStatusCounts: ApplicantStatusCount[] = APPLICANT_STATUSES.map(({ key }) => ({ Status: key, Count: 5 }));

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
  staffCredentials: { username: recruiter.Email, password: 'Recruit3r!' },
  applicantCredentials: { username: applicantUser.Email, password: 'Applic4nt!' },
  verificationCode: '481516',
} as const;
