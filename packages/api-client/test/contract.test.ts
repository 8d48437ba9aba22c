import { expectTypeOf } from 'vitest';
import type { SWRResponse } from 'swr';
import type { ApiError, FullResponse, CallInput } from '@agency/api-client';
import {
  ANONYMOUS_API_PATHS,
  API_CALLS,
  API_METHODS,
  API_PATHS,
  type APPLICANT_STATUSES,
  defineCall,
  emailExist,
  getApplicantStatusCounts,
  getCurrentRecruiter,
  pathOf,
  register,
  registrationLookup,
  type resendVerificationCode,
  type updateEntryExit,
  updateProfile,
  type ApiCallName,
  type ApiContract,
  type ApplicantStatus,
  type ApplicantStatusCount,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallResponse,
  type ListQuery,
  type Page,
  type Recruiter,
  type RegistrationPayload,
  type RegistrationResponse,
  type UpdateProfilePayload,
} from '@agency/api-client/contract';
import type { useApiQuery } from '@agency/api-client/swr';
import type { CallResolver, createTestClient } from '@agency/api-client/testing';

type Client = ReturnType<typeof createTestClient>['client'];

/** The applicant pipeline's calls (issue 10): our design, not part of SPEC §7's table. */
const PIPELINE_CALLS: readonly ApiCallName[] = [
  'listApplicants',
  'exportApplicants',
  'listApplicantOwners',
  'getApplicantDashboard',
  'getApplicant',
  'getApplicantByNumber',
  'getApplicantWalk',
  'findApplicantDuplicates',
  'createApplicant',
  'updateApplicant',
  'changeApplicantStatus',
  'assignApplicant',
  'archiveApplicant',
  'restoreApplicant',
  'listApplicantActivity',
  'listApplicantNotes',
  'addApplicantNote',
  'updateApplicantNote',
  'listApplicantDocuments',
  'uploadApplicantResume',
  'downloadApplicantDocument',
  'bulkUpdateApplicants',
];
/** The onboarding calls (issue 11, our design): the applicant's under /api/onboarding, the staff's under an applicant. */
const ONBOARDING_ROUTES: Partial<Record<ApiCallName, string>> = {
  getOnboardingOverview: 'GET /api/onboarding',
  getOnboardingForm: 'GET /api/onboarding/forms/:form',
  saveOnboardingDraft: 'PUT /api/onboarding/forms/:form/draft',
  submitOnboardingForm: 'POST /api/onboarding/forms/:form/submit',
  downloadOnboardingPdf: 'GET /api/onboarding/forms/:form/pdf',
  giveEsignConsent: 'POST /api/onboarding/consent',
  withdrawEsignConsent: 'DELETE /api/onboarding/consent',
  uploadOnboardingFile: 'POST /api/onboarding/uploads',
  downloadOnboardingFile: 'GET /api/onboarding/uploads/:uploadId',
  getApplicantOnboarding: 'GET /api/applicants/:id/onboarding',
  getApplicantOnboardingForm: 'GET /api/applicants/:id/onboarding/forms/:form',
  downloadApplicantOnboardingPdf: 'GET /api/applicants/:id/onboarding/forms/:form/pdf',
  approveOnboardingForm: 'POST /api/applicants/:id/onboarding/forms/:form/approve',
  requestOnboardingChanges: 'POST /api/applicants/:id/onboarding/forms/:form/request-changes',
  revealOnboardingValue: 'POST /api/applicants/:id/onboarding/forms/:form/reveal',
  downloadApplicantOnboardingFile: 'GET /api/applicants/:id/onboarding/uploads/:uploadId',
  unlockI9: 'POST /api/applicants/:id/onboarding/i9/unlock',
  getI9Section2: 'GET /api/applicants/:id/onboarding/i9/section-2',
  saveI9Section2: 'PUT /api/applicants/:id/onboarding/i9/section-2',
  listOnboardingAudit: 'GET /api/applicants/:id/onboarding/audit',
  // The agency's Agreement and Terms & Conditions (issue 12): the editor's, the staff's and the applicant's.
  listAgencyDocuments: 'GET /api/agency/documents',
  saveAgencyDocumentDraft: 'PUT /api/agency/documents/:kind/draft',
  discardAgencyDocumentDraft: 'DELETE /api/agency/documents/:kind/draft',
  publishAgencyDocument: 'POST /api/agency/documents/:kind/publish',
  getAgencyDocumentVersion: 'GET /api/agency/documents/:kind/versions/:version',
  getOnboardingAgencyDocument: 'GET /api/onboarding/agency-documents/:kind',
  // Reference requests (issue 12): the applicant's and the staff's.
  listMyReferenceRequests: 'GET /api/onboarding/references',
  requestReference: 'POST /api/onboarding/references/:referenceId/request',
  getApplicantReferences: 'GET /api/applicants/:id/references',
  // Upload Requirements and credential expiries (issue 12): the applicant's, the staff's, the dashboard's.
  getUploadRequirements: 'GET /api/onboarding/upload-requirements',
  addUploadRequirementFile: 'POST /api/onboarding/upload-requirements/:item/files',
  removeUploadRequirementFile: 'DELETE /api/onboarding/upload-requirements/files/:fileId',
  getApplicantUploadRequirements: 'GET /api/applicants/:id/upload-requirements',
  approveUploadRequirementFile: 'POST /api/applicants/:id/upload-requirements/files/:fileId/approve',
  rejectUploadRequirementFile: 'POST /api/applicants/:id/upload-requirements/files/:fileId/reject',
  // The forms catalogue (issue 13, the Forms screen): staff read it, the owner and admins change it.
  getFormsCatalogue: 'GET /api/forms-catalogue',
  updateFormRequirement: 'PUT /api/forms-catalogue/forms/:form',
  createUploadRequirementItem: 'POST /api/forms-catalogue/upload-requirements',
  updateUploadRequirementItem: 'PUT /api/forms-catalogue/upload-requirements/:item',
  reorderUploadRequirementItems: 'PUT /api/forms-catalogue/upload-requirement-order',
  getOwnCredentialExpiries: 'GET /api/onboarding/credential-expiries',
  getApplicantCredentialExpiries: 'GET /api/applicants/:id/credential-expiries',
  listExpiringCredentials: 'GET /api/credentials/expiring',
};
const ONBOARDING_CALLS = Object.keys(ONBOARDING_ROUTES) as ApiCallName[];
/** The public reference form's calls (issue 12, our design): anonymous, by a one-time token. */
const REFERENCE_PUBLIC_ROUTES: Partial<Record<ApiCallName, string>> = {
  getPublicReferenceForm: 'GET /api/reference-requests/:token',
  submitPublicReference: 'POST /api/reference-requests/:token',
};
const REFERENCE_PUBLIC_CALLS = Object.keys(REFERENCE_PUBLIC_ROUTES) as ApiCallName[];
/** Facilities, job orders and submissions (issue 13, our design): staff only, JSON. */
const JOB_ORDER_ROUTES: Partial<Record<ApiCallName, string>> = {
  listInstitutions: 'GET /api/institutions',
  getInstitution: 'GET /api/institutions/:id',
  findInstitutionDuplicates: 'GET /api/institutions/duplicates',
  createInstitution: 'POST /api/institutions',
  updateInstitution: 'PUT /api/institutions/:id',
  listJobOrders: 'GET /api/job-orders',
  getJobOrderStatusCounts: 'GET /api/job-orders/status-counts',
  listJobOrderMatches: 'GET /api/job-orders/:id/matches',
  listApplicantJobOrderMatches: 'GET /api/applicants/:id/job-order-matches',
  listPositions: 'GET /api/reports/positions',
  exportPositions: 'GET /api/reports/positions/export',
  getJobOrder: 'GET /api/job-orders/:id',
  createJobOrder: 'POST /api/job-orders',
  updateJobOrder: 'PUT /api/job-orders/:id',
  listJobOrderSubmissions: 'GET /api/job-orders/:id/submissions',
  listApplicantSubmissions: 'GET /api/applicants/:id/submissions',
  listInstitutionPlacements: 'GET /api/institutions/:id/placements',
  submitApplicants: 'POST /api/job-orders/:id/submissions',
  changeSubmissionStatus: 'POST /api/submissions/:id/status',
};
const JOB_ORDER_CALLS = Object.keys(JOB_ORDER_ROUTES) as ApiCallName[];
/** Messaging (issue 14, our design): templates, sends, histories, saved searches, automations; staff only. */
const MESSAGING_ROUTES: Partial<Record<ApiCallName, string>> = {
  listMessageTemplates: 'GET /api/message-templates',
  createMessageTemplate: 'POST /api/message-templates',
  updateMessageTemplate: 'PUT /api/message-templates/:id',
  deleteMessageTemplate: 'DELETE /api/message-templates/:id',
  previewMessage: 'POST /api/messages/preview',
  checkMessages: 'POST /api/messages/check',
  sendMessages: 'POST /api/messages',
  listMessages: 'GET /api/messages',
  getMessage: 'GET /api/messages/:id',
  cancelMessage: 'POST /api/messages/:id/cancel',
  listApplicantMessages: 'GET /api/applicants/:id/messages',
  listSavedSearches: 'GET /api/saved-searches',
  createSavedSearch: 'POST /api/saved-searches',
  deleteSavedSearch: 'DELETE /api/saved-searches/:id',
  listMessageAutomations: 'GET /api/message-automations',
  saveMessageAutomations: 'PUT /api/message-automations',
};
const MESSAGING_CALLS = Object.keys(MESSAGING_ROUTES) as ApiCallName[];
/** Mail settings and servers (issue 14, our design): staff only, JSON. */
const MAIL_SETTINGS_ROUTES: Partial<Record<ApiCallName, string>> = {
  getUserMailSettings: 'GET /api/user-mail-settings',
  saveUserMailSettings: 'PUT /api/user-mail-settings',
  getUserMailConfiguration: 'GET /api/user-mail-configuration',
  saveUserMailConfiguration: 'PUT /api/user-mail-configuration',
  deleteUserMailConfiguration: 'DELETE /api/user-mail-configuration',
  testUserMailConfiguration: 'POST /api/user-mail-configuration/test',
  getAgencyMailServer: 'GET /api/agency/mail-server',
  saveAgencyMailServer: 'PUT /api/agency/mail-server',
  deleteAgencyMailServer: 'DELETE /api/agency/mail-server',
  testAgencyMailServer: 'POST /api/agency/mail-server/test',
  listStaff: 'GET /api/staff',
  getRolePermissions: 'GET /api/role-permissions',
  setRolePermission: 'PUT /api/role-permissions',
  getUserPreferences: 'GET /api/user/preferences',
  saveUserPreferences: 'PUT /api/user/preferences',
};
const MAIL_SETTINGS_CALLS = Object.keys(MAIL_SETTINGS_ROUTES) as ApiCallName[];
/**
 * Staff management and recruiter self-registration (issue 15, our design): `staff.manage` or the owner, in
 * JSON; the invitation link and the self-registration anonymous.
 */
