import { CLAIMS, type RecruiterClaim } from '../contract/oauth';
import { isRoleKey } from '../contract/roles';

/** What the session keeps from an access token. */
export interface SessionClaims {
  /** The `recruiter` claim of a staff token. */
  userInfo: RecruiterClaim | null;
  /** The applicant id of an applicant token. */
  applicantId: number | null;
}

/** The payload of a JWT, without verifying it (the API verifies; the client only reads its claims). */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('not a JWT');
  const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new Error('JWT payload is not an object');
  return payload as Record<string, unknown>;
}

/** Reads the recruiter claim (a JSON object or a JSON string) and the applicant id. Throws when malformed. */
export function readSessionClaims(token: string): SessionClaims {
  const payload = decodeJwtPayload(token);
  return {
    userInfo: readRecruiter(payload[CLAIMS.recruiter]),
    applicantId: readApplicantId(payload[CLAIMS.applicantId]),
  };
}

function readRecruiter(raw: unknown): RecruiterClaim | null {
  if (raw === undefined || raw === null) return null;
  const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (typeof value !== 'object' || value === null) throw new Error('recruiter claim is not an object');
  const { FirstName, LastName, RecruiterId, Roles } = value as Record<string, unknown>;
  if (typeof FirstName !== 'string' || typeof LastName !== 'string') throw new Error('recruiter claim lacks names');
  if (typeof RecruiterId !== 'number' || !Number.isInteger(RecruiterId))
    throw new Error('recruiter claim lacks RecruiterId');
  if (!Array.isArray(Roles)) throw new Error('recruiter claim lacks Roles');
  return { FirstName, LastName, RecruiterId, Roles: Roles.filter(isRoleKey) };
}

function readApplicantId(raw: unknown): number | null {
  if (raw === undefined || raw === null) return null;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error('applicant id claim is not a number');
  return id;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
