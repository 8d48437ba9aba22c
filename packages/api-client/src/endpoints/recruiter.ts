import type { Recruiter, UpdateProfilePayload } from '../contract';
import type { ApiCall } from '../internal/call';
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
    getCurrentRecruiter: () => call('getCurrentRecruiter'),
    updateProfile: (payload) => call('updateProfile', { json: payload }),
    emailExist: (email) => call('emailExist', { query: { email } }),
    updateEntryExit: async (recruiterId) =>
      (await call('updateEntryExit', { json: recruiterId, responseType: 'text' })).data,
  };
}