const STAFF_ROUTES: Partial<Record<ApiCallName, string>> = {
  inviteStaff: 'POST /api/staff/invitations',
  resendStaffInvitation: 'POST /api/staff/:recruiterId/invitation',
  updateStaff: 'PUT /api/staff/:recruiterId',
  deactivateStaff: 'POST /api/staff/:recruiterId/deactivate',
  reactivateStaff: 'POST /api/staff/:recruiterId/reactivate',
  resetStaffPassword: 'POST /api/staff/:recruiterId/reset-password',
  approveStaff: 'POST /api/staff/:recruiterId/approve',
  declineStaff: 'POST /api/staff/:recruiterId/decline',
  getStaffInvitation: 'GET /api/staff/invitations/:token',
  acceptStaffInvitation: 'POST /api/staff/invitations/:token/accept',
  registerRecruiter: 'POST /api/staff/registrations',
};
const STAFF_CALLS = Object.keys(STAFF_ROUTES) as ApiCallName[];
/** The careers site (issue 16, our design): the public job search and the application; anonymous. */
const CAREERS_ROUTES: Partial<Record<ApiCallName, string>> = {
  listPublicJobs: 'GET /api/careers/jobs',
  getPublicJob: 'GET /api/careers/jobs/:id',
  uploadCareerResume: 'POST /api/careers/resumes',
  applyToJob: 'POST /api/careers/jobs/:id/applications',
  // Applications kept apart from an existing record until confirmed (issue 27): the e-mailed link, and staff.
  confirmCareerApplication: 'POST /api/careers/applications/confirm',
  listCareerApplications: 'GET /api/applicants/:id/careers-applications',
  downloadCareerApplicationResume: 'GET /api/careers/applications/:id/resume',
  mergeCareerApplication: 'POST /api/careers/applications/:id/merge',
};
const CAREERS_CALLS = Object.keys(CAREERS_ROUTES) as ApiCallName[];
/** The calendar (issue 14, our design): interviews and follow-ups; staff only. */
const CALENDAR_ROUTES: Partial<Record<ApiCallName, string>> = {
  listCalendarEvents: 'GET /api/calendar/events',
  getCalendarAgenda: 'GET /api/calendar/today',
  getCalendarEvent: 'GET /api/calendar/events/:id',
  createCalendarEvent: 'POST /api/calendar/events',
  updateCalendarEvent: 'PUT /api/calendar/events/:id',
  cancelCalendarEvent: 'POST /api/calendar/events/:id/cancel',
  completeFollowUp: 'POST /api/calendar/events/:id/complete',
  reopenFollowUp: 'POST /api/calendar/events/:id/reopen',
};
const CALENDAR_CALLS = Object.keys(CALENDAR_ROUTES) as ApiCallName[];
/** Recruiter History (issue 15, our design): staff only; JSON and its CSV. */
const HISTORY_ROUTES: Partial<Record<ApiCallName, string>> = {
  getRecruiterHistory: 'GET /api/recruiter/history',
  exportRecruiterHistory: 'GET /api/recruiter/history/export',
};
const HISTORY_CALLS = Object.keys(HISTORY_ROUTES) as ApiCallName[];
/** Manager analytics (issue 15, our design): managers and above; JSON and one dataset's CSV. */
const ANALYTICS_ROUTES: Partial<Record<ApiCallName, string>> = {
  getAnalytics: 'GET /api/analytics',
  exportAnalytics: 'GET /api/analytics/export',
};
const ANALYTICS_CALLS = Object.keys(ANALYTICS_ROUTES) as ApiCallName[];
/** Manage Users and the audit log (issue 15, our design): the agency owner's; JSON and the log's CSV. */
const USER_MANAGEMENT_ROUTES: Partial<Record<ApiCallName, string>> = {
  listManagedAccounts: 'GET /api/user-management/accounts',
  lockManagedAccount: 'POST /api/user-management/accounts/:id/lock',
  unlockManagedAccount: 'POST /api/user-management/accounts/:id/unlock',
  signOutManagedAccount: 'POST /api/user-management/accounts/:id/sign-out',
  resetManagedAccountPassword: 'POST /api/user-management/accounts/:id/reset-password',
  listAuditLog: 'GET /api/user-management/audit',
  exportAuditLog: 'GET /api/user-management/audit/export',
};
const USER_MANAGEMENT_CALLS = Object.keys(USER_MANAGEMENT_ROUTES) as ApiCallName[];
/** Agencies (issue 15, our design): the agency's settings and logo (staff), its branding and logo by host (no sign-in), the operators' agencies. */
const AGENCY_SETTINGS_ROUTES: Partial<Record<ApiCallName, string>> = {
  getAgencySettings: 'GET /api/agency/settings',
  updateAgencySettings: 'PUT /api/agency/settings',
  uploadAgencyLogo: 'PUT /api/agency/logo',
  deleteAgencyLogo: 'DELETE /api/agency/logo',
  getAgencyBranding: 'GET /api/agency/branding',
  getAgencyLogo: 'GET /api/agency/logo',
  listPlatformAgencies: 'GET /api/platform/agencies',
  createPlatformAgency: 'POST /api/platform/agencies',
  suspendPlatformAgency: 'POST /api/platform/agencies/:id/suspend',
  resumePlatformAgency: 'POST /api/platform/agencies/:id/resume',
};
const AGENCY_SETTINGS_CALLS = Object.keys(AGENCY_SETTINGS_ROUTES) as ApiCallName[];

