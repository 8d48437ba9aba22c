import { useState, type FormEvent } from 'react';
import { Button, Dialog, Select, Stack, Textarea } from '@agency/ui';
import { reasonsFor, statusLabel, type ApplicantStatus, type StatusChangePayload } from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import { useRevealProblems } from '../../../shared/useRevealProblems';

export interface ReasonDialogProps {
  name: string;
  to: ApplicantStatus;
  onCancel: () => void;
  onConfirm: (payload: StatusChangePayload) => void;
}

/** A move to Rejected or Refused: the reason (from the list) and an optional note, before it is sent. */
export function ReasonDialog({ name, to, onCancel, onConfirm }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const reveal = useRevealProblems();
  const reasons = reasonsFor(to) ?? [];
  const error = reason ? undefined : messages.applicant.reasonRequired;
  const formId = `reason-${to}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error) return reveal(event);
    onConfirm({ To: to, Reason: reason, ...(note.trim() ? { Note: note.trim() } : {}) });
  };

  return (
    <Dialog
      open
      size="sm"
      onClose={onCancel}
      title={`Move ${name} to ${statusLabel(to)}`}
      description="A reason is needed for this move."
      footer={
        <Stack direction="row" gap={2} justify="flex-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Move
          </Button>
        </Stack>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Stack gap={3}>
          <Select
            label="Reason"
            placeholder="Choose a reason"
            options={reasons.map(({ key, label }) => ({ value: key, label }))}
            value={reason}
            required
            error={error}
            showError={tried}
            onChange={(event) => setReason(event.target.value)}
          />
          <Textarea label="Note (optional)" value={note} onChange={(event) => setNote(event.target.value)} />
        </Stack>
      </form>
    </Dialog>
  );
}
