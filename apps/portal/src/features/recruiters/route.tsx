import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/**
 * The agency's staff: Management > Recruiters, and Timecards > Recruiter History (the profile's "Manage Profile"
 * entry of that menu lives in profile/route.tsx). Self-registration and invitations: recruiter-registration.
 */
export const recruitersRoutes: readonly RouteRecord[] = [
  {
    path: 'recruiter',
    title: 'Recruiters',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Management', order: 30 }],
    screen: lazyScreen(() => import('./RecruitersPage').then((module) => module.RecruitersPage)),
  },
  {
    path: 'recruiter-history',
    title: 'Recruiter History',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Timecards', order: 20 }],
    screen: lazyScreen(() => import('./RecruiterHistoryPage').then((module) => module.RecruiterHistoryPage)),
  },
];
