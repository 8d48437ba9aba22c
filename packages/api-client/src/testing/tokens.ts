import type { AccessTokenClaims, RecruiterClaim, TokenResponse } from '../contract';
import { fixtures } from './fixtures';

export interface TestAccessTokenOptions {
  /** `staff` carries the `recruiter` claim, `applicant` the applicant id. Default `staff`. */
  kind?: 'staff' | 'applicant';
  recruiter?: RecruiterClaim;
  /** Send the recruiter claim as a JSON string instead of an object (both exist in the wild). */
  recruiterClaimAsString?: boolean;
  applicantId?: number;
  /** Seconds until `exp` (negative for an expired token). Default 3600. */
  expiresIn?: number;
  /** Extra or replaced claims. */
  claims?: Partial<Record<string, unknown>>;
}

let sequence = 0;

/**
 * A JWT that looks signed (RS256 header, three segments) but is not: for tests and stories only. The client
 * reads claims without verifying; a real server would refuse it.
 */
export function createTestAccessToken(options: TestAccessTokenOptions = {}): string {
  const { kind = 'staff', expiresIn = 3600 } = options;
  const id = ++sequence;
  const now = Math.floor(Date.now() / 1000);
  const recruiter = options.recruiter ?? fixtures.recruiterClaim;
  const payload: Omit<AccessTokenClaims, 'recruiter' | 'applicant_id'> & Record<string, unknown> = {
    iss: 'https://identity.agency.test',
    sub: kind === 'staff' ? fixtures.user.UserId : fixtures.applicantUser.UserId,
    aud: 'api',
    exp: now + expiresIn,
    iat: now,
    nbf: now,
    jti: `test-access-${id}`,
    client_id: 'agency-portal',
    scope: 'openid offline_access api',
    agency_id: fixtures.agency.AgencyId,
    agency: fixtures.agency.Slug,
    ...(kind === 'staff'
      ? { recruiter: options.recruiterClaimAsString ? JSON.stringify(recruiter) : recruiter }
      : { applicant_id: options.applicantId ?? fixtures.applicantId }),
    ...options.claims,
  };
  const header = { alg: 'RS256', typ: 'at+jwt', kid: 'test-key' };
  return `${encode(JSON.stringify(header))}.${encode(JSON.stringify(payload))}.${encode(`unsigned-test-signature-${id}`)}`;
}

export interface TestTokenResponseOptions extends TestAccessTokenOptions {
  /** The refresh token; `null` for a response without one. Default a new unique handle. */
  refreshToken?: string | null;
}

/** A token endpoint response with a fresh test access token and (by default) a unique refresh token. */
export function createTestTokenResponse(options: TestTokenResponseOptions = {}): TokenResponse {
  const accessToken = createTestAccessToken(options);
  const refreshToken = options.refreshToken === undefined ? `test-refresh-${sequence}` : options.refreshToken;
  return {
    access_token: accessToken,
    expires_in: options.expiresIn ?? 3600,
    token_type: 'Bearer',
    scope: 'openid offline_access api',
    ...(refreshToken === null ? {} : { refresh_token: refreshToken }),
  };
}

function encode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
