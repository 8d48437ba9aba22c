import { ForgotPasswordForm } from '@agency/forms';
import type { ForgotPasswordValues } from '@agency/forms/schemas';
import { Dialog } from '@agency/ui';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (values: ForgotPasswordValues) => Promise<void>;
}

/**
 * SPEC §2's forgot-password dialog. Its own module: the login page loads it on first use, so the dialog,
 * its focus trap and the form are not part of what the login route loads up front.
 */
export function ForgotPasswordDialog({ open, onClose, onSubmit }: ForgotPasswordDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Forgot password"
      description="Enter the e-mail address of your account and we will send you a temporary password."
      size="sm"
    >
      <ForgotPasswordForm onSubmit={onSubmit} onCancel={onClose} />
    </Dialog>
  );
}
