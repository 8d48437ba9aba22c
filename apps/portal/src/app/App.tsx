import { BrowserRouter } from 'react-router-dom';
import { createDeferredApiClient } from '@agency/api-client/deferred';
import { Provider } from '@agency/ui';
import { readPortalConfig } from './config';
import { PortalApp } from './PortalApp';
import { PortalRoutes } from '../routing/routes';
import { createLogoutEvents } from '../session/logoutEvents';
import { createRedirectStore } from '../session/redirect';

const config = readPortalConfig(import.meta.env);
const logoutEvents = createLogoutEvents();
// The session engine (password grant, renewal, cross-tab coordination, logout, the transport, the endpoint
// groups) is not part of the first load: it loads at the login form's first input, before a signed-in route
// renders, or at once when the page opens with a session. Who is signed in is read without it.
export const client = createDeferredApiClient({
  identityUrl: config.identityUrl,
  apiUrl: config.apiUrl,
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  defaultTenant: config.defaultTenant,
  onLogout: logoutEvents.emit,
});
const redirects = createRedirectStore(sessionStorage);

export function App() {
  return (
    <Provider>
      <PortalApp client={client} config={config} logoutEvents={logoutEvents} redirects={redirects}>
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      </PortalApp>
    </Provider>
  );
}
