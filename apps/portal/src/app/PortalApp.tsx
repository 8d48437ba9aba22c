import { useMemo, type ReactNode } from 'react';
import type { ApiClient } from '@agency/api-client';
import { ApiClientContextProvider } from '@agency/api-client/swr';
import type { PortalConfig } from './config';
import type { LogoutEvents } from '../session/logoutEvents';
import { BrandingProvider } from '../session/Branding';
import { PortalContext } from '../session/PortalContext';
import type { RedirectStore } from '../session/redirect';

export interface PortalAppProps {
  client: ApiClient;
  config: PortalConfig;
  logoutEvents: LogoutEvents;
  redirects: RedirectStore;
  /** A router with the portal's routes: `<BrowserRouter>` in the app, `<MemoryRouter>` in stories. */
  children: ReactNode;
}

/**
 * The portal below the ui Provider: the api client, the portal context, the agency's branding (its colors on
 * the theme, its name and logo for the sign-in screens: session/Branding) and the router. No SWR here: the
 * signed-in areas add it with their own cache per session (`SignedInSession`), so the open routes load none.
 */
export function PortalApp({ client, config, logoutEvents, redirects, children }: PortalAppProps) {
  const portal = useMemo(() => ({ config, logoutEvents, redirects }), [config, logoutEvents, redirects]);
  return (
    <ApiClientContextProvider client={client}>
      <PortalContext.Provider value={portal}>
        <BrandingProvider client={client} apiUrl={config.apiUrl}>
          {children}
        </BrandingProvider>
      </PortalContext.Provider>
    </ApiClientContextProvider>
  );
}
