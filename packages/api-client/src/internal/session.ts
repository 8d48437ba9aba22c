import type { AuthCookie, RecruiterClaim } from '../contract/oauth';
import { ROLE_KEYS } from '../contract/roles';
import { LOCAL_KEYS, SESSION_KEYS } from '../constants';
import { readApplicantId, readRoleFlags, readTokens, readUserInfo, readVerificationStatus } from './reads';
import type { StorageAdapters } from '../storage';
import type { RoleFlags } from '../types';
import type { SessionClaims } from './jwt';

/** Typed access to the session's storage: the auth cookie, session storage and local storage. */
export interface Session {
  tokens(): AuthCookie | null;
  accessToken(): string | null;
  refreshToken(): string | null;
  /** Writes the auth cookie and reads it back: false when the browser did not keep it. */
  saveTokens(tokens: AuthCookie): boolean;
  /** Writes user info, role flags and applicant id (every key, so nothing of a previous user stays). */
  saveClaims(claims: SessionClaims): void;
  userInfo(): RecruiterClaim | null;
  roleFlags(): RoleFlags;
  applicantId(): number | null;
  verificationStatus(): boolean | null;
  setVerificationStatus(verified: boolean): void;
  /** Clears local and session storage and removes the auth cookie. */
  clear(): void;
  /** Clears this tab's session storage only (another tab ended the session and cleared the shared rest). */
  clearTab(): void;
}

export function createSession({ cookie, session, local }: StorageAdapters, cookieLifetime: number): Session {
  const tokens = () => readTokens(cookie);

  return {
    tokens,
    accessToken: () => tokens()?.access_token ?? null,
    refreshToken: () => tokens()?.refresh_token ?? null,
    saveTokens(next) {
      const value: AuthCookie = next.refresh_token
        ? { access_token: next.access_token, refresh_token: next.refresh_token }
        : { access_token: next.access_token };
      cookie.set(JSON.stringify(value), cookieLifetime);
      const stored = tokens();
      return stored?.access_token === value.access_token && stored.refresh_token === value.refresh_token;
    },
    saveClaims({ userInfo, applicantId }) {
      if (userInfo) session.setItem(SESSION_KEYS.userInfo, JSON.stringify(userInfo));
      else session.removeItem(SESSION_KEYS.userInfo);
      for (const role of ROLE_KEYS) {
        session.setItem(SESSION_KEYS.roleFlags[role], String(userInfo?.Roles.includes(role) ?? false));
      }
      if (applicantId !== null) session.setItem(SESSION_KEYS.applicantId, String(applicantId));
      else session.removeItem(SESSION_KEYS.applicantId);
    },
    userInfo: () => readUserInfo(session),
    roleFlags: () => readRoleFlags(session),
    applicantId: () => readApplicantId(session),
    verificationStatus: () => readVerificationStatus(local),
    setVerificationStatus(verified) {
      local.setItem(LOCAL_KEYS.verificationStatus, String(verified));
    },
    clear() {
      local.clear();
      session.clear();
      cookie.remove();
    },
    clearTab() {
      session.clear();
    },
  };
}
