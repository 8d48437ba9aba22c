import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord } from '../../routing/types';

/** Touches with applicants: phone (no screen, so no link: SPEC §2), e-mail and SMS history, the communication center. */
export const messagingRoutes: readonly RouteRecord[] = [
  { title: 'Phone', guard: 'staff', menu: [{ menu: 'staff', section: 'Touches', order: 10 }] },
  {
    path: 'email-history',
    title: 'Email History',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Touches', label: 'Email', order: 20 }],
    screen: lazyScreen(() => import('./history/MessageHistoryPage').then((module) => module.EmailHistoryPage)),
  },
  {
    path: 'sms-history',
    title: 'SMS History',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Touches', label: 'SMS', order: 30 }],
    screen: lazyScreen(() => import('./history/MessageHistoryPage').then((module) => module.SmsHistoryPage)),
  },
  {
    path: 'communication-center',
    title: 'Communication Center',
    guard: 'staff',
    screen: lazyScreen(() =>
      import('./center/CommunicationCenterPage').then((module) => module.CommunicationCenterPage),
    ),
  },
];
