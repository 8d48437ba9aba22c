import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';
import { RECRUITER_PATHS } from './paths';

const relative = (path: string) => path.slice(1);
const recruiterScreens = () => import('./recruiterScreens');

/**
 * Recruiter self-registration (SPEC §1) and staff invitations (issue 15, docs/recruiters.md): open routes
 * without a shell. A recruiter registers and verifies the e-mail code, then waits for an owner's or admin's
 * approval; an invited staff member chooses a password from the e-mailed link.
 */
export const recruiterRegistrationRoutes: readonly RouteRecord[] = [
  {
    path: relative(RECRUITER_PATHS.registration),
    title: 'Join as a recruiter',
    guard: 'public',
    screen: lazyScreen(() => recruiterScreens().then((module) => module.RecruiterRegistrationPage)),
  },
  {
    path: relative(RECRUITER_PATHS.awaitingApproval),
    title: 'Waiting for approval',
    guard: 'public',
    screen: lazyScreen(() => recruiterScreens().then((module) => module.AwaitingApprovalPage)),
  },
  {
    path: `${relative(RECRUITER_PATHS.acceptInvitation)}/:token`,
    title: 'Accept your invitation',
    guard: 'public',
    screen: lazyScreen(() => recruiterScreens().then((module) => module.AcceptInvitationPage)),
  },
];
