import { lazyScreen } from '../../routing/lazyScreen';
import { PATHS } from '../../routing/paths';
import type { RouteRecord } from '../../routing/types';
import { NotFoundPage } from './NotFoundPage';

/** SPEC §2 open routes: login (signed-out visitors only), registration, verification, page-not-found. */
export const authRoutes: readonly RouteRecord[] = [
  {
    path: PATHS.login,
    title: 'Login',
    guard: 'guest',
    screen: lazyScreen(() => import('./LoginPage').then((module) => module.LoginPage)),
  },
  {
    path: PATHS.registration,
    title: 'Registration',
    guard: 'public',
    screen: lazyScreen(() => import('./RegistrationPage').then((module) => module.RegistrationPage)),
  },
  {
    path: PATHS.verify,
    title: 'Verification',
    guard: 'public',
    screen: lazyScreen(() => import('./VerifyPage').then((module) => module.VerifyPage)),
  },
  // Loaded with the app: every unknown address lands here.
  { path: PATHS.notFound, title: 'Page not found', guard: 'public', screen: NotFoundPage },
];
