/**
 * The addresses that code navigates to (guards, login, verification). The route records of
 * `features/<area>/route.tsx` use these constants, so each path is still written once.
 */
export const PATHS = {
  home: '/',
  login: '/login',
  registration: '/registration',
  verify: '/verify',
  notFound: '/page-not-found',
  dashboard: '/dashboard',
  /** Where a session signed in with a temporary password is sent (the server refuses everything else). */
  changePassword: '/change-password',
} as const;
