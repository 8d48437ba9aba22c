import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useApiClient } from '@agency/api-client/swr';
import { PATHS } from '../../routing/paths';
import { useHydrated } from '../../shared/useHydrated';
import { usePortalCaptcha } from './captcha';
import { VerificationStep } from './VerificationStep';

/**
 * SPEC §2 verification. On opening: no stored status → registration; the text true → the root;
 * otherwise the code form. A verified answer goes to the root; SPEC §8 messages otherwise. Resend Code
 * sends the captcha solved in the background (issue 9); a refused captcha shows the server's reason.
 */
export function VerifyPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  // Decided once, on opening (a later change of the stored status is handled by the submit itself).
  const [statusOnOpen] = useState(() => client.registration.getVerificationStatus());
  const captcha = usePortalCaptcha();
  // The page is prerendered as the code form (app/prerender.tsx): the stored status sends a visitor elsewhere
  // once the page has hydrated, so that hydration finds the form it was given.
  const hydrated = useHydrated();

  if (hydrated && statusOnOpen === null) return <Navigate to={PATHS.registration} replace />;
  if (hydrated && statusOnOpen) return <Navigate to={PATHS.home} replace />;

  return (
    <VerificationStep captcha={captcha} onVerified={() => navigate(PATHS.home, { replace: true })}>
      We sent a verification code to your e-mail address. Enter it below.
    </VerificationStep>
  );
}
