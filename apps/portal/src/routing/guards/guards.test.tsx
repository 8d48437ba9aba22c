import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SESSION_KEYS } from '@agency/api-client';
import { ApiClientProvider } from '@agency/api-client/swr';
import { createTestClient, createTestTokenResponse } from '@agency/api-client/testing';
import { Provider } from '@agency/ui';
import { createLogoutEvents } from '../../session/logoutEvents';
import { PortalContext } from '../../session/PortalContext';
import { createMemoryRedirectStore } from '../../session/redirect';
import { AccountGuard } from './AccountGuard';
import { ApplicantGuard } from './ApplicantGuard';
import { GuestOnly } from './GuestOnly';
import { StaffGuard } from './StaffGuard';
import { TEST_PORTAL_CONFIG } from '../../testing/config';

/** Counts every render of the protected content: a guard must never render it for the wrong visitor. */
function protectedContent() {
  const renders = vi.fn();
  function Protected() {
    renders();
    return <p>Protected content</p>;
  }
  return { renders, Protected };
}

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function mount(guarded: ReactNode, options: { path: string; session?: 'staff' | 'applicant' }) {
  const test = createTestClient();
  if (options.session) {
    // A session without a refresh token: logging out needs no network.
    const { access_token } = createTestTokenResponse({ kind: options.session });
    test.storage.cookie.set(JSON.stringify({ access_token }), 3600);
    if (options.session === 'applicant') test.storage.session.setItem(SESSION_KEYS.applicantId, '7');
  }
  const portal = {
    config: TEST_PORTAL_CONFIG,
    logoutEvents: createLogoutEvents(),
    redirects: createMemoryRedirectStore(),
  };
  render(
    <Provider>
      <ApiClientProvider client={test.client}>
        <PortalContext.Provider value={portal}>
          <MemoryRouter initialEntries={[options.path]}>
            <Where />
            <Routes>
              <Route path={options.path} element={guarded} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </PortalContext.Provider>
      </ApiClientProvider>
    </Provider>,
  );
  return { ...test, portal };
}

describe('guards render nothing protected for the wrong visitor, from the first render on', () => {
  it('staff guard, guest: nothing at the first render, then a normal logout that keeps the address', async () => {
    const { renders, Protected } = protectedContent();
    const { logouts, portal } = mount(
      <StaffGuard>
        <Protected />
      </StaffGuard>,
      { path: '/dashboard' },
    );
    // Checked synchronously after the first render (and its effects), before anything settles.
    expect(screen.queryByText('Protected content')).toBeNull();
    await waitFor(() => expect(logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]));
    expect(renders).not.toHaveBeenCalled();
    expect(portal.redirects.take()).toBe('/dashboard');
  });

  it('applicant guard, guest: nothing at the first render, then a normal logout', async () => {
    const { renders, Protected } = protectedContent();
    const { logouts } = mount(
      <ApplicantGuard>
        <Protected />
      </ApplicantGuard>,
      { path: '/personal-info' },
    );
    expect(screen.queryByText('Protected content')).toBeNull();
    await waitFor(() => expect(logouts).toHaveLength(1));
    expect(renders).not.toHaveBeenCalled();
  });

  it('applicant guard, staff: sent to the dashboard without rendering the applicant area', async () => {
    const { renders, Protected } = protectedContent();
    mount(
      <ApplicantGuard>
        <Protected />
      </ApplicantGuard>,
      { path: '/personal-info', session: 'staff' },
    );
    expect(await screen.findByLabelText('Location')).toHaveTextContent('/dashboard');
    expect(renders).not.toHaveBeenCalled();
  });

  it('staff guard, applicant: the not-allowed state, never the staff screen', () => {
    const { renders, Protected } = protectedContent();
    mount(
      <StaffGuard>
        <Protected />
      </StaffGuard>,
      { path: '/dashboard', session: 'applicant' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'You are not allowed to open this page' })).toBeVisible();
    expect(renders).not.toHaveBeenCalled();
  });

  it('guest-only (login), signed in: sent to the root without rendering the login screen', async () => {
    const { renders, Protected } = protectedContent();
    mount(
      <GuestOnly>
        <Protected />
      </GuestOnly>,
      { path: '/login', session: 'staff' },
    );
    expect(await screen.findByLabelText('Location')).toHaveTextContent(/^\/$/);
    expect(renders).not.toHaveBeenCalled();
  });

  it('account guard: nothing for a guest (a normal logout), the shell of the account kind for the others', async () => {
    const shells = () => {
      const applicant = protectedContent();
      const staff = protectedContent();
      return {
        guarded: <AccountGuard applicant={<applicant.Protected />} staff={<staff.Protected />} />,
        applicant: applicant.renders,
        staff: staff.renders,
      };
    };
    const guest = shells();
    const { logouts, portal } = mount(guest.guarded, { path: '/change-password' });
    expect(screen.queryByText('Protected content')).toBeNull();
    await waitFor(() => expect(logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]));
    expect([guest.applicant, guest.staff].map((renders) => renders.mock.calls.length)).toEqual([0, 0]);
    expect(portal.redirects.take()).toBe('/change-password');
    cleanup();

    const applicant = shells();
    mount(applicant.guarded, { path: '/change-password', session: 'applicant' });
    expect(screen.getByText('Protected content')).toBeVisible();
    expect([applicant.applicant, applicant.staff].map((renders) => renders.mock.calls.length > 0)).toEqual([
      true,
      false,
    ]);
    cleanup();

    const staff = shells();
    mount(staff.guarded, { path: '/change-password', session: 'staff' });
    expect(screen.getByText('Protected content')).toBeVisible();
    expect([staff.applicant, staff.staff].map((renders) => renders.mock.calls.length > 0)).toEqual([false, true]);
  });

  it('staff guard, staff: renders the screen', () => {
    const { renders, Protected } = protectedContent();
    mount(
      <StaffGuard>
        <Protected />
      </StaffGuard>,
      { path: '/dashboard', session: 'staff' },
    );
    expect(screen.getByText('Protected content')).toBeVisible();
    expect(renders).toHaveBeenCalled();
  });
});
