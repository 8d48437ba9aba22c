import { resolveConfig, type ApiClientConfig } from './config';
import { createAgencyApi, type AgencyApi } from './endpoints/agency';
import { createApplicantsApi, type ApplicantsApi } from './endpoints/applicants';
import { createCaptchaApi, type CaptchaApi } from './endpoints/captcha';
import { createAuthApi, type AuthApi } from './endpoints/auth';
import { createBaseApi, type BaseApi } from './endpoints/base';
import { createPasswordApi, type PasswordApi } from './endpoints/password';
import { createRecruiterApi, type RecruiterApi } from './endpoints/recruiter';
import { createRegistrationApi, type RegistrationApi } from './endpoints/registration';
import { createRoleApi, type RoleApi } from './endpoints/role';
import { createUserApi, type UserApi } from './endpoints/user';
import { createAuthEngine } from './internal/auth';
import type { ApiCall } from './call';
import { createApiCall } from './internal/call';
import { createSession } from './internal/session';

/** The typed client of the identity server and the API, grouped by domain. */
export interface ApiClient {
  /** The tenant hint `old` sent to the identity server (from the host name, or the default). */
  readonly tenant: string;
  readonly auth: AuthApi;
  readonly registration: RegistrationApi;
  readonly password: PasswordApi;
  readonly recruiter: RecruiterApi;
  readonly role: RoleApi;
  readonly user: UserApi;
  readonly agency: AgencyApi;
  readonly base: BaseApi;
  readonly applicants: ApplicantsApi;
  readonly captcha: CaptchaApi;
  /**
   * Makes any call of the contract from its descriptor, typed by it: `client.call(getCurrentRecruiter)`,
   * `client.call(updateProfile, { body })`, `client.call(registrationLookup, { params: { email } })`. The
   * methods above are shorthands over it; a new call needs no edit here.
   */
  readonly call: ApiCall;
  /**
   * Fetcher for SWR: an authorized GET of an API path (the key, e.g. `API_PATHS.getCurrentRecruiter`)
   * resolving to its JSON body, with the same renewal and errors as every other protected call.
   */
  fetcher<T = unknown>(path: string): Promise<T>;
}

/** Creates the client; throws `ApiClientConfigError` naming the bad option when the config is invalid. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const resolved = resolveConfig(config);
  const session = createSession(resolved.storage, resolved.refreshTokenLifetime);
  const engine = createAuthEngine(resolved, session);
  const call = createApiCall(resolved.apiUrl, engine);
  return {
    tenant: engine.tenant,
    auth: createAuthApi(engine, session),
    registration: createRegistrationApi(call, session),
    password: createPasswordApi(call),
    recruiter: createRecruiterApi(call),
    role: createRoleApi(call),
    user: createUserApi(call),
    agency: createAgencyApi(call),
    base: createBaseApi(call),
    applicants: createApplicantsApi(call),
    captcha: createCaptchaApi(call),
    call,
    async fetcher<T>(path: string): Promise<T> {
      if (typeof path !== 'string' || !path.startsWith('/')) {
        throw new TypeError(`The fetcher's key must be an API path starting with '/', got ${JSON.stringify(path)}`);
      }
      return (await engine.send<T>({ method: 'GET', url: resolved.apiUrl + path }, true)).data;
    },
  };
}
