import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  getRolePermissions,
  policyWith,
  setPolicySource,
  type RoleGrant,
  type RolePolicy,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';

/**
 * The signed-in agency's permission table, in force for the whole portal: every `can` (and the contract's
 * helpers, such as the allowed pipeline moves) answers by it once it has loaded; the shipped table until then
 * and after sign-out. A small external store: written when the table is read (never while rendering), read by
 * `useRolePolicy`, which re-renders its callers when it changes. The server enforces the table either way.
 */
let signedInPolicy: RolePolicy | null = null;
let signedInGrants = '[]';
const listeners = new Set<() => void>();
setPolicySource(() => signedInPolicy);

/** Puts the agency's changes in force (after reading the table, or after the owner changed it here). */
export function putInForce(grants: readonly RoleGrant[]): void {
  const key = JSON.stringify(grants);
  if (key === signedInGrants) return;
  signedInGrants = key;
  signedInPolicy = grants.length > 0 ? policyWith(grants) : null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => signedInPolicy;

/**
 * Loads the agency's permission table for the staff shell (Management → Roles): the screens offer what the
 * agency's owner allows the user's roles, not only the shipped table. Read again on each move to another
 * screen (and on focus, as SWR does): an owner's change reaches the agency's open tabs at their next step.
 */
export function RolePolicyProvider({ children }: { children: ReactNode }) {
  const { mutate } = useApiQuery(getRolePermissions, undefined, {
    onSuccess: (table) => putInForce(table.Grants),
  });
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    void mutate();
  }, [pathname, mutate]);
  // Signed out (the shell goes): the next user starts from the shipped table.
  useEffect(() => () => putInForce([]), []);
  return children;
}

/** The agency's table in force (null: as shipped); its callers render again when it changes. */
export function useRolePolicy(): RolePolicy | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
