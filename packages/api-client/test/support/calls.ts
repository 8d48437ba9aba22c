import type { ApiClient } from '@agency/api-client';
import type { ApiPathName } from '@agency/api-client/contract';
import { fixtures } from '@agency/api-client/testing';

export interface CallCase {
  /** Makes the call through the client's public surface. */
  invoke: (client: ApiClient) => Promise<unknown>;
  /** The path actually requested (the contract path plus any suffix). */
  pathname: string;
  query?: Record<string, string>;
  /** The JSON body expected on the wire (undefined: no body). */
  body?: unknown;
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
};
