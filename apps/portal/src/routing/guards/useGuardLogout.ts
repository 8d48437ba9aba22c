import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useApiClient } from '@agency/api-client/swr';
import { usePortal } from '../../session/PortalContext';

/**
 * SPEC §2: an unauthenticated visit to a guarded route acts as a normal logout (storages cleared, to
 * /login). The address asked for is saved afterwards, so login can go back to it.
 */
export function useGuardLogout(active: boolean): void {
  const client = useApiClient();
  const { redirects } = usePortal();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!active) return;
    const target = pathname + search + hash;
    void client.auth.logout().then(() => redirects.save(target));
  }, [active, client, redirects, pathname, search, hash]);
}
