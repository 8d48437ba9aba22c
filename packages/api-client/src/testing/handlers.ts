import { HttpResponse, delay, http, type DefaultBodyType, type HttpHandler, type HttpResponseResolver } from 'msw';
import {
  API_CALLS,
  AUTH_PATHS,
  type AnyCall,
  type ApiCallName,
  type ApiContract,
  type ApiErrorBody,
  type CallBody,
  type CallResponse,
  type PathParamNames,
  type TokenErrorResponse,
  type TokenResponse,
} from '../contract';
import { fixtures } from './fixtures';
import { createTestTokenResponse } from './tokens';

/** Where the handlers answer: the same base URLs the client under test is configured with. */
export interface HandlerUrls {
  identityUrl: string;
  apiUrl: string;
  revocationPath?: string;
}

/** Base URLs of `createTestClient()` and of the default `handlers`. */
export const TEST_URLS = {
  identityUrl: 'https://identity.agency.test',
  apiUrl: 'https://api.agency.test',
  revocationPath: '',
} as const satisfies HandlerUrls;

/** Error variants every API call has. */
export interface ApiErrorHandlers {
  /** 401 with an `ApiErrorBody`. */
  unauthorized: HttpHandler;
  /** 403 with an `ApiErrorBody`. */
  forbidden: HttpHandler;
  /** 429 with `Retry-After: 30`. */
  rateLimited: HttpHandler;
  /** 500 with an `ApiErrorBody`. */
  serverError: HttpHandler;
  /** No HTTP response at all. */
  networkError: HttpHandler;
  /** Never answers: for loading states in stories. */
  loading: HttpHandler;
}

/** Handlers of one API call: `success` with the fixture, `with(data)` for other data, and the errors. */
export type ApiCallHandlers<N extends ApiCallName> = ApiErrorHandlers & {
  success: HttpHandler;
  with: (data: ApiContract[N]['response']) => HttpHandler;
};

/** The handlers of the password and refresh grants and of revocation. */
export interface TokenHandlers {
  success: HttpHandler;
  with: (response: TokenResponse) => HttpHandler;
  /** 400 `invalid_grant` (wrong credentials; spent, revoked or expired refresh token). */
  invalidGrant: HttpHandler;
  /** 400 `invalid_client`. */
  invalidClient: HttpHandler;
  rateLimited: HttpHandler;
  serverError: HttpHandler;
  networkError: HttpHandler;
  loading: HttpHandler;
}

export function apiErrorBody(Code: string, Message: string, Errors?: Record<string, string>): ApiErrorBody {
  return Errors ? { Message, Code, Errors } : { Message, Code };
}

const apiError = (status: number, body: ApiErrorBody, headers?: Record<string, string>) =>
  HttpResponse.json(body, { status, ...(headers ? { headers } : {}) });

const tokenError = (error: TokenErrorResponse['error'], error_description: string) =>
  HttpResponse.json({ error, error_description } satisfies TokenErrorResponse, {
    status: 400,
    headers: { 'cache-control': 'no-store' },
  });

const hasBearer = (request: Request) => /^Bearer \S+$/.test(request.headers.get('authorization') ?? '');

/**
 * The resolver of one call, typed by its descriptor: `params` holds the path's `:name` parts,
 * `request.json()` the call's body, and the answer is the call's response (or an `ApiErrorBody`).
 */
export type CallResolver<D extends AnyCall> = HttpResponseResolver<
  { [K in PathParamNames<D['path']>]: string },
  CallBody<D> extends DefaultBodyType ? CallBody<D> : never,
  (CallResponse<D> extends DefaultBodyType ? CallResponse<D> : never) | ApiErrorBody
>;

/** The API paths without parameters, by method: a `:param` route yields to them, as on the server. */
const STATIC_PATHS = new Map<string, Set<string>>();
for (const call of Object.values(API_CALLS) as AnyCall[]) {
  if (call.path.includes(':')) continue;
  STATIC_PATHS.set(call.method, (STATIC_PATHS.get(call.method) ?? new Set()).add(call.path));
}

