/**
 * The messages of SPEC §8 that the client produces. The client never shows them itself: it reports them
 * (in `LogoutEvent.message` or `ApiError.message`) and the host app shows them.
 */
export const AUTH_MESSAGES = {
  /** Logout: a protected call was attempted without an access token. */
  notLoggedIn: 'You are not logged in',
  /** Logout: renewing the access token with the refresh token failed. */
  sessionExpired: 'Your session has expired. Please login again',
  /** Logout: the auth cookie could not be read back after login. */
  cookiesDisabled: 'Your browser does not accept cookies. cookies are required to use this site',
  /** Error of a protected call made without an access token. */
  accessTokenNotFound: 'Access token not found',
  /** Error of a renewal attempted without a refresh token. */
  refreshTokenNotFound: 'Refresh token not found',
} as const;
