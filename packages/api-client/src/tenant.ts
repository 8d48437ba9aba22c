import { tenantLabelFromHost } from './contract/tenant';

/**
 * The tenant hint `old` of SPEC §7, from the host name (the contract's rule); a host without a usable label
 * falls back to `defaultTenant`.
 */
export function tenantFromHost(host: string | null | undefined, defaultTenant: string): string {
  return tenantLabelFromHost(host) ?? defaultTenant;
}
