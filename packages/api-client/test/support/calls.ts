import type { ApiClient } from '@agency/api-client';
import {
  API_CALLS,
  type ApiPathName,
  type JobOrderPayload,
  type MessageTemplatePayload,
} from '@agency/api-client/contract';
import { fixtures } from '@agency/api-client/testing';

export interface CallCase {
  /** Makes the call through the client's public surface. */
  invoke: (client: ApiClient) => Promise<unknown>;
  /** The path actually requested (the contract path plus any suffix). */
  pathname: string;
  query?: Record<string, string>;
  /** The JSON body expected on the wire (undefined: no body); with `contentType`, the raw text sent. */
  body?: unknown;
  /** A raw (file) body's content type; absent: the body is JSON. */
  contentType?: string;
  /** What the call resolves to with the success handler. */
  result: unknown;
}

const { AccountEmail: _accountEmail, ...mailSettingsPayload } = fixtures.userMailSettings;
const smtpPayload = {
  Host: 'smtp.office365.com',
  Port: 587,
  Security: 'starttls' as const,
  Username: 'jane.doe@acme.test',
  Password: 'app-password',
  FromAddress: 'jane.doe@acme.test',
};

const {
  Id: _institutionId,
  CreatedAt: _created,
  UpdatedAt: _updated,
  UpdatedBy: _by,
  ...institutionPayload
} = fixtures.institution;

const messageTemplatePayload: MessageTemplatePayload = {
  Channel: fixtures.messageTemplate.Channel,
  Name: fixtures.messageTemplate.Name,
  Subject: fixtures.messageTemplate.Subject,
  Body: fixtures.messageTemplate.Body,
  Scope: fixtures.messageTemplate.Scope,
  Marketing: fixtures.messageTemplate.Marketing,
};

const jobOrderPayload: JobOrderPayload = {
  Title: fixtures.jobOrder.Title,
  InstitutionId: fixtures.jobOrder.InstitutionId,
  Unit: fixtures.jobOrder.Unit,
  Discipline: fixtures.jobOrder.Discipline,
  Specialty: fixtures.jobOrder.Specialty,
  Shift: fixtures.jobOrder.Shift,
  ShiftHours: fixtures.jobOrder.ShiftHours,
  HoursPerWeek: fixtures.jobOrder.HoursPerWeek,
  GuaranteedHours: fixtures.jobOrder.GuaranteedHours,
  StartDate: fixtures.jobOrder.StartDate,
  DurationWeeks: fixtures.jobOrder.DurationWeeks,
  Openings: fixtures.jobOrder.Openings,
  EmploymentType: fixtures.jobOrder.EmploymentType,
  PayHourlyCents: fixtures.jobOrder.PayHourlyCents,
  HousingStipendWeeklyCents: fixtures.jobOrder.HousingStipendWeeklyCents,
  MealsStipendWeeklyCents: fixtures.jobOrder.MealsStipendWeeklyCents,
  OvertimeHourlyCents: fixtures.jobOrder.OvertimeHourlyCents,
  BillRateCents: fixtures.jobOrder.BillRateCents ?? null,
  LicenseStates: fixtures.jobOrder.LicenseStates,
  CompactLicenseAccepted: fixtures.jobOrder.CompactLicenseAccepted,
  Certifications: fixtures.jobOrder.Certifications,
  YearsExperience: fixtures.jobOrder.YearsExperience,
  Emr: fixtures.jobOrder.Emr,
  InterviewRequired: fixtures.jobOrder.InterviewRequired,
  Description: fixtures.jobOrder.Description,
  Status: fixtures.jobOrder.Status,
  StatusReason: fixtures.jobOrder.StatusReason,
  OwnerId: fixtures.jobOrder.OwnerId,
  Public: fixtures.jobOrder.Public,
};

/** The careers site's application (issue 16). */
const careerApplication = {
  FirstName: 'Maria',
  LastName: 'Rivera',
  Email: 'maria.rivera@mail.test',
  MobilePhone: '+1 713 555 0142',
  Discipline: 'RN' as const,
  LicenseStates: ['TX' as const, 'AZ' as const],
  ResumeToken: fixtures.careerResumeUpload.ResumeToken,
};

/** An upload requirement of the forms catalogue, as its editor sends it. */
const { Key: _key, ...uploadRequirementItem } = fixtures.formsCatalogue.UploadRequirements.find(
  (item) => item.Key === 'acls-card',
)!;

/** The agency's settings as the settings form sends them. */
const {
  AgencyId: _agencyId,
  Slug: _slug,
  LogoUrl: _logoUrl,
  CanEdit: _canEdit,
  Owner: _owner,
  Operator: _operator,
  ...agencySettingsPayload
} = fixtures.agencySettings;

/** A new agency and its first owner, as the add-agency form sends them. */
const newAgencyPayload = {
  Name: 'Bayside Nurses',
  Slug: 'bayside',
  OwnerFirstName: 'Bea',
  OwnerLastName: 'Bayside',
  OwnerEmail: 'bea@bayside.test',
};

const full = (data: unknown, status = 200) => ({ status, data, headers: expect.any(Headers) as unknown });

/**
 * Every call of the contract, by name. Typed as a complete record: a path added to the contract fails the
 * typecheck until the client has a function for it and this table covers it.
 */
