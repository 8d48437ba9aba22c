import { Captcha, ForgotPasswordForm } from '@agency/forms';
import type { ForgotPasswordValues } from '@agency/forms/schemas';
import { Dialog, useToast } from '@agency/ui';
import { useApiClient } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { captchaRefusal, usePortalCaptcha } from './captcha';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC §2's forgot-password dialog and its call (SPEC §8's messages). Its own module: the login page loads
 * it on first use, so the dialog, its focus trap, the form and the captcha (issue 9: solved in the
 * background from the moment the dialog first opens) are not part of what the login route loads up front.
 */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const captcha = usePortalCaptcha();

  const forgotPassword = async ({ email }: ForgotPasswordValues) => {
    let token: string | null;
    try {
      token = await captcha.token();
    } catch {
      return; // <Captcha> shows the error and a retry.
    }
    try {
      await client.password.forgotPassword({ Email: email }, { captcha: token });
    } catch (error) {
      captcha.reset();
      const message = captchaRefusal(error) ?? messageFor(error, MESSAGES.forgotPasswordFailed, MESSAGES.serverError);
      if (message) toast.error(message);
      return;
    }
    captcha.reset();
    onClose();
    toast.success(MESSAGES.checkYourMail);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Forgot password"
      description="Enter the e-mail address of your account and we will send you a temporary password."
      size="sm"
    >
      <ForgotPasswordForm onSubmit={forgotPassword} onCancel={onClose} />
      <Captcha captcha={captcha} />
    </Dialog>
  );
}
