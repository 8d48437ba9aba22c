import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoginForm } from '@agency/forms';
import type { LoginValues } from '@agency/forms/schemas';
import { useToast } from '@agency/ui';
import { loadApiClient } from '@agency/api-client/deferred';
import { useApiClient } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { usePortal } from '../../session/PortalContext';
import { PATHS } from '../../routing/paths';
import { AuthLayout } from '../../shared/AuthLayout';
import { AuthLink } from './AuthLink';
import { RECRUITER_PATHS } from '../recruiter-registration';

/** The token endpoint's refusals shown as they are (not the usual "incorrect"). */
const SAID_AS_IS: readonly string[] = [MESSAGES.accountLocked, MESSAGES.agencySuspended];

// Loaded when first opened: not part of what the login route loads up front.
const ForgotPasswordDialog = lazy(() =>
  import('./ForgotPasswordDialog').then((module) => ({ default: module.ForgotPasswordDialog })),
);

/** A person's first input on the page: a key, a pointer, a touch, an autofill (an input event). */
const FIRST_INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'input'] as const;

/**
 * SPEC §2 login: the login form, the forgot-password dialog and SPEC §8's error toasts. After login: the
 * saved redirect address, else the dashboard (applicants: their area at the root).
 */
export function LoginPage() {
  const client = useApiClient();
  const { redirects } = usePortal();
  const navigate = useNavigate();
  const toast = useToast();
  const [forgotOpen, setForgotOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed) so it closes like any dialog and reopens at once.
  const [forgotUsed, setForgotUsed] = useState(false);

  // The client's session engine is not part of the first load (@agency/api-client/deferred): it starts
  // loading at the person's first input on the page (a key, a pointer, an autofill), the way the captcha
  // starts, and the login call waits for it if it is not there yet.
  useEffect(() => {
    const load = () => {
      stop();
      loadApiClient(client).catch(() => undefined); // a failed load is tried again by the login call
    };
    const stop = () => {
      for (const type of FIRST_INPUT_EVENTS) document.removeEventListener(type, load, { capture: true });
    };
    for (const type of FIRST_INPUT_EVENTS) document.addEventListener(type, load, { capture: true, passive: true });
    return stop;
  }, [client]);

  const login = async ({ email, password }: LoginValues) => {
    let result;
    try {
      result = await client.auth.login({ username: email, password });
    } catch (error) {
      // SPEC §8: any HTTP answer of the token endpoint means incorrect credentials; no answer is a server problem.
      // Except a locked account or a suspended agency: the server says so after the right password, and so do we.
      const told = error instanceof Error && SAID_AS_IS.includes(error.message) ? error.message : null;
      const message = told ?? messageFor(error, MESSAGES.loginFailed, MESSAGES.serverError);
      if (message) toast.error(message);
      return;
    }
    // The browser refused the cookie: the client has logged out and reported it (toast, /login).
    if (!result.ok) return;
    const home = result.applicantId !== null ? PATHS.home : PATHS.dashboard;
    await navigate(redirects.take() ?? home, { replace: true });
  };

  return (
    <AuthLayout>
      <LoginForm
        onSubmit={login}
        onForgotPassword={() => {
          setForgotUsed(true);
          setForgotOpen(true);
        }}
      />
      <AuthLink question="New here?" to={PATHS.registration}>
        Create an account
      </AuthLink>
      <AuthLink question="Work for the agency?" to={RECRUITER_PATHS.registration}>
        Join as a recruiter
      </AuthLink>
      {forgotUsed && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
