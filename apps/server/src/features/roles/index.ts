import type { Feature } from '../../platform/feature';
import { rolesRoutes, type RolesDeps } from './routes';

/**
 * roles: the agency's permission table (Management → Roles, issue 15). Every staff member reads it; the agency
 * owner gives roles permissions or takes them away within the policy's bounds, audited. The table itself is
 * enforced by core/policy around every handler. docs/permissions.md.
 */
export const rolesFeature: Feature<RolesDeps> = {
  name: 'roles',
  register: rolesRoutes,
};