describe('the contract: one descriptor per call', () => {
  it('keeps every path, method and anonymous flag of SPEC §7 (the lookup now names its parameter)', () => {
    const spec = (table: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(table).filter(
          ([name]) =>
            ![
              ...PIPELINE_CALLS,
              ...ONBOARDING_CALLS,
              ...REFERENCE_PUBLIC_CALLS,
              ...JOB_ORDER_CALLS,
              ...MESSAGING_CALLS,
              ...MAIL_SETTINGS_CALLS,
              ...CALENDAR_CALLS,
              ...HISTORY_CALLS,
              ...ANALYTICS_CALLS,
              ...USER_MANAGEMENT_CALLS,
              ...AGENCY_SETTINGS_CALLS,
              ...STAFF_CALLS,
              ...CAREERS_CALLS,
            ].includes(name as ApiCallName),
        ),
      );
    expect(spec(API_PATHS)).toEqual({
      updateEntryExit: '/api/recruiter/update-entry-exit',
      isUserVerified: '/api/base/is-user-verified',
      forgotPassword: '/api/password/forgot-password',
      changePassword: '/api/password/change-password',
      register: '/api/registration/register',
      registrationLookup: '/api/registration/:email',
      verify: '/api/registration/verify',
      resendVerificationCode: '/api/registration/resend-verification-code',
      getCurrentRecruiter: '/api/recruiter/get-current-recruiter',
      getUserRoles: '/api/role/get-user-roles',
      getUserByUserId: '/api/user/get-user-by-userid',
      updateProfile: '/api/recruiter/update-profile',
      emailExist: '/api/recruiter/email_exist',
      getAgencyByUserId: '/api/agency/get-agency-by-userid',
      isAgencyOwner: '/api/agency/is-agency-owner',
      updateAgency: '/api/agency/update-agency',
      getApplicantStatusCounts: '/api/applicants/status-counts',
      getCaptchaChallenge: '/api/captcha/challenge',
    });
    expect(spec(API_METHODS)).toEqual({
      updateEntryExit: 'PUT',
      isUserVerified: 'GET',
      forgotPassword: 'PUT',
      changePassword: 'PUT',
      register: 'POST',
      registrationLookup: 'GET',
      verify: 'POST',
      resendVerificationCode: 'GET',
      getCurrentRecruiter: 'GET',
      getUserRoles: 'GET',
      getUserByUserId: 'GET',
      updateProfile: 'PUT',
      emailExist: 'GET',
      getAgencyByUserId: 'GET',
      isAgencyOwner: 'GET',
      updateAgency: 'PUT',
      getApplicantStatusCounts: 'GET',
      getCaptchaChallenge: 'GET',
    });
    expect([...ANONYMOUS_API_PATHS].sort()).toEqual([
      'acceptStaffInvitation',
      'applyToJob',
      'confirmCareerApplication',
      'emailExist',
      'forgotPassword',
      'getAgencyBranding',
      'getAgencyLogo',
      'getCaptchaChallenge',
      'getPublicJob',
      'getPublicReferenceForm',
      'getStaffInvitation',
      'listPublicJobs',
      'register',
      'registerRecruiter',
      'registrationLookup',
      'submitPublicReference',
      'uploadCareerResume',
    ]);
    expect(Object.fromEntries(CAREERS_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]))).toEqual(
      CAREERS_ROUTES,
    );
    expect(
      Object.fromEntries(REFERENCE_PUBLIC_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`])),
    ).toEqual(REFERENCE_PUBLIC_ROUTES);
    const text = (Object.keys(API_CALLS) as ApiCallName[]).filter((name) => API_CALLS[name].responseType === 'text');
    expect(text.sort()).toEqual(
      ['changePassword', 'forgotPassword', 'resendVerificationCode', 'updateAgency', 'updateEntryExit'].sort(),
    );
  });

  it('keeps the applicant pipeline calls (issue 10, our design: not SPEC §7) under /api/applicants, staff only', () => {
    const routes = Object.fromEntries(PIPELINE_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]));
    expect(routes).toEqual({
      listApplicants: 'GET /api/applicants',
      exportApplicants: 'GET /api/applicants/export',
      listApplicantOwners: 'GET /api/applicants/owners',
      getApplicantDashboard: 'GET /api/applicants/dashboard',
      getApplicant: 'GET /api/applicants/:id',
      getApplicantByNumber: 'GET /api/applicants/by-number/:number',
      getApplicantWalk: 'GET /api/applicants/by-number/:number/walk',
      findApplicantDuplicates: 'POST /api/applicants/duplicates',
      createApplicant: 'POST /api/applicants',
      updateApplicant: 'PUT /api/applicants/:id',
      changeApplicantStatus: 'POST /api/applicants/:id/status',
      assignApplicant: 'PUT /api/applicants/:id/owner',
      archiveApplicant: 'DELETE /api/applicants/:id',
      restoreApplicant: 'POST /api/applicants/:id/restore',
      listApplicantActivity: 'GET /api/applicants/:id/activity',
      listApplicantNotes: 'GET /api/applicants/:id/notes',
      addApplicantNote: 'POST /api/applicants/:id/notes',
      updateApplicantNote: 'PUT /api/applicants/:id/notes/:noteId',
      listApplicantDocuments: 'GET /api/applicants/:id/documents',
      uploadApplicantResume: 'PUT /api/applicants/:id/resume',
      downloadApplicantDocument: 'GET /api/applicants/:id/documents/:documentId',
      bulkUpdateApplicants: 'POST /api/applicants/bulk',
    });
    expect(PIPELINE_CALLS.filter((name) => ANONYMOUS_API_PATHS.includes(name))).toEqual([]);
    // The CSV export and the document download answer files (Blobs); every other pipeline call JSON.
    const blob = (Object.keys(API_CALLS) as ApiCallName[]).filter((name) => API_CALLS[name].responseType === 'blob');
    expect(blob.filter((name) => PIPELINE_CALLS.includes(name)).sort()).toEqual([
      'downloadApplicantDocument',
      'exportApplicants',
    ]);
  });

  it('keeps the facility and job-order calls (issue 13, our design) under /api, for staff, in JSON but the CSV', () => {
    const routes = Object.fromEntries(JOB_ORDER_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]));
    expect(routes).toEqual(JOB_ORDER_ROUTES);
    expect(JOB_ORDER_CALLS.filter((name) => ANONYMOUS_API_PATHS.includes(name))).toEqual([]);
    expect(JOB_ORDER_CALLS.filter((name) => API_CALLS[name].responseType !== 'json')).toEqual(['exportPositions']);
  });

  it('keeps the calendar calls (issue 14, our design) under /api, for staff, in JSON', () => {
    const routes = Object.fromEntries(CALENDAR_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]));
    expect(routes).toEqual(CALENDAR_ROUTES);
    expect(CALENDAR_CALLS.filter((name) => ANONYMOUS_API_PATHS.includes(name))).toEqual([]);
    expect(CALENDAR_CALLS.filter((name) => API_CALLS[name].responseType !== 'json')).toEqual([]);
  });

  it('keeps the Recruiter History calls (issue 15, our design) under /api/recruiter, for staff, in JSON but the CSV', () => {
    const routes = Object.fromEntries(HISTORY_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]));
    expect(routes).toEqual(HISTORY_ROUTES);
    expect(HISTORY_CALLS.filter((name) => ANONYMOUS_API_PATHS.includes(name))).toEqual([]);
    expect(HISTORY_CALLS.filter((name) => API_CALLS[name].responseType !== 'json')).toEqual(['exportRecruiterHistory']);
  });

  it('keeps the analytics calls (issue 15, our design) under /api/analytics, for staff, in JSON but the CSV', () => {
    const routes = Object.fromEntries(ANALYTICS_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]));
    expect(routes).toEqual(ANALYTICS_ROUTES);
    expect(ANALYTICS_CALLS.filter((name) => ANONYMOUS_API_PATHS.includes(name))).toEqual([]);
    expect(ANALYTICS_CALLS.filter((name) => API_CALLS[name].responseType !== 'json')).toEqual(['exportAnalytics']);
  });

  it('keeps the Manage Users calls (issue 15, our design) under /api/user-management, signed in, in JSON but the CSV', () => {
    const routes = Object.fromEntries(
      USER_MANAGEMENT_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]),
    );
    expect(routes).toEqual(USER_MANAGEMENT_ROUTES);
    expect(USER_MANAGEMENT_CALLS.filter((name) => ANONYMOUS_API_PATHS.includes(name))).toEqual([]);
    expect(USER_MANAGEMENT_CALLS.filter((name) => API_CALLS[name].responseType !== 'json')).toEqual(['exportAuditLog']);
  });

  it('keeps the staff management calls (issue 15, our design) under /api/staff; the invitation link and self-registration anonymous', () => {
    const routes = Object.fromEntries(STAFF_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]));
    expect(routes).toEqual(STAFF_ROUTES);
    expect(STAFF_CALLS.filter((name) => ANONYMOUS_API_PATHS.includes(name))).toEqual([
      'getStaffInvitation',
      'acceptStaffInvitation',
      'registerRecruiter',
    ]);
    expect(STAFF_CALLS.filter((name) => API_CALLS[name].responseType !== 'json')).toEqual([]);
  });

  it('keeps the agencies calls (issue 15, our design) under /api/agency and /api/platform; branding and logo anonymous', () => {
    const routes = Object.fromEntries(
      AGENCY_SETTINGS_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]),
    );
    expect(routes).toEqual(AGENCY_SETTINGS_ROUTES);
    expect(AGENCY_SETTINGS_CALLS.filter((name) => ANONYMOUS_API_PATHS.includes(name))).toEqual([
      'getAgencyBranding',
      'getAgencyLogo',
    ]);
    expect(AGENCY_SETTINGS_CALLS.filter((name) => API_CALLS[name].responseType !== 'json')).toEqual(['getAgencyLogo']);
  });

  it('keeps the messaging calls (issue 14, our design) under /api, for staff, in JSON', () => {
    const routes = Object.fromEntries(MESSAGING_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]));
    expect(routes).toEqual(MESSAGING_ROUTES);
    expect(MESSAGING_CALLS.filter((name) => ANONYMOUS_API_PATHS.includes(name))).toEqual([]);
    expect(MESSAGING_CALLS.filter((name) => API_CALLS[name].responseType !== 'json')).toEqual([]);
  });

  it('keeps the mail settings (issue 14), staff directory, role permission and preference (issue 15) calls under /api, for staff, in JSON', () => {
    const routes = Object.fromEntries(
      MAIL_SETTINGS_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]),
    );
    expect(routes).toEqual(MAIL_SETTINGS_ROUTES);
    expect(MAIL_SETTINGS_CALLS.filter((name) => ANONYMOUS_API_PATHS.includes(name))).toEqual([]);
    expect(MAIL_SETTINGS_CALLS.filter((name) => API_CALLS[name].responseType !== 'json')).toEqual([]);
  });

  it('keeps the onboarding calls (issue 11, our design) under /api/onboarding and /api/applicants/:id/onboarding', () => {
    const routes = Object.fromEntries(
      ONBOARDING_CALLS.map((name) => [name, `${API_METHODS[name]} ${API_PATHS[name]}`]),
    );
    expect(routes).toEqual(ONBOARDING_ROUTES);
    expect(ONBOARDING_CALLS.filter((name) => ANONYMOUS_API_PATHS.includes(name))).toEqual([]);
    // The PDFs and the uploads answer files; every other onboarding call JSON.
    const blob = ONBOARDING_CALLS.filter((name) => API_CALLS[name].responseType === 'blob');
    expect(blob.sort()).toEqual([
      'downloadApplicantOnboardingFile',
      'downloadApplicantOnboardingPdf',
      'downloadOnboardingFile',
      'downloadOnboardingPdf',
    ]);
  });

  it('each descriptor is a frozen record of method, path, anonymous and response type, nothing else', () => {
    expect(register).toEqual({
      method: 'POST',
      path: '/api/registration/register',
      anonymous: true,
      responseType: 'json',
    });
    expect(Object.isFrozen(register)).toBe(true);
    expect(getApplicantStatusCounts).toEqual({
      method: 'GET',
      path: '/api/applicants/status-counts',
      anonymous: false,
      responseType: 'json',
    });
  });

  it('pathOf fills and encodes the path parameters and refuses a missing one', () => {
    expect(pathOf(registrationLookup, { email: 'a+b@c.test' })).toBe('/api/registration/a%2Bb%40c.test');
    expect(pathOf(getCurrentRecruiter)).toBe('/api/recruiter/get-current-recruiter');
    expect(() => pathOf(registrationLookup, {})).toThrow("Missing path parameter 'email'");
    expect(() => pathOf(registrationLookup, { email: '' })).toThrow("Missing path parameter 'email'");
  });

  it('derives body, query, params and response types from the descriptors', () => {
    expectTypeOf<CallBody<typeof register>>().toEqualTypeOf<RegistrationPayload>();
    expectTypeOf<CallResponse<typeof register>>().toEqualTypeOf<RegistrationResponse>();
    expectTypeOf<CallQuery<typeof register>>().toEqualTypeOf<undefined>();
    expectTypeOf<CallParams<typeof register>>().toEqualTypeOf<undefined>();

    expectTypeOf<CallParams<typeof registrationLookup>>().toEqualTypeOf<{ readonly email: string | number }>();
    expectTypeOf<CallBody<typeof registrationLookup>>().toEqualTypeOf<undefined>();
    expectTypeOf<CallResponse<typeof registrationLookup>>().toEqualTypeOf<boolean>();

    expectTypeOf<CallQuery<typeof emailExist>>().toEqualTypeOf<{ email: string }>();
    expectTypeOf<CallBody<typeof updateEntryExit>>().toEqualTypeOf<number>();
    expectTypeOf<CallResponse<typeof resendVerificationCode>>().toEqualTypeOf<string>();
    expectTypeOf<CallResponse<typeof getApplicantStatusCounts>>().toEqualTypeOf<ApplicantStatusCount[]>();
    expectTypeOf<ApplicantStatusCount>().toEqualTypeOf<{ Status: ApplicantStatus; Count: number }>();
    expectTypeOf<ApplicantStatus>().toEqualTypeOf<(typeof APPLICANT_STATUSES)[number]['key']>();

    const twoParams = defineCall<{ query: ListQuery<'name'>; response: Page<Recruiter> }>()({
      method: 'GET',
      path: '/api/agencies/:agencyId/staff/:role',
    });
    expectTypeOf<CallParams<typeof twoParams>>().toEqualTypeOf<{
      readonly agencyId: string | number;
      readonly role: string | number;
    }>();
    expectTypeOf<CallQuery<typeof twoParams>['sort']>().toEqualTypeOf<'name' | undefined>();
    expectTypeOf<CallResponse<typeof twoParams>['Items']>().toEqualTypeOf<Recruiter[]>();
    expectTypeOf(twoParams.method).toEqualTypeOf<'GET'>();
    expectTypeOf(twoParams.path).toEqualTypeOf<'/api/agencies/:agencyId/staff/:role'>();
  });

  it('derives the compatibility maps from the descriptors', () => {
    expectTypeOf<ApiContract['updateProfile']>().toEqualTypeOf<{
      body: UpdateProfilePayload;
      query: undefined;
      response: Recruiter;
    }>();
    expectTypeOf<ApiContract['getApplicantStatusCounts']['response']>().toEqualTypeOf<ApplicantStatusCount[]>();
    expectTypeOf(API_PATHS.registrationLookup).toEqualTypeOf<'/api/registration/:email'>();
    expectTypeOf(API_METHODS.register).toEqualTypeOf<'POST'>();
    expectTypeOf<ApiCallName>().toEqualTypeOf<keyof typeof API_CALLS>();
    expectTypeOf<keyof ApiContract>().toEqualTypeOf<ApiCallName>();
  });

  it('types client.call, useApiQuery and the MSW resolvers by the descriptor', () => {
    // Checked by the typecheck only: never called (no client, no React tree).
    const typesOnly = (client: Client) => {
      expectTypeOf(client.call(getApplicantStatusCounts)).toEqualTypeOf<
        Promise<FullResponse<ApplicantStatusCount[]>>
      >();
      expectTypeOf(client.call(registrationLookup, { params: { email: 'a@b.test' } })).toEqualTypeOf<
        Promise<FullResponse<boolean>>
      >();
      expectTypeOf(client.call(updateProfile, { body: { FirstName: 'Ann', LastName: 'Lee' } })).toEqualTypeOf<
        Promise<FullResponse<Recruiter>>
      >();
      // @ts-expect-error: the lookup needs its `email` parameter
      void client.call(registrationLookup);
      // @ts-expect-error: updateProfile needs its body
      void client.call(updateProfile, {});
      // @ts-expect-error: getCurrentRecruiter takes no body
      void client.call(getCurrentRecruiter, { body: { FirstName: 'Ann' } });
      // @ts-expect-error: emailExist's query is `{ email }`
      void client.call(emailExist, { query: { mail: 'a@b.test' } });
    };
    expect(typesOnly).toBeTypeOf('function');

    expectTypeOf<CallInput<typeof updateProfile>['body']>().toEqualTypeOf<UpdateProfilePayload>();
    expectTypeOf<CallInput<typeof registrationLookup>['params']>().toEqualTypeOf<{
      readonly email: string | number;
    }>();
    expectTypeOf<ReturnType<typeof useApiQuery<typeof getApplicantStatusCounts>>>().toEqualTypeOf<
      SWRResponse<ApplicantStatusCount[], ApiError>
    >();
    expectTypeOf<Parameters<CallResolver<typeof registrationLookup>>[0]['params']>().toEqualTypeOf<{
      email: string;
    }>();
    expectTypeOf<
      Awaited<ReturnType<Parameters<CallResolver<typeof updateProfile>>[0]['request']['json']>>
    >().toEqualTypeOf<UpdateProfilePayload>();
  });
});
