import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Captcha, VerificationForm } from '@agency/forms';
import type { VerificationValues } from '@agency/forms/schemas';
import { Text, useToast } from '@agency/ui';
import { useApiClient } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { PATHS } from '../../routing/paths';
import { AuthLayout } from './AuthLayout';
import { captchaRefusal, usePortalCaptcha } from './captcha';

/**
 * SPEC §2 verification. On opening: no stored status → registration; the text true → the root;
 * otherwise the code form. A verified answer goes to the root; SPEC §8 messages otherwise. Resend Code
 * sends the captcha solved in the background (issue 9); a refused captcha shows the server's reason.
 */
export function VerifyPage() {
  const client = useApiClient();
  const navigate = useNavigate();
  const toast = useToast();
  // Decided once, on opening (a later change of the stored status is handled by the submit itself).
  const [statusOnOpen] = useState(() => client.registration.getVerificationStatus());
  const [resending, setResending] = useState(false);
  const captcha = usePortalCaptcha();

  if (statusOnOpen === null) return <Navigate to={PATHS.registration} replace />;
  if (statusOnOpen) return <Navigate to={PATHS.home} replace />;

  const verify = async ({ verificationCode }: VerificationValues) => {
    let verified: boolean;
    try {
      verified = (await client.registration.verify(verificationCode)).data === true;
    } catch (error) {
      const message = messageFor(error, MESSAGES.codeIncorrect, MESSAGES.serverError);
      if (message) toast.error(message);
      return;
    }
    if (verified) await navigate(PATHS.home, { replace: true });
    else toast.error(MESSAGES.invalidCode);
  };

  const resend = async () => {
    setResending(true);
    try {
      let token: string | null;
      try {
        token = await captcha.token();
      } catch {
        return; // <Captcha> shows the error and a retry.
      }
      // Each solution is good once: the next resend gets a new one, whatever this one's answer.
      const sent = client.registration.resendVerificationCode({ captcha: token });
      captcha.reset();
      await sent;
      toast.success(MESSAGES.checkYourMail);
    } catch (error) {
      const message = captchaRefusal(error) ?? messageFor(error, MESSAGES.resendFailed, MESSAGES.serverError);
      if (message) toast.error(message);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout>
      <Text tone="muted">We sent a verification code to your e-mail address. Enter it below.</Text>
      <VerificationForm onSubmit={verify} onResend={() => void resend()} resending={resending} />
      <Captcha captcha={captcha} />
    </AuthLayout>
  );
}
