import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Text } from '@agency/ui';
import { CAPTCHA_HEADER, registerRecruiter } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { PATHS } from '../../routing/paths';
import { AuthLayout } from '../../shared/AuthLayout';
import { AuthLink, usePortalCaptcha, RegistrationStep, VerificationStep } from '../auth';
import { RECRUITER_PATHS } from './paths';

/** A staff account that has no role yet: a self-registration waiting for approval. */
function signedInWaiting(client: ReturnType<typeof useApiClient>): boolean {
  const user = client.auth.isLoggedIn() ? client.auth.getCurrentUserInfo() : null;
  return user !== null && user.Roles.length === 0;
}

/**
 * SPEC §1: "Recruiters can also self-register an account, then verify it with a code sent by e-mail" (the
 * "Join as a recruiter" link of the login screen). The registration form, rules and messages of SPEC §5 and
 * the captcha of the applicant registration; on success the person is signed in (SPEC §4) and enters the code
 * e-mailed to them (the verification rules of SPEC §5, the Resend Code with its captcha), then waits for an
 * owner or admin to approve the account (/awaiting-approval). Opened again while signed in and waiting, it
 * goes straight to the code.
 */
export function RecruiterRegistrationPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<'form' | 'code'>(() => (signedInWaiting(client) ? 'code' : 'form'));
  const captcha = usePortalCaptcha();

  if (step === 'code')
    return (
      <VerificationStep
        captcha={captcha}
        onVerified={() => navigate(RECRUITER_PATHS.awaitingApproval, { replace: true })}
      >
        We sent a verification code to your e-mail address. Enter it below. If it does not arrive, check your Spam
        folder.
      </VerificationStep>
    );

  return (
    <AuthLayout>
      <Text tone="muted">
        Register your recruiter account. Once you have verified your e-mail address, the agency approves your account
        before you see any applicant.
      </Text>
      <RegistrationStep
        captcha={captcha}
        send={async (body, token) => {
          await client.call(registerRecruiter, { body, ...(token ? { headers: { [CAPTCHA_HEADER]: token } } : {}) });
          // This screen stays: the code step's Resend Code needs a solution of its own.
          captcha.reset();
        }}
        onSignedIn={() => setStep('code')}
      >
        <AuthLink question="Looking for a job?" to={PATHS.registration}>
          Register as an applicant
        </AuthLink>
      </RegistrationStep>
    </AuthLayout>
  );
}