/**
 * The MSW handler of one call of the contract, from its descriptor: its method and path (`:name` parts
 * match any segment) under `urls.apiUrl`. Like the server, a protected call answers 401 with an
 * `ApiErrorBody` when the request has no Bearer token, and a path with parameters leaves the other calls'
 * fixed paths alone (`/api/registration/:email` never answers `/api/registration/verify`).
 *
 *     handle(getApplicantStatusCounts, () => HttpResponse.json([{ Status: 'lead', Count: 2 }]))
 *     handle(updateProfile, async ({ request }) => HttpResponse.json({ ...fixtures.recruiter, ...(await request.json()) }))
 */
export function handle<D extends AnyCall>(
  descriptor: D,
  resolver: CallResolver<D>,
  urls: Pick<HandlerUrls, 'apiUrl'> = TEST_URLS,
): HttpHandler {
  const base = urls.apiUrl.replace(/\/+$/, '');
  const basePath = new URL(base, 'http://relative.invalid').pathname.replace(/\/+$/, '');
  const fixed = descriptor.path.includes(':') ? (STATIC_PATHS.get(descriptor.method) ?? new Set<string>()) : null;
  const method = descriptor.method.toLowerCase() as Lowercase<AnyCall['method']>;
  const answer = resolver as HttpResponseResolver;
  return http[method](base + descriptor.path, (info) => {
    if (fixed?.has(new URL(info.request.url).pathname.slice(basePath.length))) return undefined;
    if (!descriptor.anonymous && !hasBearer(info.request)) {
      return apiError(401, apiErrorBody('unauthorized', 'Authentication is required.'));
    }
    return answer(info);
  });
}

/** An answer of a call in the form its descriptor says (JSON, or plain text). */
function reply<D extends AnyCall>(descriptor: D, data: CallResponse<D>, status = 200) {
  if (descriptor.responseType === 'blob') return new HttpResponse(data as Blob, { status });
  return descriptor.responseType === 'text'
    ? HttpResponse.text(String(data), { status })
    : HttpResponse.json(data as Parameters<typeof HttpResponse.json>[0], { status });
}

/**
 * The success answer of every call, from the fixtures: what its default handler answers. Typed as a
 * complete record, so a descriptor added to `API_CALLS` fails the typecheck until it has one (and a unit
 * test checks every descriptor's default handler answers).
 */
