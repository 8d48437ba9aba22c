/**
 * The contract between the portal (and any other agency product) and the identity server / API of
 * SPEC §7: paths, payloads, responses, claims and error bodies. The reference server (apps/server)
 * imports this module too, so the two cannot drift: a server test registers every path below.
 *
 * React-free and dependency-free: safe to import from Node.
 */

// ---------------------------------------------------------------------------------------------
// Roles, statuses
// ---------------------------------------------------------------------------------------------

/** Role keys carried in the token's `recruiter.Roles` and kept as flags in session storage. */
export const ROLE_KEYS = ['recruiter', 'supervisor', 'manager', 'administrator', 'admin'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

export function isRoleKey(value: unknown): value is RoleKey {
  return typeof value === 'string' && (ROLE_KEYS as readonly string[]).includes(value);
}

/** The applicant pipeline of SPEC §4, in menu order: route key and label. */
export const APPLICANT_STATUSES = [
  { key: 'lead', label: 'New Lead' },
  { key: 'paper-screened', label: 'Pre-screened' },
  { key: 'phone-screened', label: 'Phone Screened' },
  { key: 'final-interview', label: 'Final Interview' },
  { key: 'offered', label: 'Offered' },
  { key: 'accepted', label: 'Accepted' },
  { key: 'refused', label: 'Refused' },
  { key: 'rejected', label: 'Rejected' },
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number]['key'];

// ---------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------

/** Identity server paths (relative to the identity server's base URL). */
export const AUTH_PATHS = {
  token: '/connect/token',
  revocation: '/connect/revocation',
  discovery: '/.well-known/openid-configuration',
  jwks: '/.well-known/openid-configuration/jwks',
} as const;

/** API paths of SPEC §7 (relative to the API base URL), plus the ones the reference server adds. */
export const API_PATHS = {
  updateEntryExit: '/api/recruiter/update-entry-exit',
  isUserVerified: '/api/base/is-user-verified',
  forgotPassword: '/api/password/forgot-password',
  changePassword: '/api/password/change-password',
  register: '/api/registration/register',
  /** GET `${registrationLookup}/{email}` */
  registrationLookup: '/api/registration',
  verify: '/api/registration/verify',
  resendVerificationCode: '/api/registration/resend-verification-code',
  getCurrentRecruiter: '/api/recruiter/get-current-recruiter',
  getUserRoles: '/api/role/get-user-roles',
  getUserByUserId: '/api/user/get-user-by-userid',
  updateProfile: '/api/recruiter/update-profile',
  /** GET `?email=` */
  emailExist: '/api/recruiter/email_exist',
  getAgencyByUserId: '/api/agency/get-agency-by-userid',
  isAgencyOwner: '/api/agency/is-agency-owner',
  updateAgency: '/api/agency/update-agency',
} as const;
export type ApiPathName = keyof typeof API_PATHS;

/** Calls that work without sign-in (SPEC §6-7); every other call carries `Authorization: Bearer`. */
export const ANONYMOUS_API_PATHS: readonly ApiPathName[] = [
  'register',
  'registrationLookup',
  'forgotPassword',
  'emailExist',
];

// ---------------------------------------------------------------------------------------------
// Identity server (OAuth 2.0 / IdentityServer wire format: snake_case)
// ---------------------------------------------------------------------------------------------

export const DEFAULT_SCOPES = ['openid', 'offline_access', 'api'] as const;

export interface PasswordGrantRequest {
  grant_type: 'password';
  username: string;
  password: string;
  scope: string;
  client_id: string;
  client_secret?: string;
}

export interface RefreshGrantRequest {
  grant_type: 'refresh_token';
  refresh_token: string;
  client_id: string;
  client_secret?: string;
  scope?: string;
}

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  token_type: 'Bearer';
  /** Present only when `offline_access` was granted. */
  refresh_token?: string;
  scope: string;
}

export const TOKEN_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'unsupported_token_type',
  /** Rate limited (HTTP 429 with Retry-After): not an OAuth code, the reference server's own. */
  'too_many_requests',
] as const;
export type TokenErrorCode = (typeof TOKEN_ERROR_CODES)[number];

export interface TokenErrorResponse {
  error: TokenErrorCode;
  error_description?: string;
}

export interface RevocationRequest {
  token: string;
  token_type_hint?: 'refresh_token' | 'access_token';
  client_id: string;
  client_secret?: string;
}

/** The auth cookie's JSON object (SPEC §3). */
export interface AuthCookie {
  access_token: string;
  refresh_token?: string;
}

/** The `recruiter` claim of a staff access token (may arrive as an object or as a JSON string). */
export interface RecruiterClaim {
  FirstName: string;
  LastName: string;
  RecruiterId: number;
  Roles: RoleKey[];
}

/** Claim names of the access token beyond the registered JWT ones. */
export const CLAIMS = {
  recruiter: 'recruiter',
  /** Applicant tokens: the applicant's id (a number), kept in session storage as the applicant id. */
  applicantId: 'applicant_id',
  /** Both kinds: the agency's numeric id and its slug (the tenant). */
  agencyId: 'agency_id',
  agency: 'agency',
  /** The refresh-token family (session) the token was issued in; absent without `offline_access`. */
  sessionId: 'sid',
} as const;