export const CALLS: { [N in ApiPathName]: CallCase } = {
  updateEntryExit: {
    invoke: (c) => c.recruiter.updateEntryExit(42),
    pathname: '/api/recruiter/update-entry-exit',
    body: 42,
    result: 'Exit recorded',
  },
  isUserVerified: { invoke: (c) => c.base.isUserVerified(), pathname: '/api/base/is-user-verified', result: true },
  forgotPassword: {
    invoke: (c) => c.password.forgotPassword({ Email: 'jane.doe@acme.test' }),
    pathname: '/api/password/forgot-password',
    body: { Email: 'jane.doe@acme.test' },
    result: full('A temporary password has been sent to your e-mail.'),
  },
  changePassword: {
    invoke: (c) => c.password.changePassword({ CurrentPassword: 'Old-pass1', NewPassword: 'New-pass1' }),
    pathname: '/api/password/change-password',
    body: { CurrentPassword: 'Old-pass1', NewPassword: 'New-pass1' },
    result: 'Password changed',
  },
  register: {
    invoke: (c) =>
      c.registration.register({
        First_Name: 'Sam',
        Last_Name: 'Lee',
        Email: 'sam.lee@mail.test',
        Password: 'Applic4nt!',
      }),
    pathname: '/api/registration/register',
    body: {
      First_Name: 'Sam',
      Last_Name: 'Lee',
      Email: 'sam.lee@mail.test',
      Password: 'Applic4nt!',
      IsVerified: false,
      Middle_Name: '',
    },
    result: fixtures.registration,
  },
  registrationLookup: {
    invoke: (c) => c.registration.emailExists('sam+1@mail.test'),
    pathname: '/api/registration/sam%2B1%40mail.test',
    result: full(false),
  },
  verify: {
    invoke: (c) => c.registration.verify(fixtures.verificationCode),
    pathname: '/api/registration/verify',
    body: { verificationCode: fixtures.verificationCode },
    result: full(true),
  },
  resendVerificationCode: {
    invoke: (c) => c.registration.resendVerificationCode(),
    pathname: '/api/registration/resend-verification-code',
    result: 'A new verification code has been sent.',
  },
  getCurrentRecruiter: {
    invoke: (c) => c.recruiter.getCurrentRecruiter(),
    pathname: '/api/recruiter/get-current-recruiter',
    result: full(fixtures.recruiter),
  },
  getUserRoles: {
    invoke: (c) => c.role.getUserRoles(),
    pathname: '/api/role/get-user-roles',
    result: full(fixtures.userRoles),
  },
  getUserByUserId: {
    invoke: (c) => c.user.getUserByUserId(),
    pathname: '/api/user/get-user-by-userid',
    result: full(fixtures.user),
  },
  updateProfile: {
    invoke: (c) => c.recruiter.updateProfile({ FirstName: 'Jane', LastName: 'Doe', Title: 'Lead Recruiter' }),
    pathname: '/api/recruiter/update-profile',
    body: { FirstName: 'Jane', LastName: 'Doe', Title: 'Lead Recruiter' },
    result: full(fixtures.recruiter),
  },
  emailExist: {
    invoke: (c) => c.recruiter.emailExist('jane.doe@acme.test'),
    pathname: '/api/recruiter/email_exist',
    query: { email: 'jane.doe@acme.test' },
    result: full(false),
  },
  getAgencyByUserId: {
    invoke: (c) => c.agency.getAgencyByUserId(),
    pathname: '/api/agency/get-agency-by-userid',
    result: full(fixtures.agency),
  },
  isAgencyOwner: { invoke: (c) => c.agency.isAgencyOwner(), pathname: '/api/agency/is-agency-owner', result: true },
  updateAgency: {
    invoke: (c) => {
      const { AgencyId: _id, Slug: _slug, ...payload } = fixtures.agency;
      return c.agency.updateAgency(payload);
    },
    pathname: '/api/agency/update-agency',
    body: (({ AgencyId: _id, Slug: _slug, ...payload }) => payload)(fixtures.agency),
    result: 'Agency updated',
  },
  listStaff: {
    invoke: (c) => c.call(API_CALLS.listStaff),
    pathname: '/api/staff',
    result: full(fixtures.staffMembers),
  },
  inviteStaff: {
    invoke: (c) =>
      c.call(API_CALLS.inviteStaff, {
        body: {
          FirstName: 'Nina',
          LastName: 'Newhire',
          Email: 'nina.newhire@acme.test',
          Title: '',
          Roles: ['recruiter'],
        },
      }),
    pathname: '/api/staff/invitations',
    body: { FirstName: 'Nina', LastName: 'Newhire', Email: 'nina.newhire@acme.test', Title: '', Roles: ['recruiter'] },
    result: full({
      Member: fixtures.staffMembers[3],
      Message: 'An invitation has been sent to nina.newhire@acme.test.',
    }),
  },
  resendStaffInvitation: {
    invoke: (c) => c.call(API_CALLS.resendStaffInvitation, { params: { recruiterId: 63 } }),
    pathname: '/api/staff/63/invitation',
    result: full({
      Member: fixtures.staffMembers[3],
      Message: 'A new invitation has been sent to nina.newhire@acme.test; the previous link no longer works.',
    }),
  },
  updateStaff: {
    invoke: (c) =>
      c.call(API_CALLS.updateStaff, {
        params: { recruiterId: 42 },
        body: { Title: 'Senior Recruiter', Roles: ['recruiter', 'supervisor'] },
      }),
    pathname: '/api/staff/42',
    body: { Title: 'Senior Recruiter', Roles: ['recruiter', 'supervisor'] },
    result: full(fixtures.staffActionResult),
  },
  deactivateStaff: {
    invoke: (c) => c.call(API_CALLS.deactivateStaff, { params: { recruiterId: 42 }, body: { ReassignTo: 7 } }),
    pathname: '/api/staff/42/deactivate',
    body: { ReassignTo: 7 },
    result: full({
      Member: { ...fixtures.staffMembers[0], Active: false, Status: 'inactive', ApplicantsOwned: 0 },
      Message: 'Jane Doe is deactivated and signed out everywhere.',
    }),
  },
  reactivateStaff: {
    invoke: (c) => c.call(API_CALLS.reactivateStaff, { params: { recruiterId: 51 } }),
    pathname: '/api/staff/51/reactivate',
    result: full({
      Member: { ...fixtures.staffMembers[2], Active: true, Status: 'active' },
      Message: 'Sam Tran is active again and can sign in.',
    }),
  },
  resetStaffPassword: {
    invoke: (c) => c.call(API_CALLS.resetStaffPassword, { params: { recruiterId: 42 } }),
    pathname: '/api/staff/42/reset-password',
    result: full({
      Member: fixtures.staffMembers[0],
      Message: 'A temporary password has been sent to jane.doe@acme.test.',
    }),
  },
  approveStaff: {
    invoke: (c) => c.call(API_CALLS.approveStaff, { params: { recruiterId: 77 }, body: { Roles: ['recruiter'] } }),
    pathname: '/api/staff/77/approve',
    body: { Roles: ['recruiter'] },
    result: full({
      Member: { ...fixtures.staffMembers[4], Active: true, Status: 'active', Roles: ['recruiter'] },
      Message: 'Riley Joiner is approved as Recruiter.',
    }),
  },
  declineStaff: {
    invoke: (c) => c.call(API_CALLS.declineStaff, { params: { recruiterId: 77 } }),
    pathname: '/api/staff/77/decline',
    result: full({
      Member: { ...fixtures.staffMembers[4], Status: 'declined' },
      Message: "Riley Joiner's registration is declined: the account cannot sign in.",
    }),
  },
  getStaffInvitation: {
    invoke: (c) => c.call(API_CALLS.getStaffInvitation, { params: { token: 'tok-1' } }),
    pathname: '/api/staff/invitations/tok-1',
    result: full(fixtures.staffInvitation),
  },
  acceptStaffInvitation: {
    invoke: (c) =>
      c.call(API_CALLS.acceptStaffInvitation, {
        params: { token: 'tok-1' },
        body: { Password: 'Welcome12', ConfirmPassword: 'Welcome12' },
      }),
    pathname: '/api/staff/invitations/tok-1/accept',
    body: { Password: 'Welcome12', ConfirmPassword: 'Welcome12' },
    result: full({ Email: fixtures.staffInvitation.Email }),
  },
  registerRecruiter: {
    invoke: (c) =>
      c.call(API_CALLS.registerRecruiter, {
        body: {
          First_Name: 'Riley',
          Last_Name: 'Joiner',
          Email: 'riley.joiner@acme.test',
          Password: 'Welcome12',
          IsVerified: false,
          Middle_Name: '',
        },
      }),
    pathname: '/api/staff/registrations',
    body: {
      First_Name: 'Riley',
      Last_Name: 'Joiner',
      Email: 'riley.joiner@acme.test',
      Password: 'Welcome12',
      IsVerified: false,
      Middle_Name: '',
    },
    result: full(fixtures.recruiterRegistration, 201),
  },
  getRolePermissions: {
    invoke: (c) => c.call(API_CALLS.getRolePermissions),
    pathname: '/api/role-permissions',
    result: full({ Grants: [], ChangedAt: null, ChangedBy: '' }),
  },
  setRolePermission: {
    invoke: (c) =>
      c.call(API_CALLS.setRolePermission, {
        body: { Role: 'recruiter', Permission: 'applicants.archive', Allowed: true },
      }),
    pathname: '/api/role-permissions',
    body: { Role: 'recruiter', Permission: 'applicants.archive', Allowed: true },
    result: full(fixtures.rolePermissions),
  },
  getUserPreferences: {
    invoke: (c) => c.call(API_CALLS.getUserPreferences),
    pathname: '/api/user/preferences',
    result: full(fixtures.userPreferences),
  },
  saveUserPreferences: {
    invoke: (c) => c.call(API_CALLS.saveUserPreferences, { body: fixtures.userPreferences }),
    pathname: '/api/user/preferences',
    body: fixtures.userPreferences,
    result: full(fixtures.userPreferences),
  },
  getUserMailSettings: {
    invoke: (c) => c.call(API_CALLS.getUserMailSettings),
    pathname: '/api/user-mail-settings',
    result: full(fixtures.userMailSettings),
  },
  saveUserMailSettings: {
    invoke: (c) => c.call(API_CALLS.saveUserMailSettings, { body: mailSettingsPayload }),
    pathname: '/api/user-mail-settings',
    body: mailSettingsPayload,
    result: full(fixtures.userMailSettings),
  },
  getUserMailConfiguration: {
    invoke: (c) => c.call(API_CALLS.getUserMailConfiguration),
    pathname: '/api/user-mail-configuration',
    result: full(fixtures.userMailConfiguration),
  },
  saveUserMailConfiguration: {
    invoke: (c) => c.call(API_CALLS.saveUserMailConfiguration, { body: smtpPayload }),
    pathname: '/api/user-mail-configuration',
    body: smtpPayload,
    result: full(fixtures.userMailConfiguration),
  },
  deleteUserMailConfiguration: {
    invoke: (c) => c.call(API_CALLS.deleteUserMailConfiguration),
    pathname: '/api/user-mail-configuration',
    result: full({ ...fixtures.userMailConfiguration, Server: null }),
  },
  testUserMailConfiguration: {
    invoke: (c) => c.call(API_CALLS.testUserMailConfiguration, { body: {} }),
    pathname: '/api/user-mail-configuration/test',
    body: {},
    result: full(fixtures.smtpTestResult),
  },
  getAgencyMailServer: {
    invoke: (c) => c.call(API_CALLS.getAgencyMailServer),
    pathname: '/api/agency/mail-server',
    result: full(fixtures.agencyMailServer),
  },
  saveAgencyMailServer: {
    invoke: (c) => c.call(API_CALLS.saveAgencyMailServer, { body: smtpPayload }),
    pathname: '/api/agency/mail-server',
    body: smtpPayload,
    result: full(fixtures.agencyMailServer),
  },
  deleteAgencyMailServer: {
    invoke: (c) => c.call(API_CALLS.deleteAgencyMailServer),
    pathname: '/api/agency/mail-server',
    result: full({ ...fixtures.agencyMailServer, Server: null }),
  },
  testAgencyMailServer: {
    invoke: (c) => c.call(API_CALLS.testAgencyMailServer, { body: { To: 'owner@acme.test' } }),
    pathname: '/api/agency/mail-server/test',
    body: { To: 'owner@acme.test' },
    result: full({ ...fixtures.smtpTestResult, To: 'owner@acme.test' }),
  },
  getAgencySettings: {
    invoke: (c) => c.call(API_CALLS.getAgencySettings),
    pathname: '/api/agency/settings',
    result: full(fixtures.agencySettings),
  },
  updateAgencySettings: {
    invoke: (c) => c.call(API_CALLS.updateAgencySettings, { body: agencySettingsPayload }),
    pathname: '/api/agency/settings',
    body: agencySettingsPayload,
    result: full(fixtures.agencySettings),
  },
  uploadAgencyLogo: {
    invoke: (c) =>
      c.call(API_CALLS.uploadAgencyLogo, { body: new Blob([fixtures.agencyLogoSvg], { type: 'image/svg+xml' }) }),
    pathname: '/api/agency/logo',
    body: fixtures.agencyLogoSvg,
    contentType: 'image/svg+xml',
    result: full(fixtures.agencySettings),
  },
  deleteAgencyLogo: {
    invoke: (c) => c.call(API_CALLS.deleteAgencyLogo),
    pathname: '/api/agency/logo',
    result: full({ ...fixtures.agencySettings, LogoUrl: null }),
  },
  getAgencyBranding: {
    invoke: (c) => c.call(API_CALLS.getAgencyBranding),
    pathname: '/api/agency/branding',
    result: full(fixtures.agencyBranding),
  },
  getAgencyLogo: {
    invoke: async (c) => await (await c.call(API_CALLS.getAgencyLogo)).data.text(),
    pathname: '/api/agency/logo',
    result: fixtures.agencyLogoSvg,
  },
  listPlatformAgencies: {
    invoke: (c) => c.call(API_CALLS.listPlatformAgencies),
    pathname: '/api/platform/agencies',
    result: full(fixtures.platformAgencies),
  },
  createPlatformAgency: {
    invoke: (c) => c.call(API_CALLS.createPlatformAgency, { body: newAgencyPayload }),
    pathname: '/api/platform/agencies',
    body: newAgencyPayload,
    result: full({ Agency: fixtures.platformAgencies[1], Invited: true }, 201),
  },
  suspendPlatformAgency: {
    invoke: (c) => c.call(API_CALLS.suspendPlatformAgency, { params: { id: 2 } }),
    pathname: '/api/platform/agencies/2/suspend',
    result: full({ ...fixtures.platformAgencies[1], Status: 'suspended', SuspendedAt: '2026-11-24T09:00:00.000Z' }),
  },
  resumePlatformAgency: {
    invoke: (c) => c.call(API_CALLS.resumePlatformAgency, { params: { id: 3 } }),
    pathname: '/api/platform/agencies/3/resume',
    result: full({ ...fixtures.platformAgencies[2], Status: 'active', SuspendedAt: null }),
  },
  getApplicantStatusCounts: {
    invoke: (c) => c.applicants.getStatusCounts(),
    pathname: '/api/applicants/status-counts',
    result: full(fixtures.applicantStatusCounts),
  },
  getCaptchaChallenge: {
    invoke: (c) => c.captcha.getChallenge(),
    pathname: '/api/captcha/challenge',
    result: { Provider: 'off' },
  },
  listApplicants: {
    invoke: (c) => c.call(API_CALLS.listApplicants, { query: { status: 'lead,offered', owner: 'mine', page: 2 } }),
    pathname: '/api/applicants',
    query: { status: 'lead,offered', owner: 'mine', page: '2' },
    result: full({ Items: fixtures.applicants, Page: 1, PageSize: 50, Total: fixtures.applicants.length }),
  },
  exportApplicants: {
    invoke: async (c) => await (await c.call(API_CALLS.exportApplicants, { query: { q: 'riv' } })).data.text(),
    pathname: '/api/applicants/export',
    query: { q: 'riv' },
    result: 'ApplicantId,FirstName,LastName\n',
  },
  listApplicantOwners: {
    invoke: (c) => c.call(API_CALLS.listApplicantOwners),
    pathname: '/api/applicants/owners',
    result: full(fixtures.owners),
  },
  getApplicantDashboard: {
    invoke: (c) => c.call(API_CALLS.getApplicantDashboard),
    pathname: '/api/applicants/dashboard',
    result: full(fixtures.applicantDashboard),
  },
  getApplicant: {
    invoke: (c) => c.call(API_CALLS.getApplicant, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001',
    result: full(fixtures.applicant),
  },
  getApplicantByNumber: {
    invoke: (c) => c.call(API_CALLS.getApplicantByNumber, { params: { number: 1234 } }),
    pathname: '/api/applicants/by-number/1234',
    result: full(fixtures.applicant),
  },
  getApplicantWalk: {
    invoke: (c) => c.call(API_CALLS.getApplicantWalk, { params: { number: 1234 }, query: { q: 'riv', sort: 'name' } }),
    pathname: '/api/applicants/by-number/1234/walk',
    query: { q: 'riv', sort: 'name' },
    result: full({ Position: 1, Total: fixtures.applicants.length, TotalCapped: false, Previous: null, Next: 1235 }),
  },
  findApplicantDuplicates: {
    invoke: (c) => c.call(API_CALLS.findApplicantDuplicates, { body: { Email: 'maria.rivera@mail.test' } }),
    pathname: '/api/applicants/duplicates',
    body: { Email: 'maria.rivera@mail.test' },
    result: full([]),
  },
  createApplicant: {
    invoke: (c) =>
      c.call(API_CALLS.createApplicant, {
        body: { FirstName: 'Maria', LastName: 'Rivera', Email: 'maria.rivera@mail.test', DuplicatesSeen: [7] },
      }),
    pathname: '/api/applicants',
    body: { FirstName: 'Maria', LastName: 'Rivera', Email: 'maria.rivera@mail.test', DuplicatesSeen: [7] },
    result: full(fixtures.applicant, 201),
  },
  updateApplicant: {
    invoke: (c) =>
      c.call(API_CALLS.updateApplicant, {
        params: { id: 1001 },
        body: { FirstName: 'Maria', LastName: 'Rivera', Email: 'maria.rivera@mail.test' },
      }),
    pathname: '/api/applicants/1001',
    body: { FirstName: 'Maria', LastName: 'Rivera', Email: 'maria.rivera@mail.test' },
    result: full(fixtures.applicant),
  },
  changeApplicantStatus: {
    invoke: (c) =>
      c.call(API_CALLS.changeApplicantStatus, {
        params: { id: 1001 },
        body: { To: 'phone-screened', Note: 'Good call' },
      }),
    pathname: '/api/applicants/1001/status',
    body: { To: 'phone-screened', Note: 'Good call' },
    result: full({ ...fixtures.applicant, Status: 'phone-screened' }),
  },
  assignApplicant: {
    invoke: (c) => c.call(API_CALLS.assignApplicant, { params: { id: 1001 }, body: { OwnerId: null } }),
    pathname: '/api/applicants/1001/owner',
    body: { OwnerId: null },
    result: full(fixtures.applicant),
  },
  archiveApplicant: {
    invoke: (c) => c.call(API_CALLS.archiveApplicant, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001',
    result: full({ ...fixtures.applicant, ArchivedAt: '2026-01-21T10:00:00.000Z' }),
  },
  restoreApplicant: {
    invoke: (c) => c.call(API_CALLS.restoreApplicant, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/restore',
    result: full(fixtures.applicant),
  },
  listApplicantActivity: {
    invoke: (c) => c.call(API_CALLS.listApplicantActivity, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/activity',
    result: full(fixtures.activity),
  },
  listApplicantNotes: {
    invoke: (c) => c.call(API_CALLS.listApplicantNotes, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/notes',
    result: full(fixtures.notes),
  },
  addApplicantNote: {
    invoke: (c) => c.call(API_CALLS.addApplicantNote, { params: { id: 1001 }, body: { Text: 'Called back' } }),
    pathname: '/api/applicants/1001/notes',
    body: { Text: 'Called back' },
    result: full(fixtures.notes[0], 201),
  },
  updateApplicantNote: {
    invoke: (c) =>
      c.call(API_CALLS.updateApplicantNote, {
        params: { id: 1001, noteId: 71 },
        body: { Text: 'Edited', Pinned: true },
      }),
    pathname: '/api/applicants/1001/notes/71',
    body: { Text: 'Edited', Pinned: true },
    result: full(fixtures.notes[0]),
  },
  listApplicantDocuments: {
    invoke: (c) => c.call(API_CALLS.listApplicantDocuments, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/documents',
    result: full([fixtures.resume]),
  },
  uploadApplicantResume: {
    invoke: (c) =>
      c.call(API_CALLS.uploadApplicantResume, {
        params: { id: 1001 },
        query: { fileName: 'resume.pdf' },
        body: new Blob(['%PDF-1.7 resume'], { type: 'application/pdf' }),
      }),
    pathname: '/api/applicants/1001/resume',
    query: { fileName: 'resume.pdf' },
    body: '%PDF-1.7 resume',
    contentType: 'application/pdf',
    result: full(fixtures.resume),
  },
  downloadApplicantDocument: {
    invoke: async (c) =>
      await (await c.call(API_CALLS.downloadApplicantDocument, { params: { id: 1001, documentId: 501 } })).data.text(),
    pathname: '/api/applicants/1001/documents/501',
    result: '%PDF-1.7\n',
  },
  bulkUpdateApplicants: {
    invoke: (c) =>
      c.call(API_CALLS.bulkUpdateApplicants, {
        body: { ApplicantIds: [1001, 1002], Action: { Kind: 'tag', Tag: 'ICU' } },
      }),
    pathname: '/api/applicants/bulk',
    body: { ApplicantIds: [1001, 1002], Action: { Kind: 'tag', Tag: 'ICU' } },
    result: full([]),
  },
  getOnboardingOverview: {
    invoke: (c) => c.call(API_CALLS.getOnboardingOverview),
    pathname: '/api/onboarding',
    result: full(fixtures.onboardingOverview),
  },
  getOnboardingForm: {
    invoke: (c) => c.call(API_CALLS.getOnboardingForm, { params: { form: 'emergency-info' } }),
    pathname: '/api/onboarding/forms/emergency-info',
    result: full(fixtures.onboardingForm),
  },
  saveOnboardingDraft: {
    invoke: (c) =>
      c.call(API_CALLS.saveOnboardingDraft, { params: { form: 'emergency-info' }, body: { Data: { Primary: null } } }),
    pathname: '/api/onboarding/forms/emergency-info/draft',
    body: { Data: { Primary: null } },
    result: full({ Form: 'emergency-info', Status: 'in-progress', Version: 1, UpdatedAt: '2026-01-20T09:31:00.000Z' }),
  },
  submitOnboardingForm: {
    invoke: (c) =>
      c.call(API_CALLS.submitOnboardingForm, {
        params: { form: 'w9-form-info' },
        body: { Data: { Name: 'Maria Rivera' }, Signature: { TypedName: 'Maria Rivera', Drawn: null } },
      }),
    pathname: '/api/onboarding/forms/w9-form-info/submit',
    body: { Data: { Name: 'Maria Rivera' }, Signature: { TypedName: 'Maria Rivera', Drawn: null } },
    result: full({ ...fixtures.onboardingForm, Status: 'submitted' }),
  },
  downloadOnboardingPdf: {
    invoke: async (c) =>
      await (await c.call(API_CALLS.downloadOnboardingPdf, { params: { form: 'w9-form-info' } })).data.text(),
    pathname: '/api/onboarding/forms/w9-form-info/pdf',
    result: '%PDF-1.7\n',
  },
  giveEsignConsent: {
    invoke: (c) => c.call(API_CALLS.giveEsignConsent, { body: { Version: '2026-11' } }),
    pathname: '/api/onboarding/consent',
    body: { Version: '2026-11' },
    result: full(fixtures.esignConsent, 201),
  },
  withdrawEsignConsent: {
    invoke: (c) => c.call(API_CALLS.withdrawEsignConsent),
    pathname: '/api/onboarding/consent',
    result: full({ ...fixtures.esignConsent, WithdrawnAt: '2026-01-22T08:00:00.000Z' }),
  },
  uploadOnboardingFile: {
    invoke: (c) =>
      c.call(API_CALLS.uploadOnboardingFile, {
        query: { fileName: 'licence.pdf' },
        body: new Blob(['%PDF-1.7 license'], { type: 'application/pdf' }),
      }),
    pathname: '/api/onboarding/uploads',
    query: { fileName: 'licence.pdf' },
    body: '%PDF-1.7 license',
    contentType: 'application/pdf',
    result: full(fixtures.onboardingUpload, 201),
  },
  downloadOnboardingFile: {
    invoke: async (c) =>
      await (await c.call(API_CALLS.downloadOnboardingFile, { params: { uploadId: 'u-1' } })).data.text(),
    pathname: '/api/onboarding/uploads/u-1',
    result: '\xff\xd8\xff',
  },
  getApplicantOnboarding: {
    invoke: (c) => c.call(API_CALLS.getApplicantOnboarding, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/onboarding',
    result: full(fixtures.onboardingOverview),
  },
  getApplicantOnboardingForm: {
    invoke: (c) => c.call(API_CALLS.getApplicantOnboardingForm, { params: { id: 1001, form: 'emergency-info' } }),
    pathname: '/api/applicants/1001/onboarding/forms/emergency-info',
    result: full(fixtures.onboardingForm),
  },
  downloadApplicantOnboardingPdf: {
    invoke: async (c) =>
      await (
        await c.call(API_CALLS.downloadApplicantOnboardingPdf, {
          params: { id: 1001, form: 'w9-form-info' },
          query: {},
        })
      ).data.text(),
    pathname: '/api/applicants/1001/onboarding/forms/w9-form-info/pdf',
    result: '%PDF-1.7\n',
  },
  approveOnboardingForm: {
    invoke: (c) => c.call(API_CALLS.approveOnboardingForm, { params: { id: 1001, form: 'w9-form-info' } }),
    pathname: '/api/applicants/1001/onboarding/forms/w9-form-info/approve',
    result: full({ ...fixtures.onboardingForm, Status: 'approved' }),
  },
  requestOnboardingChanges: {
    invoke: (c) =>
      c.call(API_CALLS.requestOnboardingChanges, {
        params: { id: 1001, form: 'emergency-info' },
        body: { Reason: 'Add a phone number' },
      }),
    pathname: '/api/applicants/1001/onboarding/forms/emergency-info/request-changes',
    body: { Reason: 'Add a phone number' },
    result: full({ ...fixtures.onboardingForm, Status: 'changes-requested' }),
  },
  revealOnboardingValue: {
    invoke: (c) =>
      c.call(API_CALLS.revealOnboardingValue, { params: { id: 1001, form: 'w9-form-info' }, body: { Field: 'Tin' } }),
    pathname: '/api/applicants/1001/onboarding/forms/w9-form-info/reveal',
    body: { Field: 'Tin' },
    result: full({ Field: 'Tin', Value: '123456789' }),
  },
  downloadApplicantOnboardingFile: {
    invoke: async (c) =>
      await (
        await c.call(API_CALLS.downloadApplicantOnboardingFile, { params: { id: 1001, uploadId: 'u-1' } })
      ).data.text(),
    pathname: '/api/applicants/1001/onboarding/uploads/u-1',
    result: '\xff\xd8\xff',
  },
  unlockI9: {
    invoke: (c) => c.call(API_CALLS.unlockI9, { params: { id: 1001 }, body: { Reason: 'Offer accepted by phone' } }),
    pathname: '/api/applicants/1001/onboarding/i9/unlock',
    body: { Reason: 'Offer accepted by phone' },
    result: full({ ...fixtures.onboardingOverview.Forms.find((form) => form.Form === 'uscis-info'), Locked: null }),
  },
  getI9Section2: {
    invoke: (c) => c.call(API_CALLS.getI9Section2, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/onboarding/i9/section-2',
    result: full(fixtures.i9Section2),
  },
  saveI9Section2: {
    invoke: (c) =>
      c.call(API_CALLS.saveI9Section2, {
        params: { id: 1001 },
        body: { Data: { FirstDayOfEmployment: '2026-02-02' }, Signature: null },
      }),
    pathname: '/api/applicants/1001/onboarding/i9/section-2',
    body: { Data: { FirstDayOfEmployment: '2026-02-02' }, Signature: null },
    result: full({ ...fixtures.i9Section2, Status: 'in-progress' }),
  },
  listOnboardingAudit: {
    invoke: (c) => c.call(API_CALLS.listOnboardingAudit, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/onboarding/audit',
    result: full([]),
  },
  listAgencyDocuments: {
    invoke: (c) => c.call(API_CALLS.listAgencyDocuments),
    pathname: '/api/agency/documents',
    result: full(fixtures.agencyDocuments),
  },
  saveAgencyDocumentDraft: {
    invoke: (c) =>
      c.call(API_CALLS.saveAgencyDocumentDraft, {
        params: { kind: 'agreement' },
        body: { Title: 'Agreement', Body: '## Hours' },
      }),
    pathname: '/api/agency/documents/agreement/draft',
    body: { Title: 'Agreement', Body: '## Hours' },
    result: full(fixtures.agencyDocuments[0]),
  },
  discardAgencyDocumentDraft: {
    invoke: (c) => c.call(API_CALLS.discardAgencyDocumentDraft, { params: { kind: 'agreement' } }),
    pathname: '/api/agency/documents/agreement/draft',
    result: full(fixtures.agencyDocuments[0]),
  },
  publishAgencyDocument: {
    invoke: (c) => c.call(API_CALLS.publishAgencyDocument, { params: { kind: 'agreement' } }),
    pathname: '/api/agency/documents/agreement/publish',
    result: full({ ...fixtures.agencyDocuments[0], ResignRequested: 0 }),
  },
  getAgencyDocumentVersion: {
    invoke: (c) => c.call(API_CALLS.getAgencyDocumentVersion, { params: { kind: 'agreement', version: 1 } }),
    pathname: '/api/agency/documents/agreement/versions/1',
    result: full(fixtures.agencyAgreement),
  },
  getOnboardingAgencyDocument: {
    invoke: (c) => c.call(API_CALLS.getOnboardingAgencyDocument, { params: { kind: 'terms' }, query: {} }),
    pathname: '/api/onboarding/agency-documents/terms',
    result: full(fixtures.agencyAgreement),
  },
  listMyReferenceRequests: {
    invoke: (c) => c.call(API_CALLS.listMyReferenceRequests),
    pathname: '/api/onboarding/references',
    result: full(fixtures.referenceRequests),
  },
  requestReference: {
    invoke: (c) => c.call(API_CALLS.requestReference, { params: { referenceId: 'ref-1' } }),
    pathname: '/api/onboarding/references/ref-1/request',
    result: full(fixtures.referenceRequests[1]),
  },
  getPublicReferenceForm: {
    invoke: (c) => c.call(API_CALLS.getPublicReferenceForm, { params: { token: 'tok-1' } }),
    pathname: '/api/reference-requests/tok-1',
    result: full(fixtures.publicReferenceForm),
  },
  submitPublicReference: {
    invoke: (c) =>
      c.call(API_CALLS.submitPublicReference, {
        params: { token: 'tok-1' },
        body: fixtures.applicantReferences[0]!.Answers!,
      }),
    pathname: '/api/reference-requests/tok-1',
    body: fixtures.applicantReferences[0]!.Answers,
    result: full({ Completed: true }),
  },
  getApplicantReferences: {
    invoke: (c) => c.call(API_CALLS.getApplicantReferences, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/references',
    result: full(fixtures.applicantReferences),
  },
  getUploadRequirements: {
    invoke: (c) => c.call(API_CALLS.getUploadRequirements),
    pathname: '/api/onboarding/upload-requirements',
    result: full(fixtures.uploadRequirements),
  },
  addUploadRequirementFile: {
    invoke: (c) =>
      c.call(API_CALLS.addUploadRequirementFile, {
        params: { item: 'bls-card' },
        body: { UploadId: 'u-2', ExpiresOn: '2027-06-30' },
      }),
    pathname: '/api/onboarding/upload-requirements/bls-card/files',
    body: { UploadId: 'u-2', ExpiresOn: '2027-06-30' },
    result: full(fixtures.uploadRequirements, 201),
  },
  removeUploadRequirementFile: {
    invoke: (c) => c.call(API_CALLS.removeUploadRequirementFile, { params: { fileId: 2 } }),
    pathname: '/api/onboarding/upload-requirements/files/2',
    result: full(fixtures.uploadRequirements),
  },
  getApplicantUploadRequirements: {
    invoke: (c) => c.call(API_CALLS.getApplicantUploadRequirements, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/upload-requirements',
    result: full(fixtures.uploadRequirements),
  },
  approveUploadRequirementFile: {
    invoke: (c) => c.call(API_CALLS.approveUploadRequirementFile, { params: { id: 1001, fileId: 2 } }),
    pathname: '/api/applicants/1001/upload-requirements/files/2/approve',
    result: full(fixtures.uploadRequirements),
  },
  rejectUploadRequirementFile: {
    invoke: (c) =>
      c.call(API_CALLS.rejectUploadRequirementFile, {
        params: { id: 1001, fileId: 2 },
        body: { Reason: 'Upload both sides' },
      }),
    pathname: '/api/applicants/1001/upload-requirements/files/2/reject',
    body: { Reason: 'Upload both sides' },
    result: full(fixtures.uploadRequirements),
  },
  getFormsCatalogue: {
    invoke: (c) => c.call(API_CALLS.getFormsCatalogue),
    pathname: '/api/forms-catalogue',
    result: full(fixtures.formsCatalogue),
  },
  updateFormRequirement: {
    invoke: (c) =>
      c.call(API_CALLS.updateFormRequirement, {
        params: { form: 'nurse-form' },
        body: { AllDisciplines: false, Disciplines: ['LPN/LVN', 'CNA'] },
      }),
    pathname: '/api/forms-catalogue/forms/nurse-form',
    body: { AllDisciplines: false, Disciplines: ['LPN/LVN', 'CNA'] },
    result: full(fixtures.formsCatalogue),
  },
  createUploadRequirementItem: {
    invoke: (c) => c.call(API_CALLS.createUploadRequirementItem, { body: uploadRequirementItem }),
    pathname: '/api/forms-catalogue/upload-requirements',
    body: uploadRequirementItem,
    result: full(fixtures.formsCatalogue, 201),
  },
  updateUploadRequirementItem: {
    invoke: (c) =>
      c.call(API_CALLS.updateUploadRequirementItem, {
        params: { item: 'acls-card' },
        body: { ...uploadRequirementItem, Active: false },
      }),
    pathname: '/api/forms-catalogue/upload-requirements/acls-card',
    body: { ...uploadRequirementItem, Active: false },
    result: full(fixtures.formsCatalogue),
  },
  reorderUploadRequirementItems: {
    invoke: (c) =>
      c.call(API_CALLS.reorderUploadRequirementItems, { body: { Keys: ['resume', 'licence', 'bls-card'] } }),
    pathname: '/api/forms-catalogue/upload-requirement-order',
    body: { Keys: ['resume', 'licence', 'bls-card'] },
    result: full(fixtures.formsCatalogue),
  },
  getApplicantCredentialExpiries: {
    invoke: (c) => c.call(API_CALLS.getApplicantCredentialExpiries, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/credential-expiries',
    result: full(fixtures.credentialExpiries),
  },
  getOwnCredentialExpiries: {
    invoke: (c) => c.call(API_CALLS.getOwnCredentialExpiries),
    pathname: '/api/onboarding/credential-expiries',
    result: full(fixtures.credentialExpiries),
  },
  listExpiringCredentials: {
    invoke: (c) => c.call(API_CALLS.listExpiringCredentials),
    pathname: '/api/credentials/expiring',
    result: full(fixtures.expiringCredentials),
  },
  listInstitutions: {
    invoke: (c) => c.call(API_CALLS.listInstitutions, { query: { q: 'bayou', state: 'TX', active: 'all' } }),
    pathname: '/api/institutions',
    query: { q: 'bayou', state: 'TX', active: 'all' },
    result: full(fixtures.institutions),
  },
  getInstitution: {
    invoke: (c) => c.call(API_CALLS.getInstitution, { params: { id: 31 } }),
    pathname: '/api/institutions/31',
    result: full(fixtures.institution),
  },
  findInstitutionDuplicates: {
    invoke: (c) =>
      c.call(API_CALLS.findInstitutionDuplicates, { query: { name: 'Bayou City Medical Center', city: 'Houston' } }),
    pathname: '/api/institutions/duplicates',
    query: { name: 'Bayou City Medical Center', city: 'Houston' },
    result: full([]),
  },
  createInstitution: {
    invoke: (c) => c.call(API_CALLS.createInstitution, { body: institutionPayload }),
    pathname: '/api/institutions',
    body: institutionPayload,
    result: full(fixtures.institution, 201),
  },
  updateInstitution: {
    invoke: (c) => c.call(API_CALLS.updateInstitution, { params: { id: 31 }, body: institutionPayload }),
    pathname: '/api/institutions/31',
    body: institutionPayload,
    result: full(fixtures.institution),
  },
  listJobOrders: {
    invoke: (c) => c.call(API_CALLS.listJobOrders, { query: { status: 'open,on-hold', owner: 'mine', page: 2 } }),
    pathname: '/api/job-orders',
    query: { status: 'open,on-hold', owner: 'mine', page: '2' },
    result: full(fixtures.jobOrders),
  },
  getJobOrderStatusCounts: {
    invoke: (c) => c.call(API_CALLS.getJobOrderStatusCounts),
    pathname: '/api/job-orders/status-counts',
    result: full(fixtures.jobOrderStatusCounts),
  },
  getJobOrder: {
    invoke: (c) => c.call(API_CALLS.getJobOrder, { params: { id: 501 } }),
    pathname: '/api/job-orders/501',
    result: full(fixtures.jobOrder),
  },
  createJobOrder: {
    invoke: (c) => c.call(API_CALLS.createJobOrder, { body: jobOrderPayload }),
    pathname: '/api/job-orders',
    body: jobOrderPayload,
    result: full(fixtures.jobOrder, 201),
  },
  updateJobOrder: {
    invoke: (c) => c.call(API_CALLS.updateJobOrder, { params: { id: 501 }, body: jobOrderPayload }),
    pathname: '/api/job-orders/501',
    body: jobOrderPayload,
    result: full(fixtures.jobOrder),
  },
  listPublicJobs: {
    invoke: (c) => c.call(API_CALLS.listPublicJobs, { query: { q: 'icu', state: 'TX,AZ', sort: 'pay', page: 2 } }),
    pathname: '/api/careers/jobs',
    query: { q: 'icu', state: 'TX,AZ', sort: 'pay', page: '2' },
    result: full(fixtures.publicJobs),
  },
  getPublicJob: {
    invoke: (c) => c.call(API_CALLS.getPublicJob, { params: { id: 501 } }),
    pathname: '/api/careers/jobs/501',
    result: full(fixtures.publicJob),
  },
  uploadCareerResume: {
    invoke: (c) =>
      c.call(API_CALLS.uploadCareerResume, {
        query: { fileName: 'resume.pdf' },
        body: new Blob(['%PDF-1.7 resume'], { type: 'application/pdf' }),
      }),
    pathname: '/api/careers/resumes',
    query: { fileName: 'resume.pdf' },
    body: '%PDF-1.7 resume',
    contentType: 'application/pdf',
    result: full(fixtures.careerResumeUpload, 201),
  },
  applyToJob: {
    invoke: (c) => c.call(API_CALLS.applyToJob, { params: { id: 501 }, body: careerApplication }),
    pathname: '/api/careers/jobs/501/applications',
    body: careerApplication,
    result: full(fixtures.careerApplicationResult, 201),
  },
  confirmCareerApplication: {
    invoke: (c) => c.call(API_CALLS.confirmCareerApplication, { body: { Token: 'abc' } }),
    pathname: '/api/careers/applications/confirm',
    body: { Token: 'abc' },
    result: full(fixtures.careerConfirmationResult),
  },
  listCareerApplications: {
    invoke: (c) => c.call(API_CALLS.listCareerApplications, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/careers-applications',
    result: full([]),
  },
  downloadCareerApplicationResume: {
    invoke: async (c) =>
      await (await c.call(API_CALLS.downloadCareerApplicationResume, { params: { id: 77 } })).data.text(),
    pathname: '/api/careers/applications/77/resume',
    result: '%PDF-1.7\n',
  },
  mergeCareerApplication: {
    invoke: (c) => c.call(API_CALLS.mergeCareerApplication, { params: { id: 77 } }),
    pathname: '/api/careers/applications/77/merge',
    result: full(fixtures.careerMergeResult),
  },
  listJobOrderMatches: {
    invoke: (c) => c.call(API_CALLS.listJobOrderMatches, { params: { id: 501 }, query: { limit: 10 } }),
    pathname: '/api/job-orders/501/matches',
    query: { limit: '10' },
    result: full(fixtures.applicantMatches),
  },
  listApplicantJobOrderMatches: {
    invoke: (c) => c.call(API_CALLS.listApplicantJobOrderMatches, { params: { id: 1001 }, query: {} }),
    pathname: '/api/applicants/1001/job-order-matches',
    result: full(fixtures.jobOrderMatches),
  },
  listPositions: {
    invoke: (c) => c.call(API_CALLS.listPositions, { query: { shift: 'nights', sort: 'days-open', order: 'desc' } }),
    pathname: '/api/reports/positions',
    query: { shift: 'nights', sort: 'days-open', order: 'desc' },
    result: full(fixtures.positions),
  },
  getRecruiterHistory: {
    invoke: (c) =>
      c.call(API_CALLS.getRecruiterHistory, {
        query: { From: '2026-11-17', To: '2026-11-23', TimeZone: 'America/Chicago', View: 'week' },
      }),
    pathname: '/api/recruiter/history',
    query: { From: '2026-11-17', To: '2026-11-23', TimeZone: 'America/Chicago', View: 'week' },
    result: full(fixtures.recruiterHistory),
  },
  getAnalytics: {
    invoke: (c) => c.call(API_CALLS.getAnalytics, { query: { From: '2026-08-26', To: '2026-11-23' } }),
    pathname: '/api/analytics',
    query: { From: '2026-08-26', To: '2026-11-23' },
    result: full(fixtures.analytics),
  },
  exportAnalytics: {
    invoke: async (c) =>
      await (
        await c.call(API_CALLS.exportAnalytics, {
          query: { Dataset: 'conversion', From: '2026-08-26', To: '2026-11-23' },
        })
      ).data.text(),
    pathname: '/api/analytics/export',
    query: { Dataset: 'conversion', From: '2026-08-26', To: '2026-11-23' },
    result: 'From stage,To stage\r\n',
  },
  listManagedAccounts: {
    invoke: (c) =>
      c.call(API_CALLS.listManagedAccounts, { query: { type: 'staff', state: 'locked', sort: 'last-sign-in' } }),
    pathname: '/api/user-management/accounts',
    query: { type: 'staff', state: 'locked', sort: 'last-sign-in' },
    result: full(fixtures.managedAccounts),
  },
  lockManagedAccount: {
    invoke: (c) => c.call(API_CALLS.lockManagedAccount, { params: { id: fixtures.user.UserId } }),
    pathname: `/api/user-management/accounts/${fixtures.user.UserId}/lock`,
    result: full(fixtures.managedAccountResult),
  },
  unlockManagedAccount: {
    invoke: (c) => c.call(API_CALLS.unlockManagedAccount, { params: { id: fixtures.user.UserId } }),
    pathname: `/api/user-management/accounts/${fixtures.user.UserId}/unlock`,
    result: full(fixtures.managedAccountResult),
  },
  signOutManagedAccount: {
    invoke: (c) => c.call(API_CALLS.signOutManagedAccount, { params: { id: fixtures.user.UserId } }),
    pathname: `/api/user-management/accounts/${fixtures.user.UserId}/sign-out`,
    result: full(fixtures.managedAccountResult),
  },
  resetManagedAccountPassword: {
    invoke: (c) => c.call(API_CALLS.resetManagedAccountPassword, { params: { id: fixtures.user.UserId } }),
    pathname: `/api/user-management/accounts/${fixtures.user.UserId}/reset-password`,
    result: full(fixtures.managedAccountResult),
  },
  listAuditLog: {
    invoke: (c) =>
      c.call(API_CALLS.listAuditLog, { query: { from: '2026-11-01', to: '2026-11-23', action: 'sign-in', q: 'jane' } }),
    pathname: '/api/user-management/audit',
    query: { from: '2026-11-01', to: '2026-11-23', action: 'sign-in', q: 'jane' },
    result: full(fixtures.auditLog),
  },
  exportAuditLog: {
    invoke: async (c) =>
      await (await c.call(API_CALLS.exportAuditLog, { query: { action: 'sign-in-failed' } })).data.text(),
    pathname: '/api/user-management/audit/export',
    query: { action: 'sign-in-failed' },
    result: 'Time,Action\r\n',
  },
  exportRecruiterHistory: {
    invoke: async (c) =>
      await (await c.call(API_CALLS.exportRecruiterHistory, { query: { RecruiterId: 42 } })).data.text(),
    pathname: '/api/recruiter/history/export',
    query: { RecruiterId: '42' },
    result: 'Recruiter,Date\r\n',
  },
  exportPositions: {
    invoke: async (c) => await (await c.call(API_CALLS.exportPositions, { query: { state: 'TX' } })).data.text(),
    pathname: '/api/reports/positions/export',
    query: { state: 'TX' },
    result: 'Job Order ID,Title\r\n',
  },
  listJobOrderSubmissions: {
    invoke: (c) => c.call(API_CALLS.listJobOrderSubmissions, { params: { id: 501 } }),
    pathname: '/api/job-orders/501/submissions',
    result: full([fixtures.submission]),
  },
  listInstitutionPlacements: {
    invoke: (c) => c.call(API_CALLS.listInstitutionPlacements, { params: { id: 301 } }),
    pathname: '/api/institutions/301/placements',
    result: full([{ ...fixtures.submission, Status: 'placed' }]),
  },
  listApplicantSubmissions: {
    invoke: (c) => c.call(API_CALLS.listApplicantSubmissions, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/submissions',
    result: full([fixtures.submission]),
  },
  submitApplicants: {
    invoke: (c) =>
      c.call(API_CALLS.submitApplicants, {
        params: { id: 501 },
        body: { ApplicantIds: [1001, 1002], Note: 'Both strong' },
      }),
    pathname: '/api/job-orders/501/submissions',
    body: { ApplicantIds: [1001, 1002], Note: 'Both strong' },
    result: full({ Created: [fixtures.submission], AlreadySubmitted: [] }, 201),
  },
  changeSubmissionStatus: {
    invoke: (c) =>
      c.call(API_CALLS.changeSubmissionStatus, {
        params: { id: 9001 },
        body: { Status: 'offer', MoveApplicant: true },
      }),
    pathname: '/api/submissions/9001/status',
    body: { Status: 'offer', MoveApplicant: true },
    result: full({ Submission: fixtures.submission, JobOrderStatus: 'open', JobOrderFilled: 1, JobOrderOpenings: 2 }),
  },
  listCalendarEvents: {
    invoke: (c) =>
      c.call(API_CALLS.listCalendarEvents, {
        query: { From: '2026-11-29T06:00:00.000Z', To: '2027-01-10T06:00:00.000Z', Kind: 'interview' },
      }),
    pathname: '/api/calendar/events',
    query: { From: '2026-11-29T06:00:00.000Z', To: '2027-01-10T06:00:00.000Z', Kind: 'interview' },
    result: full(fixtures.calendarEvents),
  },
  getCalendarAgenda: {
    invoke: (c) => c.call(API_CALLS.getCalendarAgenda, { query: { TimeZone: 'America/Chicago' } }),
    pathname: '/api/calendar/today',
    query: { TimeZone: 'America/Chicago' },
    result: full(fixtures.calendarAgenda),
  },
  getCalendarEvent: {
    invoke: (c) => c.call(API_CALLS.getCalendarEvent, { params: { id: 7001 } }),
    pathname: '/api/calendar/events/7001',
    result: full(fixtures.calendarEvent),
  },
  createCalendarEvent: {
    invoke: (c) =>
      c.call(API_CALLS.createCalendarEvent, {
        body: { Kind: 'interview', ApplicantId: 1001, StartsAt: '2026-12-02T16:00:00.000Z', DurationMinutes: 45 },
      }),
    pathname: '/api/calendar/events',
    body: { Kind: 'interview', ApplicantId: 1001, StartsAt: '2026-12-02T16:00:00.000Z', DurationMinutes: 45 },
    result: full(fixtures.calendarEvent, 201),
  },
  updateCalendarEvent: {
    invoke: (c) =>
      c.call(API_CALLS.updateCalendarEvent, {
        params: { id: 7001 },
        body: { Kind: 'interview', ApplicantId: 1001, StartsAt: '2026-12-03T16:00:00.000Z', DurationMinutes: 45 },
      }),
    pathname: '/api/calendar/events/7001',
    body: { Kind: 'interview', ApplicantId: 1001, StartsAt: '2026-12-03T16:00:00.000Z', DurationMinutes: 45 },
    result: full({ ...fixtures.calendarEvent, Sequence: 1 }),
  },
  cancelCalendarEvent: {
    invoke: (c) => c.call(API_CALLS.cancelCalendarEvent, { params: { id: 7001 } }),
    pathname: '/api/calendar/events/7001/cancel',
    result: full({ ...fixtures.calendarEvent, Sequence: 1, CancelledAt: '2026-12-01T12:00:00.000Z' }),
  },
  completeFollowUp: {
    invoke: (c) => c.call(API_CALLS.completeFollowUp, { params: { id: 7002 } }),
    pathname: '/api/calendar/events/7002/complete',
    result: full({ ...fixtures.calendarFollowUp, DoneAt: '2026-12-02T20:05:00.000Z' }),
  },
  reopenFollowUp: {
    invoke: (c) => c.call(API_CALLS.reopenFollowUp, { params: { id: 7002 } }),
    pathname: '/api/calendar/events/7002/reopen',
    result: full(fixtures.calendarFollowUp),
  },
  listMessageTemplates: {
    invoke: (c) => c.call(API_CALLS.listMessageTemplates, { query: { Channel: 'email' } }),
    pathname: '/api/message-templates',
    query: { Channel: 'email' },
    result: full(fixtures.messageTemplates),
  },
  createMessageTemplate: {
    invoke: (c) => c.call(API_CALLS.createMessageTemplate, { body: messageTemplatePayload }),
    pathname: '/api/message-templates',
    body: messageTemplatePayload,
    result: full(fixtures.messageTemplate, 201),
  },
  updateMessageTemplate: {
    invoke: (c) => c.call(API_CALLS.updateMessageTemplate, { params: { id: 301 }, body: messageTemplatePayload }),
    pathname: '/api/message-templates/301',
    body: messageTemplatePayload,
    result: full(fixtures.messageTemplate),
  },
  deleteMessageTemplate: {
    invoke: (c) => c.call(API_CALLS.deleteMessageTemplate, { params: { id: 301 } }),
    pathname: '/api/message-templates/301',
    result: full(fixtures.messageTemplate),
  },
  previewMessage: {
    invoke: (c) =>
      c.call(API_CALLS.previewMessage, { body: { Channel: 'email', Subject: 'Hi', Body: 'Hello', ApplicantId: 1001 } }),
    pathname: '/api/messages/preview',
    body: { Channel: 'email', Subject: 'Hi', Body: 'Hello', ApplicantId: 1001 },
    result: full(fixtures.messagePreview),
  },
  checkMessages: {
    invoke: (c) =>
      c.call(API_CALLS.checkMessages, {
        body: { Channel: 'email', TemplateId: null, Subject: 'Hi', Body: 'Hello', ApplicantIds: [1001] },
      }),
    pathname: '/api/messages/check',
    body: { Channel: 'email', TemplateId: null, Subject: 'Hi', Body: 'Hello', ApplicantIds: [1001] },
    result: full(fixtures.messageCheck),
  },
  sendMessages: {
    invoke: (c) =>
      c.call(API_CALLS.sendMessages, {
        body: { Channel: 'sms', TemplateId: 303, Body: 'Hello', ApplicantIds: [1001, 1002] },
      }),
    pathname: '/api/messages',
    body: { Channel: 'sms', TemplateId: 303, Body: 'Hello', ApplicantIds: [1001, 1002] },
    result: full(fixtures.sendMessagesResult),
  },
  listMessages: {
    invoke: (c) => c.call(API_CALLS.listMessages, { query: { Channel: 'email', State: 'failed', page: 2 } }),
    pathname: '/api/messages',
    query: { Channel: 'email', State: 'failed', page: '2' },
    result: full(fixtures.messages),
  },
  getMessage: {
    invoke: (c) => c.call(API_CALLS.getMessage, { params: { id: 7001 } }),
    pathname: '/api/messages/7001',
    result: full(fixtures.message),
  },
  cancelMessage: {
    invoke: (c) => c.call(API_CALLS.cancelMessage, { params: { id: 7001 } }),
    pathname: '/api/messages/7001/cancel',
    result: full({ ...fixtures.message, State: 'cancelled' }),
  },
  listApplicantMessages: {
    invoke: (c) => c.call(API_CALLS.listApplicantMessages, { params: { id: 1001 } }),
    pathname: '/api/applicants/1001/messages',
    result: full(fixtures.applicantMessages),
  },
  listSavedSearches: {
    invoke: (c) => c.call(API_CALLS.listSavedSearches),
    pathname: '/api/saved-searches',
    result: full(fixtures.savedSearches),
  },
  createSavedSearch: {
    invoke: (c) => c.call(API_CALLS.createSavedSearch, { body: { Name: 'Texas ICU leads', Query: 'status=lead' } }),
    pathname: '/api/saved-searches',
    body: { Name: 'Texas ICU leads', Query: 'status=lead' },
    result: full(fixtures.savedSearches[0], 201),
  },
  deleteSavedSearch: {
    invoke: (c) => c.call(API_CALLS.deleteSavedSearch, { params: { id: 41 } }),
    pathname: '/api/saved-searches/41',
    result: full(fixtures.savedSearches[0]),
  },
  listMessageAutomations: {
    invoke: (c) => c.call(API_CALLS.listMessageAutomations),
    pathname: '/api/message-automations',
    result: full(fixtures.messageAutomations),
  },
  saveMessageAutomations: {
    invoke: (c) => c.call(API_CALLS.saveMessageAutomations, { body: [{ Status: 'rejected', TemplateId: 302 }] }),
    pathname: '/api/message-automations',
    body: [{ Status: 'rejected', TemplateId: 302 }],
    result: full(fixtures.messageAutomations),
  },
};
