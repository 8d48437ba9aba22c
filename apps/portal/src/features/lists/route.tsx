import type { RouteRecord } from '../../routing/types';

const section = 'Lists and Reports';

/** Lists and reports; the contract and expiry lists have no screen yet (menu entries without a link). */
export const listsRoutes: readonly RouteRecord[] = [
  {
    path: 'institution-list',
    title: 'Institution List',
    guard: 'staff',
    menu: [{ menu: 'staff', section, order: 10 }],
  },
  { path: 'position-list', title: 'Position List', guard: 'staff', menu: [{ menu: 'staff', section, order: 20 }] },
  { title: 'Contract List', guard: 'staff', menu: [{ menu: 'staff', section, order: 30 }] },
  { path: 'form-list', title: 'Forms', guard: 'staff', menu: [{ menu: 'staff', section, order: 40 }] },
  { title: 'Expiry List', guard: 'staff', menu: [{ menu: 'staff', section, order: 50 }] },
];
