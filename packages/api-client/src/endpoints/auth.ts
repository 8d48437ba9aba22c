import type { RecruiterClaim } from '../contract';
import type { AuthEngine } from '../internal/auth';
import type { Session } from '../internal/session';
import type { LoginCredentials, LoginResult, OtherTabLogin, RoleFlags } from '../types';

export interface AuthApi {
  /** Password grant; stores the tokens in the auth cookie and the claims in session storage. */
  login(credentials: LoginCredentials): Promise<LoginResult>;
  /** Renews the tokens with the refresh token (shared with any renewal in flight); logs out on failure. */
  refreshToken(): Promise<void>;
  /** Reports the exit, clears the session, revokes the refresh token, then tells the host to go to /login. */
  logout(): Promise<void>;
  /** Revokes a token at the identity server (RFC 7009). */
  revoke(token: string, tokenTypeHint?: 'refresh_token' | 'access_token'): Promise<void>;
  /** Logged in = an auth cookie with an access token. */
  isLoggedIn(): boolean;
  /** The signed-in staff user's info from the token's `recruiter` claim, if any. */
  getCurrentUserInfo(): RecruiterClaim | null;
  getRoleFlags(): RoleFlags;
  /** The applicant id of an applicant account, if any. */
  getApplicantId(): number | null;
  /**
   * Calls `listener` when another tab of the portal signs in (this tab's storage already holds the new
   * session's claims). Logouts in other tabs reach `onLogout` instead. Returns the unsubscribe function.
   */
  onOtherTabLogin(listener: (event: OtherTabLogin) => void): () => void;
}

export function createAuthApi(engine: AuthEngine, session: Session): AuthApi {
  return {
    login: (credentials) => engine.login(credentials),
    refreshToken: () => engine.renew(),
    logout: () => engine.logout('logout'),
    revoke: (token, tokenTypeHint) => engine.revoke(token, tokenTypeHint),
    isLoggedIn: () => session.accessToken() !== null,
    getCurrentUserInfo: () => session.userInfo(),
    getRoleFlags: () => session.roleFlags(),
    getApplicantId: () => session.applicantId(),
    onOtherTabLogin: (listener) => engine.onOtherTabLogin(listener),
  };
}
