/** Staff members (recruiters): the signed-in one's profile, entry/exit, the staff e-mail lookup. */
import { defineCall } from './common';
import type { RoleKey } from './roles';

/** A staff member, as `getCurrentRecruiter` and `updateProfile` answer. */
export interface Recruiter {
  RecruiterId: number;
  UserId: string;
  AgencyId: number;
  FirstName: string;
  LastName: string;
  MiddleName: string;
  Email: string;
  Phone: string;
  Title: string;
  Roles: RoleKey[];
  IsActive: boolean;
  /** ISO timestamp of the last recorded entry (sign-in), if any. */
  LastEntryAt: string | null;
}

/** The body of `updateProfile`: the user model. */
export interface UpdateProfilePayload {
  FirstName: string;
  LastName: string;
  MiddleName?: string;
  Phone?: string;
  Title?: string;
}

export const getCurrentRecruiter = defineCall<{ response: Recruiter }>()({
  method: 'GET',
  path: '/api/recruiter/get-current-recruiter',
});

/** Responds with the updated `Recruiter`. */
export const updateProfile = defineCall<{ body: UpdateProfilePayload; response: Recruiter }>()({
  method: 'PUT',
  path: '/api/recruiter/update-profile',
});

/** Whether a staff account uses this e-mail (no sign-in needed). */
export const emailExist = defineCall<{ query: { email: string }; response: boolean }>()({
  method: 'GET',
  path: '/api/recruiter/email_exist',
  anonymous: true,
});

/** Reports the recruiter's exit (the body is the recruiter id; the logout does it). Text response. */
export const updateEntryExit = defineCall<{ body: number; response: string }>()({
  method: 'PUT',
  path: '/api/recruiter/update-entry-exit',
  responseType: 'text',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const recruiterCalls = { getCurrentRecruiter, updateProfile, emailExist, updateEntryExit } as const;
