// Public API of @agency/api-client. Named exports only; types apart. A test guards this list.
// Contract types live in '@agency/api-client/contract'; SWR hooks in '/swr'; MSW handlers in '/testing'.

export { createApiClient } from './client';
export type { ApiClient } from './client';
export { ApiClientConfigError } from './config';
export type { ApiClientConfig, LogoutEvent, LogoutReason } from './config';
export { ApiError, CLIENT_ERROR_CODES, isApiError, isHttpError, isNetworkError, isSessionEndedError } from './errors';
export type { ApiErrorInit } from './errors';
export { AUTH_MESSAGES } from './messages';
export {
  AUTH_COOKIE_NAME,
  SESSION_KEYS,
  LOCAL_KEYS,
  LOGIN_PATH,
  DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS,
} from './constants';
export { createBrowserCookieStorage, createBrowserStorage, createMemoryStorage } from './storage';
export type {
  CookieStorage,
  KeyValueStorage,
  StorageAdapters,
  BrowserCookieStorageOptions,
  MemoryStorageOptions,
} from './storage';
export { tenantFromHost } from './tenant';
export type { FullResponse, LoginCredentials, LoginResult, OtherTabLogin, RoleFlags } from './types';
export type { BroadcastChannelLike, LockManagerLike } from './crossTab';
export type { AuthApi } from './endpoints/auth';
export type { CaptchaOption, RegistrationApi, RegistrationInput } from './endpoints/registration';
export type { CaptchaApi } from './endpoints/captcha';
export type { PasswordApi } from './endpoints/password';
export type { RecruiterApi } from './endpoints/recruiter';
export type { RoleApi } from './endpoints/role';
export type { UserApi } from './endpoints/user';
export type { AgencyApi } from './endpoints/agency';
export type { BaseApi } from './endpoints/base';
export type { ApplicantsApi } from './endpoints/applicants';
export type { ApiCall, CallArgs, CallInput } from './call';
