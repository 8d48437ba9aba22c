import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createDeferredApiClient, type DeferredApiClient } from '@agency/api-client/deferred';
import type { StorageAdapters } from '@agency/api-client';
import { Provider } from '@agency/ui';
import { readPortalConfig, type PortalConfig } from './config';
import { PortalApp } from './PortalApp';
import { PortalRoutes } from '../routing/routes';
import { createLogoutEvents, type LogoutEvents } from '../session/logoutEvents';
import type { RedirectStore } from '../session/redirect';

/** What one page of the portal runs on: its config, the api client, the logout channel and the redirect store. */
export interface Portal {
  config: PortalConfig;
  client: DeferredApiClient;
  logoutEvents: LogoutEvents;
  redirects: RedirectStore;
}

/**
 * The portal's services for one page: the browser's (main.tsx: the browser's storages) or a guest's at build
 * time (prerender.tsx: in-memory storage, nobody signed in).
 */
export function createPortal({ redirects, storage }: { redirects: RedirectStore; storage?: StorageAdapters }): Portal {
  const config = readPortalConfig(import.meta.env);
  const logoutEvents = createLogoutEvents();
  // The session engine (password grant, renewal, cross-tab coordination, logout, the transport, the endpoint
  // groups) is not part of the first load: it loads at the login form's first input, before a signed-in route
  // renders, or at once when the page opens with a session. Who is signed in is read without it.
  const client = createDeferredApiClient({
    identityUrl: config.identityUrl,
    apiUrl: config.apiUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    defaultTenant: config.defaultTenant,
    onLogout: logoutEvents.emit,
    storage,
  });
  return { config, client, logoutEvents, redirects };
}

export interface AppProps extends Portal {
  /** The router: `BrowserRouter` in the browser, a `StaticRouter` at the page's address at build time. */
  router: ComponentType<{ children: ReactNode }>;
}

/**
 * The whole portal. The browser renders it (or hydrates an open screen's prerendered HTML: main.tsx) and the
 * build renders the open screens with it (prerender.tsx): one tree, so the HTML is what the browser renders.
 */
export function App({ router: Router, ...portal }: AppProps) {
  return (
    <StrictMode>
      <Provider>
        <PortalApp {...portal}>
          <Router>
            <PortalRoutes />
          </Router>
        </PortalApp>
      </Provider>
    </StrictMode>
  );
}
