import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import {
  ANONYMOUS_API_PATHS,
  API_METHODS,
  API_PATHS,
  AUTH_PATHS,
  type ApiContract,
  type ApiErrorBody,
  type ApiPathName,
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
export type ApiCallHandlers<N extends ApiPathName> = ApiErrorHandlers & {
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
 * MSW handlers for every call of the contract, success and each error, for the given base URLs. Use them
 * with `setupServer(...)` (tests) or a `setupWorker(...)` / `worker.use(...)` (Storybook).
 */
export function createHandlers(urls: HandlerUrls = TEST_URLS) {
  const tokenUrl = urls.identityUrl.replace(/\/+$/, '') + AUTH_PATHS.token;
  const revocationUrl = urls.identityUrl.replace(/\/+$/, '') + (urls.revocationPath ?? '') + AUTH_PATHS.revocation;
  const apiUrl = urls.apiUrl.replace(/\/+$/, '');

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

  const route = <N extends ApiPathName>(name: N) => {
    const method = API_METHODS[name].toLowerCase() as 'get' | 'post' | 'put';
    return { url: apiUrl + API_PATHS[name], method, anonymous: ANONYMOUS_API_PATHS.includes(name) };
  };

  /** One handler of an API call; protected calls answer 401 without a Bearer token, like the server. */
  const on = <N extends ApiPathName>(name: N, answer: () => Response | Promise<Response>) => {
    const { url, method, anonymous } = route(name);
    return http[method](url, ({ request, params }) => {
      // `/api/registration/:email` also matches the other GET paths under /api/registration.
      if (name === 'registrationLookup' && !String(params.email ?? '').includes('@')) return undefined;
      if (!anonymous && !hasBearer(request)) {
        return apiError(401, apiErrorBody('unauthorized', 'Authentication is required.'));
      }
      return answer();
    });
  };

  const call = <N extends ApiPathName>(
    name: N,
    success: ApiContract[N]['response'],
    options: { text?: boolean; status?: number } = {},
  ): ApiCallHandlers<N> => {
    const reply = (data: ApiContract[N]['response']) =>
      on(name, () =>
        options.text
          ? HttpResponse.text(String(data), { status: options.status ?? 200 })
          : HttpResponse.json(data as Parameters<typeof HttpResponse.json>[0], { status: options.status ?? 200 }),
      );
    return {
      success: reply(success),
      with: reply,
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

  const registrationLookup = call('registrationLookup', false);
  const verify = call('verify', true);
  const emailExist = call('emailExist', false);
  const isAgencyOwner = call('isAgencyOwner', true);

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
    updateEntryExit: call('updateEntryExit', 'Exit recorded', { text: true }),
    isUserVerified: call('isUserVerified', true),
    forgotPassword: {
      ...call('forgotPassword', 'A temporary password has been sent to your e-mail.', { text: true }),
      notFound: on('forgotPassword', () => apiError(404, apiErrorBody('not_found', 'No account uses this e-mail.'))),
    },
    changePassword: {
      ...call('changePassword', 'Password changed', { text: true }),
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
      ...call('register', fixtures.registration, { status: 201 }),
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
      ...verify,
      /** HTTP 200 with `false`: the portal shows 'Invalid Code'. */
      invalidCode: verify.with(false),
      /** HTTP 400: the portal shows 'The verfication code is incorrect.' */
      incorrectCode: on('verify', () =>
        apiError(400, apiErrorBody('invalid_code', 'The verification code is incorrect.')),
      ),
    },
    resendVerificationCode: call('resendVerificationCode', 'A new verification code has been sent.', { text: true }),
    getCurrentRecruiter: call('getCurrentRecruiter', fixtures.recruiter),
    getUserRoles: call('getUserRoles', fixtures.userRoles),
    getUserByUserId: call('getUserByUserId', fixtures.user),
    updateProfile: {
      ...call('updateProfile', fixtures.recruiter),
      invalid: on('updateProfile', () =>
        apiError(
          400,
          apiErrorBody('validation_failed', 'The profile is invalid.', { FirstName: 'First Name is required' }),
        ),
      ),
    },
    emailExist: {
      ...emailExist,
      taken: emailExist.with(true),
    },
    getAgencyByUserId: call('getAgencyByUserId', fixtures.agency),
    isAgencyOwner: {
      ...isAgencyOwner,
      notOwner: isAgencyOwner.with(false),
    },
    updateAgency: call('updateAgency', 'Agency updated', { text: true }),
    getApplicantStatusCounts: call('getApplicantStatusCounts', fixtures.applicantStatusCounts),
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
