import { useState, type ReactNode } from 'react';
import { Captcha, VerificationForm, type CaptchaController } from '@agency/forms';
import type { VerificationValues } from '@agency/forms/schemas';
import { Stack, Text, useToast } from '@agency/ui';
import { useApiClient } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { AuthLayout } from '../../shared/AuthLayout';
import { captchaRefusal } from './captcha';

/**
 * The verification code of SPEC §2 (the applicant's Verification and the recruiter's registration): the code
 * form, the text above it (`children`), and Resend Code with the screen's captcha solved in the background
 * (issue 9; a refused captcha shows the server's reason). A verified answer runs `onVerified`; SPEC §8
 * messages otherwise.
 */
export function VerificationStep({
  captcha,
  onVerified,
  children,
  inline = false,
}: {
  captcha: CaptchaController;
  onVerified: () => Promise<void> | void;
  children: ReactNode;
  /** Inside a signed-in screen (the applicant's home) rather than on a page of its own. */
  inline?: boolean;
}) {
  const client = useApiClient();
  const toast = useToast();
  const [resending, setResending] = useState(false);

  const verify = async ({ verificationCode }: VerificationValues) => {
    let verified: boolean;
    try {
      verified = (await client.registration.verify(verificationCode)).data === true;
    } catch (error) {
      const message = messageFor(error, MESSAGES.codeIncorrect, MESSAGES.serverError);
      if (message) toast.error(message);
      return;
    }
    if (verified) await onVerified();
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

  const content = (
    <>
      <Text tone="muted">{children}</Text>
      <VerificationForm onSubmit={verify} onResend={() => void resend()} resending={resending} />
      <Captcha captcha={captcha} />
    </>
  );
  return inline ? <Stack gap={4}>{content}</Stack> : <AuthLayout>{content}</AuthLayout>;
}
