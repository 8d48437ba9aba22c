import {
  emailExist,
  getCurrentRecruiter,
  updateEntryExit,
  updateProfile,
  type Recruiter,
  type UpdateProfilePayload,
} from '../contract';
import type { ApiCall } from '../call';
import type { FullResponse } from '../types';

export interface RecruiterApi {
  getCurrentRecruiter(): Promise<FullResponse<Recruiter>>;
  updateProfile(payload: UpdateProfilePayload): Promise<FullResponse<Recruiter>>;
  /** Whether a staff account uses this e-mail (no sign-in needed). */
  emailExist(email: string): Promise<FullResponse<boolean>>;
  /** Reports the recruiter's exit (the logout does it). Text response. */
  updateEntryExit(recruiterId: number): Promise<string>;
}

export function createRecruiterApi(call: ApiCall): RecruiterApi {
  return {
    getCurrentRecruiter: () => call(getCurrentRecruiter),
    updateProfile: (body) => call(updateProfile, { body }),
    emailExist: (email) => call(emailExist, { query: { email } }),
    updateEntryExit: async (recruiterId) => (await call(updateEntryExit, { body: recruiterId })).data,
  };
}
