import type { RouteRecord } from '../../routing/types';

/** Touches with applicants: phone (no screen yet, so no link), e-mail and SMS history, the message centre. */
export const communicationRoutes: readonly RouteRecord[] = [
  { title: 'Phone', guard: 'staff', menu: [{ menu: 'staff', section: 'Touches', order: 10 }] },
  {
    path: 'email-history',
    title: 'Email History',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Touches', label: 'Email', order: 20 }],
  },
  {
    path: 'sms-history',
    title: 'SMS History',
    guard: 'staff',
    menu: [{ menu: 'staff', section: 'Touches', label: 'SMS', order: 30 }],
  },
  { path: 'communication-center', title: 'Communication Center', guard: 'staff' },
];
