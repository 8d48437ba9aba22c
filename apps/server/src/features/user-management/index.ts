import type { Feature } from '../../platform/feature';
import { userManagementRoutes, type UserManagementDeps } from './routes';

/**
 * user-management: Manage Users (issue 15), the agency owner's accounts screen (lock, unlock, sign out
 * everywhere, password reset) and the agency's security audit log (core/audit records it).
 */
export const userManagementFeature: Feature<UserManagementDeps> = {
  name: 'user-management',
  register: userManagementRoutes,
};

export type { UserManagementDeps } from './routes';
export { sendAuditedPasswordReset, type PasswordResetDeps } from './service';
