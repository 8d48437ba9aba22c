import { ROLE_KEYS, type RoleKey } from './contract/roles';

/** Name of the auth cookie holding `{ access_token, refresh_token }` as JSON (SPEC §3). */
export const AUTH_COOKIE_NAME = 'agency_auth';

/** Session storage keys (SPEC §3-4). Role flags are stored under the role key itself as 'true' / 'false'. */
export const SESSION_KEYS = {
  /** Current user info decoded from the token's `recruiter` claim, as JSON. */
  userInfo: 'currentUserInfo',
  /** Applicant id of an applicant account, as a number in text. */
  applicantId: 'applicantId',
  roleFlags: Object.fromEntries(ROLE_KEYS.map((role) => [role, role])) as { readonly [K in RoleKey]: K },
} as const;

/** Local storage keys. */
export const LOCAL_KEYS = {
  /** Verification status as the text 'true' / 'false' (SPEC §4). */
  verificationStatus: 'isVerified',
} as const;

/** Where the host app must go after any logout. */
export const LOGIN_PATH = '/login' as const;

/**
 * Lifetime of the auth cookie when the config does not say otherwise: IdentityServer's default absolute
 * refresh token lifetime (30 days). Configure `refreshTokenLifetime` to the identity server's value.
 */
export const DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
