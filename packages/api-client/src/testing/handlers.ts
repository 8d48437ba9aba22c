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
import { DEFAULT_ANSWERS } from './fixtures';
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