export const DEFAULT_ANSWERS: { readonly [N in ApiCallName]: { data: ApiContract[N]['response']; status?: number } } = {
  updateEntryExit: { data: 'Exit recorded' },
  getRecruiterHistory: { data: fixtures.recruiterHistory },
  exportRecruiterHistory: { data: new Blob(['Recruiter,Date\r\n'], { type: 'text/csv' }) },
  listManagedAccounts: { data: fixtures.managedAccounts },
  lockManagedAccount: { data: fixtures.managedAccountResult },
  unlockManagedAccount: { data: fixtures.managedAccountResult },
  signOutManagedAccount: { data: fixtures.managedAccountResult },
  resetManagedAccountPassword: { data: fixtures.managedAccountResult },
  listAuditLog: { data: fixtures.auditLog },
  exportAuditLog: { data: new Blob(['Time,Action\r\n'], { type: 'text/csv' }) },
  getAnalytics: { data: fixtures.analytics },
  exportAnalytics: { data: new Blob(['From stage,To stage\r\n'], { type: 'text/csv' }) },
  isUserVerified: { data: true },
  forgotPassword: { data: 'A temporary password has been sent to your e-mail.' },
  changePassword: { data: 'Password changed' },
  register: { data: fixtures.registration, status: 201 },
  registrationLookup: { data: false },
  verify: { data: true },
  resendVerificationCode: { data: 'A new verification code has been sent.' },
  getCurrentRecruiter: { data: fixtures.recruiter },
  getUserRoles: { data: fixtures.userRoles },
  getUserByUserId: { data: fixtures.user },
  updateProfile: { data: fixtures.recruiter },
  emailExist: { data: false },
  getAgencyByUserId: { data: fixtures.agency },
  isAgencyOwner: { data: true },
  updateAgency: { data: 'Agency updated' },
  listStaff: { data: fixtures.staffMembers },
  inviteStaff: {
    data: { Member: fixtures.staffMembers[3]!, Message: 'An invitation has been sent to nina.newhire@acme.test.' },
  },
  resendStaffInvitation: {
    data: {
      Member: fixtures.staffMembers[3]!,
      Message: 'A new invitation has been sent to nina.newhire@acme.test; the previous link no longer works.',
    },
  },
  updateStaff: { data: fixtures.staffActionResult },
  deactivateStaff: {
    data: {
      Member: { ...fixtures.staffMembers[0]!, Active: false, Status: 'inactive', ApplicantsOwned: 0 },
      Message: 'Jane Doe is deactivated and signed out everywhere.',
    },
  },
  reactivateStaff: {
    data: {
      Member: { ...fixtures.staffMembers[2]!, Active: true, Status: 'active' },
      Message: 'Sam Tran is active again and can sign in.',
    },
  },
  resetStaffPassword: {
    data: { Member: fixtures.staffMembers[0]!, Message: 'A temporary password has been sent to jane.doe@acme.test.' },
  },
  approveStaff: {
    data: {
      Member: { ...fixtures.staffMembers[4]!, Active: true, Status: 'active', Roles: ['recruiter'] },
      Message: 'Riley Joiner is approved as Recruiter.',
    },
  },
  declineStaff: {
    data: {
      Member: { ...fixtures.staffMembers[4]!, Status: 'declined' },
      Message: "Riley Joiner's registration is declined: the account cannot sign in.",
    },
  },
  getStaffInvitation: { data: fixtures.staffInvitation },
  acceptStaffInvitation: { data: { Email: fixtures.staffInvitation.Email } },
  registerRecruiter: { data: fixtures.recruiterRegistration, status: 201 },
  // The shipped table: screens show the defaults unless a story gives the agency's changes.
  getRolePermissions: { data: { Grants: [], ChangedAt: null, ChangedBy: '' } },
  setRolePermission: { data: fixtures.rolePermissions },
  getUserPreferences: { data: fixtures.userPreferences },
  saveUserPreferences: { data: fixtures.userPreferences },
  getUserMailSettings: { data: fixtures.userMailSettings },
  saveUserMailSettings: { data: fixtures.userMailSettings },
  getUserMailConfiguration: { data: fixtures.userMailConfiguration },
  saveUserMailConfiguration: { data: fixtures.userMailConfiguration },
  deleteUserMailConfiguration: { data: { ...fixtures.userMailConfiguration, Server: null } },
  testUserMailConfiguration: { data: fixtures.smtpTestResult },
  getAgencyMailServer: { data: fixtures.agencyMailServer },
  saveAgencyMailServer: { data: fixtures.agencyMailServer },
  deleteAgencyMailServer: { data: { ...fixtures.agencyMailServer, Server: null } },
  testAgencyMailServer: { data: { ...fixtures.smtpTestResult, To: 'owner@acme.test' } },
  getAgencySettings: { data: fixtures.agencySettings },
  updateAgencySettings: { data: fixtures.agencySettings },
  uploadAgencyLogo: { data: fixtures.agencySettings },
  deleteAgencyLogo: { data: { ...fixtures.agencySettings, LogoUrl: null } },
  getAgencyBranding: { data: fixtures.agencyBranding },
  getAgencyLogo: { data: new Blob([fixtures.agencyLogoSvg], { type: 'image/svg+xml' }) },
  listPlatformAgencies: { data: fixtures.platformAgencies },
  createPlatformAgency: { data: { Agency: fixtures.platformAgencies[1]!, Invited: true }, status: 201 },
  suspendPlatformAgency: {
    data: { ...fixtures.platformAgencies[1]!, Status: 'suspended', SuspendedAt: '2026-11-24T09:00:00.000Z' },
  },
  resumePlatformAgency: { data: { ...fixtures.platformAgencies[2]!, Status: 'active', SuspendedAt: null } },
  getApplicantStatusCounts: { data: fixtures.applicantStatusCounts },
  // No captcha unless a story asks for one (the server's default outside production).
  getCaptchaChallenge: { data: { Provider: 'off' } },
  listApplicants: {
    data: { Items: fixtures.applicants, Page: 1, PageSize: 50, Total: fixtures.applicants.length },
  },
  exportApplicants: { data: new Blob(['ApplicantId,FirstName,LastName\n'], { type: 'text/csv' }) },
  listApplicantOwners: { data: fixtures.owners },
  getApplicantDashboard: { data: fixtures.applicantDashboard },
  getApplicant: { data: fixtures.applicant },
  getApplicantByNumber: { data: fixtures.applicant },
  // The first applicant as the first of the sample list (listApplicants's default answer).
  getApplicantWalk: {
    data: {
      Position: 1,
      Total: fixtures.applicants.length,
      TotalCapped: false,
      Previous: null,
      Next: fixtures.applicants[1]!.Number,
    },
  },
  findApplicantDuplicates: { data: [] },
  createApplicant: { data: fixtures.applicant, status: 201 },
  updateApplicant: { data: fixtures.applicant },
  changeApplicantStatus: { data: { ...fixtures.applicant, Status: 'phone-screened' } },
  assignApplicant: { data: fixtures.applicant },
  archiveApplicant: { data: { ...fixtures.applicant, ArchivedAt: '2026-01-21T10:00:00.000Z' } },
  restoreApplicant: { data: fixtures.applicant },
  listApplicantActivity: { data: fixtures.activity },
  listApplicantNotes: { data: fixtures.notes },
  addApplicantNote: { data: fixtures.notes[0]!, status: 201 },
  updateApplicantNote: { data: fixtures.notes[0]! },
  listApplicantDocuments: { data: [fixtures.resume] },
  uploadApplicantResume: { data: fixtures.resume },
  downloadApplicantDocument: { data: new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }) },
  bulkUpdateApplicants: { data: [] },
  getOnboardingOverview: { data: fixtures.onboardingOverview },
  getOnboardingForm: { data: fixtures.onboardingForm },
  saveOnboardingDraft: {
    data: { Form: 'emergency-info', Status: 'in-progress', Version: 1, UpdatedAt: '2026-01-20T09:31:00.000Z' },
  },
  submitOnboardingForm: { data: { ...fixtures.onboardingForm, Status: 'submitted' } },
  downloadOnboardingPdf: { data: new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }) },
  giveEsignConsent: { data: fixtures.esignConsent, status: 201 },
  withdrawEsignConsent: { data: { ...fixtures.esignConsent, WithdrawnAt: '2026-01-22T08:00:00.000Z' } },
  uploadOnboardingFile: { data: fixtures.onboardingUpload, status: 201 },
  downloadOnboardingFile: { data: new Blob(['\xff\xd8\xff'], { type: 'image/jpeg' }) },
  getApplicantOnboarding: { data: fixtures.onboardingOverview },
  getApplicantOnboardingForm: { data: fixtures.onboardingForm },
  downloadApplicantOnboardingPdf: { data: new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }) },
  approveOnboardingForm: { data: { ...fixtures.onboardingForm, Status: 'approved' } },
  requestOnboardingChanges: { data: { ...fixtures.onboardingForm, Status: 'changes-requested' } },
  revealOnboardingValue: { data: { Field: 'Tin', Value: '123456789' } },
  downloadApplicantOnboardingFile: { data: new Blob(['\xff\xd8\xff'], { type: 'image/jpeg' }) },
  unlockI9: {
    data: { ...fixtures.onboardingOverview.Forms.find((form) => form.Form === 'uscis-info')!, Locked: null },
  },
  getI9Section2: { data: fixtures.i9Section2 },
  saveI9Section2: { data: { ...fixtures.i9Section2, Status: 'in-progress' } },
  listOnboardingAudit: { data: [] },
  listAgencyDocuments: { data: fixtures.agencyDocuments },
  saveAgencyDocumentDraft: { data: fixtures.agencyDocuments[0]! },
  discardAgencyDocumentDraft: { data: fixtures.agencyDocuments[0]! },
  publishAgencyDocument: { data: { ...fixtures.agencyDocuments[0]!, ResignRequested: 0 } },
  getAgencyDocumentVersion: { data: fixtures.agencyAgreement },
  getOnboardingAgencyDocument: { data: fixtures.agencyAgreement },
  listMyReferenceRequests: { data: fixtures.referenceRequests },
  requestReference: { data: fixtures.referenceRequests[1]! },
  getPublicReferenceForm: { data: fixtures.publicReferenceForm },
  submitPublicReference: { data: { Completed: true } },
  getApplicantReferences: { data: fixtures.applicantReferences },
  listInstitutions: { data: fixtures.institutions },
  getInstitution: { data: fixtures.institution },
  findInstitutionDuplicates: { data: [] },
  createInstitution: { data: fixtures.institution, status: 201 },
  updateInstitution: { data: fixtures.institution },
  listJobOrders: { data: fixtures.jobOrders },
  getJobOrderStatusCounts: { data: fixtures.jobOrderStatusCounts },
  getJobOrder: { data: fixtures.jobOrder },
  listPublicJobs: { data: fixtures.publicJobs },
  getPublicJob: { data: fixtures.publicJob },
  uploadCareerResume: { data: fixtures.careerResumeUpload, status: 201 },
  applyToJob: { data: fixtures.careerApplicationResult, status: 201 },
  confirmCareerApplication: { data: fixtures.careerConfirmationResult },
  listCareerApplications: { data: [] },
  downloadCareerApplicationResume: { data: new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }) },
  mergeCareerApplication: { data: fixtures.careerMergeResult },
  createJobOrder: { data: fixtures.jobOrder, status: 201 },
  updateJobOrder: { data: fixtures.jobOrder },
  listJobOrderMatches: { data: fixtures.applicantMatches },
  listApplicantJobOrderMatches: { data: fixtures.jobOrderMatches },
  listPositions: { data: fixtures.positions },
  exportPositions: { data: new Blob(['Job Order ID,Title\r\n'], { type: 'text/csv' }) },
  listJobOrderSubmissions: { data: [fixtures.submission] },
  listApplicantSubmissions: { data: [fixtures.submission] },
  listInstitutionPlacements: { data: [{ ...fixtures.submission, Status: 'placed' }] },
  submitApplicants: { data: { Created: [fixtures.submission], AlreadySubmitted: [] }, status: 201 },
  changeSubmissionStatus: {
    data: { Submission: fixtures.submission, JobOrderStatus: 'open', JobOrderFilled: 1, JobOrderOpenings: 2 },
  },
  listCalendarEvents: { data: fixtures.calendarEvents },
  getCalendarAgenda: { data: fixtures.calendarAgenda },
  getCalendarEvent: { data: fixtures.calendarEvent },
  createCalendarEvent: { data: fixtures.calendarEvent, status: 201 },
  updateCalendarEvent: { data: { ...fixtures.calendarEvent, Sequence: 1 } },
  cancelCalendarEvent: { data: { ...fixtures.calendarEvent, Sequence: 1, CancelledAt: '2026-12-01T12:00:00.000Z' } },
  completeFollowUp: { data: { ...fixtures.calendarFollowUp, DoneAt: '2026-12-02T20:05:00.000Z' } },
  reopenFollowUp: { data: fixtures.calendarFollowUp },
  getUploadRequirements: { data: fixtures.uploadRequirements },
  addUploadRequirementFile: { data: fixtures.uploadRequirements, status: 201 },
  removeUploadRequirementFile: { data: fixtures.uploadRequirements },
  getApplicantUploadRequirements: { data: fixtures.uploadRequirements },
  approveUploadRequirementFile: { data: fixtures.uploadRequirements },
  rejectUploadRequirementFile: { data: fixtures.uploadRequirements },
  getFormsCatalogue: { data: fixtures.formsCatalogue },
  updateFormRequirement: { data: fixtures.formsCatalogue },
  createUploadRequirementItem: { data: fixtures.formsCatalogue, status: 201 },
  updateUploadRequirementItem: { data: fixtures.formsCatalogue },
  reorderUploadRequirementItems: { data: fixtures.formsCatalogue },
  getApplicantCredentialExpiries: { data: fixtures.credentialExpiries },
  getOwnCredentialExpiries: { data: fixtures.credentialExpiries },
  listExpiringCredentials: { data: fixtures.expiringCredentials },
  listMessageTemplates: { data: fixtures.messageTemplates },
  createMessageTemplate: { data: fixtures.messageTemplate, status: 201 },
  updateMessageTemplate: { data: fixtures.messageTemplate },
  deleteMessageTemplate: { data: fixtures.messageTemplate },
  previewMessage: { data: fixtures.messagePreview },
  checkMessages: { data: fixtures.messageCheck },
  sendMessages: { data: fixtures.sendMessagesResult },
  listMessages: { data: fixtures.messages },
  getMessage: { data: fixtures.message },
  cancelMessage: { data: { ...fixtures.message, State: 'cancelled' } },
  listApplicantMessages: { data: fixtures.applicantMessages },
  listSavedSearches: { data: fixtures.savedSearches },
  createSavedSearch: { data: fixtures.savedSearches[0]!, status: 201 },
  deleteSavedSearch: { data: fixtures.savedSearches[0]! },
  listMessageAutomations: { data: fixtures.messageAutomations },
  saveMessageAutomations: { data: fixtures.messageAutomations },
};

