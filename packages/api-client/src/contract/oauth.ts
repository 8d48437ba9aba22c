/**
 * The identity server (OAuth 2.0 / IdentityServer wire format: snake_case): its paths, the token and
 * revocation requests and answers, the token error codes, the access token's claims and the auth cookie.
 */
import type { RoleKey } from './roles';

/** Identity server paths (relative to the identity server's base URL). */
export const AUTH_PATHS = {
  token: '/connect/token',
  revocation: '/connect/revocation',
  discovery: '/.well-known/openid-configuration',
  jwks: '/.well-known/openid-configuration/jwks',
} as const;

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
  /** The sign-in throttle's store cannot be reached (HTTP 503 with Retry-After): RFC 6749's code for it. */
  'temporarily_unavailable',
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
