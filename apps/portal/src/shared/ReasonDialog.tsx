import { useState, type FormEvent } from 'react';
import { Button, Dialog, Stack, Textarea } from '@agency/ui';
import { ONBOARDING_REASON_MAX_LENGTH } from '@agency/api-client/contract';
import { useRevealProblems } from './useRevealProblems';

export interface ReasonDialogProps {
  title: string;
  description: string;
  /** The confirming button's text. */
  confirmLabel: string;
  /** The message shown when the reason is empty after a try. */
  requiredMessage: string;
  sending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** A dialog that asks for a reason (required, at most ONBOARDING_REASON_MAX_LENGTH characters). */
export function ReasonDialog(props: ReasonDialogProps) {
  const { title, description, confirmLabel, requiredMessage, sending, onCancel, onConfirm } = props;
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const reveal = useRevealProblems();
  const trimmed = reason.trim();
  const error = trimmed
    ? trimmed.length > ONBOARDING_REASON_MAX_LENGTH
      ? `At most ${ONBOARDING_REASON_MAX_LENGTH} characters.`
      : undefined
    : requiredMessage;
  const formId = 'onboarding-reason';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error) reveal(event);
    else onConfirm(trimmed);
  };

  return (
    <Dialog
      open
      size="sm"
      onClose={onCancel}
      title={title}
      description={description}
      footer={
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            {confirmLabel}
          </Button>
        </Stack>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Textarea
          label="Reason"
          value={reason}
          required
          error={error}
          showError={tried}
          maxLength={ONBOARDING_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
