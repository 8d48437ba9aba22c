/** The signed-in user's account (staff or applicant). */
import { defineCall } from './common';

export type UserType = 'staff' | 'applicant';

/** The account, as `getUserByUserId` answers. */
export interface User {
  UserId: string;
  AgencyId: number;
  Email: string;
  FirstName: string;
  LastName: string;
  MiddleName: string;
  Phone: string;
  UserType: UserType;
  IsVerified: boolean;
  MustChangePassword: boolean;
  CreatedAt: string;
}

export const getUserByUserId = defineCall<{ response: User }>()({
  method: 'GET',
  path: '/api/user/get-user-by-userid',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const userCalls = { getUserByUserId } as const;
