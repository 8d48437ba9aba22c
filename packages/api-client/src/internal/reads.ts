import type { AuthCookie, RecruiterClaim } from '../contract/oauth';
import { ROLE_KEYS, isRoleKey } from '../contract/roles';
import { LOCAL_KEYS, SESSION_KEYS } from '../constants';
import type { StorageAdapters } from '../storage';
import type { RoleFlags } from '../types';

// The session's reads on their own module, apart from the writes of `createSession` (session.ts): what
// `@agency/api-client/deferred` reads before the engine loads. A module the first load shares with the
// engine's chunk sits whole in the first load, so the writes stay in a module of their own.

/** The auth cookie's tokens; null without a usable access token. */
export function readTokens(cookie: StorageAdapters['cookie']): AuthCookie | null {
  const raw = cookie.get();
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { access_token, refresh_token } = value as Record<string, unknown>;
    if (typeof access_token !== 'string' || access_token === '') return null;
    return typeof refresh_token === 'string' && refresh_token !== ''
      ? { access_token, refresh_token }
      : { access_token };
  } catch {
    return null;
  }
}

export function readUserInfo(session: StorageAdapters['session']): RecruiterClaim | null {
  const raw = session.getItem(SESSION_KEYS.userInfo);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RecruiterClaim> | null;
    if (!value || typeof value.RecruiterId !== 'number' || !Array.isArray(value.Roles)) return null;
    return {
      FirstName: String(value.FirstName ?? ''),
      LastName: String(value.LastName ?? ''),
      RecruiterId: value.RecruiterId,
      Roles: value.Roles.filter(isRoleKey),
    };
  } catch {
    return null;
  }
}

export function readRoleFlags(session: StorageAdapters['session']): RoleFlags {
  return Object.fromEntries(
    ROLE_KEYS.map((role) => [role, session.getItem(SESSION_KEYS.roleFlags[role]) === 'true']),
  ) as RoleFlags;
}

export function readApplicantId(session: StorageAdapters['session']): number | null {
  const raw = session.getItem(SESSION_KEYS.applicantId);
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** The stored verification status: absent (null), or whether it is the text `true`. */
export function readVerificationStatus(local: StorageAdapters['local']): boolean | null {
  const raw = local.getItem(LOCAL_KEYS.verificationStatus);
  return raw === null ? null : raw === 'true';
}
