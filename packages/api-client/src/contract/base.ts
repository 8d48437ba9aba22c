/** SPEC §7's `base` calls. */
import { defineCall } from './common';

/** Defined by SPEC §7 but unused by the portal: verification is assumed true for login. */
export const isUserVerified = defineCall<{ response: boolean }>()({
  method: 'GET',
  path: '/api/base/is-user-verified',
});
