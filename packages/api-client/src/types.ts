import type { RecruiterClaim, RoleKey } from './contract';

/** Status, headers and parsed body of a response: the "full response" calls of SPEC §7. */
export interface FullResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

export interface LoginCredentials {
  /** The Login ID (e-mail) of the login form. */
  username: string;
  password: string;
}

/**
 * Outcome of a login that the identity server accepted. `ok: false` means the browser refused the auth
 * cookie: the client has already logged out and told the host (`LogoutEvent` with `cookies-disabled`).
 */
export type LoginResult =
  { ok: true; userInfo: RecruiterClaim | null; applicantId: number | null } | { ok: false; reason: 'cookies-disabled' };

/** A sign-in made in another tab of the same portal (the auth cookie is shared): who is signed in now. */
export interface OtherTabLogin {
  userInfo: RecruiterClaim | null;
  applicantId: number | null;
}

/** Role flags of the signed-in user, one per role key. */
export type RoleFlags = Record<RoleKey, boolean>;
