import { BrowserRouter } from 'react-router-dom';
import { createApiClient } from '@agency/api-client';
import { Provider } from '@agency/ui';
import { readPortalConfig } from './config';
import { PortalApp } from './PortalApp';
import { PortalRoutes } from '../routing/routes';
import { createLogoutEvents } from '../session/logoutEvents';
import { createRedirectStore } from '../session/redirect';

const config = readPortalConfig(import.meta.env);
const logoutEvents = createLogoutEvents();
const client = createApiClient({
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
