import { lazyScreen } from '../../routing/lazyScreen';
import { PATHS } from '../../routing/paths';
import type { RouteRecord } from '../../routing/types';
import { LoginPage } from './LoginPage';
import { NotFoundPage } from './NotFoundPage';

/**
 * SPEC §2 open routes: login (signed-out visitors only), registration, verification, page-not-found; the four
 * are prerendered (painted from HTML before the entry has loaded).
 */
export const authRoutes: readonly RouteRecord[] = [
  {
    path: PATHS.login,
    title: 'Login',
    guard: 'guest',
    prerender: true,
    // In the first load, not a chunk of its own: a guest lands here, and one file (no second round trip,
    // one gzip stream) is both smaller and faster than the entry plus a login chunk.
    screen: LoginPage,
  },
  {
    path: PATHS.registration,
    title: 'Registration',
    guard: 'public',
    prerender: true,
    screen: lazyScreen(() => import('./RegistrationPage').then((module) => module.RegistrationPage)),
  },
  {
    path: PATHS.verify,
    title: 'Verification',
    guard: 'public',
    prerender: true,
    screen: lazyScreen(() => import('./VerifyPage').then((module) => module.VerifyPage)),
  },
  // The careers application's confirmation link (issue 27): no account needed.
  {
    path: '/careers/confirm',
    title: 'Confirm your application',
    guard: 'public',
    screen: lazyScreen(() => import('./CareerConfirmPage').then((module) => module.CareerConfirmPage)),
  },
  // Loaded with the app: every unknown address lands here (redirected by SignedInRoutes), and its heading
  // shows with the new address, not a chunk later.
  { path: PATHS.notFound, title: 'Page not found', guard: 'public', prerender: true, screen: NotFoundPage },
];
