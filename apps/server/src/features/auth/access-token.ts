import { randomUUID, verify } from 'node:crypto';
import { SignJWT } from 'jose';
import { CLAIMS, isRoleKey, type RecruiterClaim, type RoleKey } from '@agency/api-client/contract';
import type { Principal } from '../../core/identity';
import type { SigningKey, SigningKeys } from './keys';

/** The audience of every access token: this API. */
export const API_AUDIENCE = 'api';

/** The claim of `Principal.mustChangePassword` (present only when true). */
export const MUST_CHANGE_PASSWORD_CLAIM = 'must_change_password';

/** Signs with the current signing key (its `kid` in the header). */
export async function signAccessToken(
  keys: SigningKeys,
  issuer: string,
  lifetimeSeconds: number,
  principal: Principal,
): Promise<string> {
  const claims: Record<string, unknown> = {
    client_id: principal.clientId,
    scope: principal.scope,
    [CLAIMS.agencyId]: principal.agencyId,
    [CLAIMS.agency]: principal.agencySlug,
  };
  if (principal.recruiter) claims[CLAIMS.recruiter] = principal.recruiter;
  if (principal.applicantId !== null) claims[CLAIMS.applicantId] = principal.applicantId;
  if (principal.sessionId !== null) claims[CLAIMS.sessionId] = principal.sessionId;
  if (principal.mustChangePassword) claims[MUST_CHANGE_PASSWORD_CLAIM] = true;
  const now = Math.floor(Date.now() / 1000);
  const key = keys.signing();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setSubject(principal.userId)
    .setAudience(API_AUDIENCE)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + lifetimeSeconds)
    .setJti(randomUUID())
    .sign(key.privateKey!);
}

/** Seconds of clock difference tolerated for `exp` and `nbf`. */
const CLOCK_TOLERANCE = 5;
const SEGMENT = /^[A-Za-z0-9_-]+$/;

function jsonSegment(segment: string): Record<string, unknown> {
  if (!SEGMENT.test(segment)) throw new Error('malformed token');
  const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('malformed token');
  return value as Record<string, unknown>;
}

