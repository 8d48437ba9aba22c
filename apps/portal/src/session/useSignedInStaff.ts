import { useMemo } from 'react';
import type { RoleKey } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';

/** The signed-in staff member: roles (what the policy allows) and recruiter id (ownership), for every staff screen. */
export function useSignedInStaff(): { roles: readonly RoleKey[]; recruiterId: number | null } {
  const client = useApiClient();
  const user = client.auth.getCurrentUserInfo();
  const roles = user?.Roles.join(',') ?? '';
  const recruiterId = user?.RecruiterId ?? null;
  // The session's user is read afresh each render: keep one object while it stays the same.
  return useMemo(() => ({ roles: roles ? (roles.split(',') as RoleKey[]) : [], recruiterId }), [roles, recruiterId]);
}
