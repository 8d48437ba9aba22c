/** SPEC §7's `base` calls. */
import { defineCall } from './common';

/** Defined by SPEC §7 but unused by the portal: verification is assumed true for login. */
export const isUserVerified = defineCall<{ response: boolean }>()({
  method: 'GET',
  path: '/api/base/is-user-verified',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const baseCalls = { isUserVerified } as const;
