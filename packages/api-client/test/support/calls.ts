import type { ApiClient } from '@agency/api-client';
import { API_CALLS, type ApiPathName } from '@agency/api-client/contract';
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
};