export interface AccessTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nbf?: number;
  jti: string;
  client_id: string;
  scope: string;
  agency_id: number;
  agency: string;
  recruiter?: RecruiterClaim | string;
  applicant_id?: number;
  sid?: string;
}

// ---------------------------------------------------------------------------------------------
// API payloads and responses (PascalCase JSON)
// ---------------------------------------------------------------------------------------------

/** Error body of every API error (4xx/5xx). `Errors` maps a payload field to its message. */
export interface ApiErrorBody {
  Message: string;
  Code: string;
  Errors?: Record<string, string>;
}

/** POST /api/registration/register (SPEC §3). */
export interface RegistrationPayload {
  First_Name: string;
  Last_Name: string;
  Email: string;
  Password: string;
  IsVerified: false;
  Middle_Name: '';
}

/** 201 response of register. */
export interface RegistrationResponse {
  UserId: string;
  ApplicantId: number;
  Email: string;
}

/** POST /api/registration/verify. Response: `boolean`, whether the account is now verified. */
export interface VerificationPayload {
  verificationCode: string;
}

/** PUT /api/password/forgot-password. Text response. */
export interface ForgotPasswordPayload {
  Email: string;
}

/** PUT /api/password/change-password (reference server). Text response. */
export interface ChangePasswordPayload {
  CurrentPassword: string;
  NewPassword: string;
}

/** GET /api/recruiter/get-current-recruiter */
export interface Recruiter {
  RecruiterId: number;
  UserId: string;
  AgencyId: number;
  FirstName: string;
  LastName: string;
  MiddleName: string;
  Email: string;
  Phone: string;
  Title: string;
  Roles: RoleKey[];
  IsActive: boolean;
  /** ISO timestamp of the last recorded entry (sign-in), if any. */
  LastEntryAt: string | null;
}

/** Entries of GET /api/role/get-user-roles */
export interface UserRole {
  RoleKey: RoleKey;
  RoleName: string;
}

export type UserType = 'staff' | 'applicant';

/** GET /api/user/get-user-by-userid */
export interface User {
  UserId: string;
  AgencyId: number;
  Email: string;
  FirstName: string;
  LastName: string;
  MiddleName: string;
  Phone: string;
  UserType: UserType;
  IsVerified: boolean;
  MustChangePassword: boolean;
  CreatedAt: string;
}

/** PUT /api/recruiter/update-profile: the user model. Responds with the updated `Recruiter`. */
export interface UpdateProfilePayload {
  FirstName: string;
  LastName: string;
  MiddleName?: string;
  Phone?: string;
  Title?: string;
}

/** GET /api/agency/get-agency-by-userid */
export interface Agency {
  AgencyId: number;
  Slug: string;
  Name: string;
  Email: string;
  Phone: string;
  Website: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  ZipCode: string;
  /** Mailbox applicants send a resume to when sign-up is difficult. */
  RecruitmentEmail: string;
}

/** PUT /api/agency/update-agency: the agency model (owner only). Text response. */
export type UpdateAgencyPayload = Omit<Agency, 'AgencyId' | 'Slug'>;

/** Request and response types of each API call, by name. */
export interface ApiContract {
  updateEntryExit: { body: number; response: string };
  isUserVerified: { body: undefined; response: boolean };
  forgotPassword: { body: ForgotPasswordPayload; response: string };
  changePassword: { body: ChangePasswordPayload; response: string };
  register: { body: RegistrationPayload; response: RegistrationResponse };
  registrationLookup: { body: undefined; response: boolean };
  verify: { body: VerificationPayload; response: boolean };
  resendVerificationCode: { body: undefined; response: string };
  getCurrentRecruiter: { body: undefined; response: Recruiter };
  getUserRoles: { body: undefined; response: UserRole[] };
  getUserByUserId: { body: undefined; response: User };
  updateProfile: { body: UpdateProfilePayload; response: Recruiter };
  emailExist: { body: undefined; response: boolean };
  getAgencyByUserId: { body: undefined; response: Agency };
  isAgencyOwner: { body: undefined; response: boolean };
  updateAgency: { body: UpdateAgencyPayload; response: string };
}

/** HTTP method of each API call. */
export const API_METHODS: { readonly [K in ApiPathName]: 'GET' | 'POST' | 'PUT' } = {
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
};

// ---------------------------------------------------------------------------------------------
// Tenant rule (SPEC §7, `old`): one implementation for the client's hint and the server's host lookup
// ---------------------------------------------------------------------------------------------

/** A tenant slug is a DNS label: lowercase letters, digits and inner hyphens, 1 to 63 characters. */
export function isTenantSlug(value: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(value);
}

/**
 * The tenant label of a host name: its first label; `www` falls back to the second label. A host without a
 * usable label gives null: no host, a one-label host (`localhost`), an IP address, or a label that is not a
 * DNS label. A port (as in `location.host` or the Host header) and a trailing dot are ignored.
 */
export function tenantLabelFromHost(host: string | null | undefined): string | null {
  const name = (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^([^:]+):\d+$/, '$1')
    .replace(/\.$/, '');
  if (name === '' || name.includes(':') || name.startsWith('[')) return null; // empty or IPv6
  const labels = name.split('.');
  if (labels.length < 2 || labels.every((label) => /^\d+$/.test(label))) return null; // one label, IPv4
  const label = labels[0] === 'www' ? labels[1] : labels[0];
  return label !== undefined && label !== 'www' && isTenantSlug(label) ? label : null;
}
