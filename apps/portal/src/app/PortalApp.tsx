import { useMemo, type ReactNode } from 'react';
import type { ApiClient } from '@agency/api-client';
import { ApiClientProvider } from '@agency/api-client/swr';
import type { PortalConfig } from './config';
import type { LogoutEvents } from '../session/logoutEvents';
import { PortalContext } from '../session/PortalContext';
import type { RedirectStore } from '../session/redirect';

// One SWR cache per mounted portal (stories mount many; nothing leaks between them).
const SWR_CONFIG = { provider: () => new Map() };

export interface PortalAppProps {
  client: ApiClient;
  config: PortalConfig;
  logoutEvents: LogoutEvents;
  redirects: RedirectStore;
  /** A router with the portal's routes: `<BrowserRouter>` in the app, `<MemoryRouter>` in stories. */
  children: ReactNode;
}

/** The portal below the ui Provider: the api client, the portal context and the router. */
export function PortalApp({ client, config, logoutEvents, redirects, children }: PortalAppProps) {
  const portal = useMemo(() => ({ config, logoutEvents, redirects }), [config, logoutEvents, redirects]);
  return (
    <ApiClientProvider client={client} swrConfig={SWR_CONFIG}>
      <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>
    </ApiClientProvider>
  );
}
