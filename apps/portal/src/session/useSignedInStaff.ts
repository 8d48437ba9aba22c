import { useMemo } from 'react';
import type { RoleKey, RolePolicy } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { useRolePolicy } from './RolePolicy';

/**
 * The signed-in staff member: roles (what the agency's policy allows them: `can(roles, …)`), recruiter id
 * (ownership), and the agency's table in force (null: as shipped), for every staff screen. A change of the
 * table re-renders the caller.
 */
export function useSignedInStaff(): {
  roles: readonly RoleKey[];
  recruiterId: number | null;
  policy: RolePolicy | null;
} {
  const client = useApiClient();
  const policy = useRolePolicy();
  const user = client.auth.getCurrentUserInfo();
  const roles = user?.Roles.join(',') ?? '';
  const recruiterId = user?.RecruiterId ?? null;
  // The session's user is read afresh each render: keep one object while it and the table stay the same.
  return useMemo(
    () => ({ roles: roles ? (roles.split(',') as RoleKey[]) : [], recruiterId, policy }),
    [roles, recruiterId, policy],
  );
}
