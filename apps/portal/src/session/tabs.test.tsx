import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { BroadcastChannelLike } from '@agency/api-client';
import { ApiClientProvider } from '@agency/api-client/swr';
import { createTestClient, createTestTokenResponse, fixtures } from '@agency/api-client/testing';
import { Provider } from '@agency/ui';
import { createLogoutEvents } from './logoutEvents';
import { PortalContext } from './PortalContext';
import { createMemoryRedirectStore } from './redirect';
import { SessionEvents } from './SessionEvents';
import { TEST_PORTAL_CONFIG } from '../testing/config';

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

/** This tab's portal at `path`; `otherTab` writes the shared cookie and posts what another tab would. */
function mountTab(path: string) {
  const listeners: Array<(event: { data: unknown }) => void> = [];
  const channel: BroadcastChannelLike = {
    postMessage() {},
    addEventListener: (_type, listener) => void listeners.push(listener),
  };
  const logoutEvents = createLogoutEvents();
  const redirects = createMemoryRedirectStore();
  const test = createTestClient({ broadcastChannel: () => channel, onLogout: logoutEvents.emit });
  const portal = {
    config: TEST_PORTAL_CONFIG,
    logoutEvents,
    redirects,
  };
  render(
    <Provider>
      <ApiClientProvider client={test.client}>
        <PortalContext.Provider value={portal}>
          <MemoryRouter initialEntries={[path]}>
            <Where />
            <Routes>
              <Route element={<SessionEvents />}>
                <Route path="*" element={<p>Screen</p>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </PortalContext.Provider>
      </ApiClientProvider>
    </Provider>,
  );
  const post = (data: unknown) => act(() => listeners.forEach((listener) => listener({ data })));
  const otherTab = {
    login(kind: 'staff' | 'applicant' = 'staff') {
      const { access_token, refresh_token } = createTestTokenResponse({ kind });
      test.storage.cookie.set(JSON.stringify({ access_token, refresh_token }), 3600);
      post({ type: 'login' });
    },
    logout() {
      test.storage.cookie.remove();
      post({ type: 'logout', reason: 'logout' });
    },
  };
  return { ...test, redirects, otherTab, location: () => screen.getByRole('status', { name: 'Location' }) };
}

describe('the portal across tabs', () => {
  it('a sign-in in another tab takes this tab from the login screen to the dashboard, with the user known', async () => {
    const { client, otherTab, location } = mountTab('/login');
    otherTab.login();
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    expect(client.auth.getCurrentUserInfo()).toEqual(fixtures.recruiterClaim);
  });

  it('… to the address a guard saved in this tab, or the applicant area for an applicant', async () => {
    const first = mountTab('/login');
    first.redirects.save('/lead?page=2');
    first.otherTab.login();
    await waitFor(() => expect(first.location()).toHaveTextContent('/lead'));
  });

  it('an applicant signing in elsewhere goes to the root (the applicant area)', async () => {
    const { otherTab, location } = mountTab('/login');
    otherTab.login('applicant');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
  });

  it('a tab away from the login screen stays where it is', async () => {
    const { client, otherTab, location } = mountTab('/registration');
    otherTab.login();
    // The message was handled (this tab took the other tab's session in, inside act), and it stayed put.
    expect(client.auth.getCurrentUserInfo()).toEqual(fixtures.recruiterClaim);
    expect(location()).toHaveTextContent('/registration');
  });

  it('a logout in another tab sends this tab to the login screen', async () => {
    const { otherTab, location, logouts } = mountTab('/login');
    otherTab.login();
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    otherTab.logout();
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
  });
});
