import { isUserVerified } from '../contract';
import type { ApiCall } from '../call';

export interface BaseApi {
  /** Defined by SPEC §7 but unused by the portal: verification is assumed true for login. */
  isUserVerified(): Promise<boolean>;
}

export function createBaseApi(call: ApiCall): BaseApi {
  return { isUserVerified: async () => (await call(isUserVerified)).data };
}
