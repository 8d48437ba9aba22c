import { getUserRoles, type UserRole } from '../contract';
import type { ApiCall } from '../call';
import type { FullResponse } from '../types';

export interface RoleApi {
  getUserRoles(): Promise<FullResponse<UserRole[]>>;
}

export function createRoleApi(call: ApiCall): RoleApi {
  return { getUserRoles: () => call(getUserRoles) };
}