/** `at+jwt` or `application/at+jwt`, any case (RFC 9068 §2.1, as jose compares it). */
const isAccessTokenTyp = (typ: unknown) =>
  typeof typ === 'string' && typ.toLowerCase().replace(/^application\//, '') === 'at+jwt';

/**
 * Verifies an access token (JWS compact, RFC 7515/7519/9068) against the accepted key its `kid` names: the
 * header's `alg` must be that key's, signature with node:crypto on the key object made once (no key import
 * and no WebCrypto round trip per request), `typ` at+jwt, no `crit`; claims: `exp` (required), `nbf`,
 * audience, and the issuer when one is configured. Throws if invalid.
 */
export async function verifyAccessToken(keys: SigningKeys, token: string, issuer: string | null): Promise<Principal> {
  return (await verifyToken(keys, token, issuer)).principal;
}

interface Verified {
  principal: Principal;
  /** `exp` (epoch seconds). */
  expiresAt: number;
  key: SigningKey;
}

async function verifyToken(keys: SigningKeys, token: string, issuer: string | null): Promise<Verified> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('malformed token');
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = jsonSegment(encodedHeader);
  if (header.kid !== undefined && typeof header.kid !== 'string') throw new Error('bad kid');
  if (header.crit !== undefined || header.b64 !== undefined) throw new Error('unsupported header');
  if (!isAccessTokenTyp(header.typ)) throw new Error('not an access token');
  const kid = header.kid as string | undefined;
  const key = keys.find(kid) ?? (await keys.resolve(kid));
  if (!key || header.alg !== key.alg) throw new Error('unknown key or algorithm');
  if (!SEGMENT.test(encodedSignature)) throw new Error('malformed token');
  const signature = Buffer.from(encodedSignature, 'base64url');
  const input = Buffer.from(`${encodedHeader}.${encodedPayload}`, 'ascii');
  const valid =
    key.alg === 'ES256'
      ? signature.length === 64 && verify('sha256', input, { key: key.publicKey, dsaEncoding: 'ieee-p1363' }, signature)
      : verify('sha256', input, key.publicKey, signature);
  if (!valid) throw new Error('bad signature');
  const payload = jsonSegment(encodedPayload);
  const now = Date.now() / 1000;
  if (typeof payload.exp !== 'number' || payload.exp <= now - CLOCK_TOLERANCE) throw new Error('expired');
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now + CLOCK_TOLERANCE))
    throw new Error('not yet valid');
  if (payload.iat !== undefined && typeof payload.iat !== 'number') throw new Error('bad iat');
  const audience = payload.aud;
  if (!(audience === API_AUDIENCE || (Array.isArray(audience) && audience.includes(API_AUDIENCE))))
    throw new Error('wrong audience');
  if (issuer && payload.iss !== issuer) throw new Error('wrong issuer');
  const agencyId = payload[CLAIMS.agencyId];
  const agencySlug = payload[CLAIMS.agency];
  if (typeof payload.sub !== 'string' || typeof agencyId !== 'number' || typeof agencySlug !== 'string')
    throw new Error('missing claims');
  const rawRecruiter = payload[CLAIMS.recruiter];
  const recruiter = rawRecruiter === undefined ? null : parseRecruiterClaim(rawRecruiter);
  const applicantId = payload[CLAIMS.applicantId];
  const sessionId = payload[CLAIMS.sessionId];
  if (sessionId !== undefined && typeof sessionId !== 'string') throw new Error('bad sid claim');
  const principal: Principal = {
    userId: payload.sub,
    agencyId,
    agencySlug,
    clientId: String(payload.client_id ?? ''),
    scope: String(payload.scope ?? ''),
    recruiter,
    applicantId: typeof applicantId === 'number' ? applicantId : null,
    sessionId: sessionId ?? null,
    mustChangePassword: payload[MUST_CHANGE_PASSWORD_CLAIM] === true,
    issuedAt: typeof payload.iat === 'number' ? payload.iat : 0,
  };
  return { principal, expiresAt: payload.exp, key };
}

/** Tokens a process keeps verified at most; the oldest go first. */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Access token verification with a memory of the tokens verified before, by their exact text: a client
 * sends the same token on every request until it expires, so the signature (ECDSA: the costliest step of
 * an authenticated read) is checked once per token and process. A remembered token still counts only
 * while it has not expired and its key is still accepted (a retired key's tokens are refused at once).
 */
export class AccessTokenVerifier {
  readonly #verified = new Map<string, Verified>();

  constructor(
    private readonly keys: SigningKeys,
    private readonly issuer: string | null,
  ) {}

  async verify(token: string): Promise<Principal> {
    const known = this.#verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now() / 1000 - CLOCK_TOLERANCE && this.keys.find(known.key.kid) === known.key)
        return { ...known.principal };
      this.#verified.delete(token);
    }
    const verified = await verifyToken(this.keys, token, this.issuer);
    this.#verified.set(token, verified);
    if (this.#verified.size > VERIFIED_TOKENS_MAX) this.#verified.delete(this.#verified.keys().next().value!);
    return { ...verified.principal };
  }
}

function parseRecruiterClaim(value: unknown): RecruiterClaim {
  const claim = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<RecruiterClaim> | null;
  if (!claim || typeof claim.RecruiterId !== 'number' || !Array.isArray(claim.Roles))
    throw new Error('bad recruiter claim');
  return {
    FirstName: String(claim.FirstName ?? ''),
    LastName: String(claim.LastName ?? ''),
    RecruiterId: claim.RecruiterId,
    Roles: claim.Roles.filter((role): role is RoleKey => isRoleKey(role)),
  };
}