/**
 * MSW handlers for every call of the contract, success and each error, for the given base URLs. Use them
 * with `setupServer(...)` (tests) or a `setupWorker(...)` / `worker.use(...)` (Storybook).
 */
export function createHandlers(urls: HandlerUrls = TEST_URLS) {
  const tokenUrl = urls.identityUrl.replace(/\/+$/, '') + AUTH_PATHS.token;
  const revocationUrl = urls.identityUrl.replace(/\/+$/, '') + (urls.revocationPath ?? '') + AUTH_PATHS.revocation;

  /** A handler of the token endpoint for one grant type; other grants fall through to the next handler. */
  const grant = (grantType: 'password' | 'refresh_token', answer: () => Response | Promise<Response>) =>
    http.post(tokenUrl, async ({ request }) => {
      const form = new URLSearchParams(await request.clone().text());
      if (form.get('grant_type') !== grantType) return undefined;
      return answer();
    });

  const tokenHandlers = (grantType: 'password' | 'refresh_token', success: () => TokenResponse): TokenHandlers => {
    const withResponse = (response: TokenResponse | (() => TokenResponse)) =>
      grant(grantType, () =>
        HttpResponse.json(typeof response === 'function' ? response() : response, {
          headers: { 'cache-control': 'no-store' },
        }),
      );
    return {
      success: withResponse(success),
      with: (response) => withResponse(response),
      invalidGrant: grant(grantType, () =>
        tokenError(
          'invalid_grant',
          grantType === 'password' ? 'invalid_username_or_password' : 'invalid_refresh_token',
        ),
      ),
      invalidClient: grant(grantType, () => tokenError('invalid_client', 'unknown client')),
      rateLimited: grant(grantType, () =>
        HttpResponse.json(
          { error: 'too_many_requests', error_description: 'Too many requests' } satisfies TokenErrorResponse,
          {
            status: 429,
            headers: { 'retry-after': '30' },
          },
        ),
      ),
      serverError: grant(grantType, () => HttpResponse.json({ error: 'server_error' }, { status: 500 })),
      networkError: grant(grantType, () => HttpResponse.error()),
      loading: grant(grantType, async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
    };
  };

  /** One handler of an API call (see `handle`), answering whatever `answer` gives. */
  const on = (name: ApiCallName, answer: () => Response | Promise<Response>) =>
    handle(API_CALLS[name], answer as CallResolver<AnyCall>, urls);

  /** The handlers of one call: its default answer, `with(data)`, and every error variant. */
  const call = <N extends ApiCallName>(name: N): ApiCallHandlers<N> => {
    const descriptor = API_CALLS[name] as AnyCall;
    const { data, status } = DEFAULT_ANSWERS[name];
    const withData = (value: ApiContract[N]['response']) => on(name, () => reply(descriptor, value, status));
    return {
      success: withData(data),
      with: withData,
      unauthorized: on(name, () => apiError(401, apiErrorBody('unauthorized', 'Authentication is required.'))),
      forbidden: on(name, () => apiError(403, apiErrorBody('forbidden', 'You do not have access to this resource.'))),
      rateLimited: on(name, () =>
        apiError(429, apiErrorBody('rate_limited', 'Too many requests. Please try again later.'), {
          'retry-after': '30',
        }),
      ),
      serverError: on(name, () => apiError(500, apiErrorBody('internal_error', 'An unexpected error occurred.'))),
      networkError: on(name, () => HttpResponse.error()),
      loading: on(name, async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
    };
  };

  // Every descriptor of the contract gets its handlers here; the variants below only add to them.
  const calls = Object.fromEntries(Object.keys(API_CALLS).map((name) => [name, call(name as ApiCallName)])) as {
    [N in ApiCallName]: ApiCallHandlers<N>;
  };
  // The e-mail lookup's group keeps the name it had before the descriptors (`emailExists`).
  const { registrationLookup, ...byName } = calls;

  return {
    login: {
      ...tokenHandlers('password', () => createTestTokenResponse()),
      /** An applicant account's tokens (applicant id claim, no recruiter claim). */
      applicant: grant('password', () => HttpResponse.json(createTestTokenResponse({ kind: 'applicant' }))),
      /** Staff tokens whose recruiter claim is a JSON string. */
      recruiterClaimAsString: grant('password', () =>
        HttpResponse.json(createTestTokenResponse({ recruiterClaimAsString: true })),
      ),
    },
    refreshToken: tokenHandlers('refresh_token', () => createTestTokenResponse()),
    revoke: {
      /** RFC 7009: 200 with an empty body, whether or not the token was known. */
      success: http.post(revocationUrl, () => new HttpResponse(null, { status: 200 })),
      invalidClient: http.post(revocationUrl, () => tokenError('invalid_client', 'unknown client')),
      serverError: http.post(revocationUrl, () => HttpResponse.json({ error: 'server_error' }, { status: 500 })),
      networkError: http.post(revocationUrl, () => HttpResponse.error()),
    },
    ...byName,
    forgotPassword: {
      ...byName.forgotPassword,
      notFound: on('forgotPassword', () => apiError(404, apiErrorBody('not_found', 'No account uses this e-mail.'))),
    },
    changePassword: {
      ...byName.changePassword,
      wrongPassword: on('changePassword', () =>
        apiError(
          400,
          apiErrorBody('invalid_password', 'The current password is incorrect.', {
            CurrentPassword: 'The current password is incorrect.',
          }),
        ),
      ),
    },
    register: {
      ...byName.register,
      emailTaken: on('register', () => apiError(409, apiErrorBody('email_taken', 'Email already exist'))),
      invalid: on('register', () =>
        apiError(
          400,
          apiErrorBody('validation_failed', 'The registration is invalid.', {
            Email: 'Email must be a valid email address',
          }),
        ),
      ),
    },
    emailExists: {
      ...registrationLookup,
      /** The e-mail is already registered. */
      taken: registrationLookup.with(true),
    },
    verify: {
      ...byName.verify,
      /** HTTP 200 with `false`: the portal shows 'Invalid Code'. */
      invalidCode: byName.verify.with(false),
      /** HTTP 400: the portal shows 'The verfication code is incorrect.' */
      incorrectCode: on('verify', () =>
        apiError(400, apiErrorBody('invalid_code', 'The verification code is incorrect.')),
      ),
    },
    updateProfile: {
      ...byName.updateProfile,
      invalid: on('updateProfile', () =>
        apiError(
          400,
          apiErrorBody('validation_failed', 'The profile is invalid.', { FirstName: 'First Name is required' }),
        ),
      ),
    },
    emailExist: {
      ...byName.emailExist,
      taken: byName.emailExist.with(true),
    },
    isAgencyOwner: {
      ...byName.isAgencyOwner,
      notOwner: byName.isAgencyOwner.with(false),
    },
  };
}

export type Handlers = ReturnType<typeof createHandlers>;

/** Handlers for the default `TEST_URLS`. */
export const handlers: Handlers = createHandlers();

/** The success handler of every call, as one array: `setupServer(...successHandlers(h))`, `worker.use(...)`. */
export function successHandlers(groups: Handlers = handlers): HttpHandler[] {
  return Object.values(groups).map((group) => group.success);
}

/** `successHandlers()` of the default `handlers`. */
export const defaultHandlers: readonly HttpHandler[] = successHandlers();
