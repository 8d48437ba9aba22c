import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, DateField, Dialog, Select, Stack, TextField, Textarea } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  SUBMISSION_NOTE_MAX_LENGTH,
  SUBMISSION_PIPELINE_MOVES,
  SUBMISSION_STATUSES,
  changeSubmissionStatus,
  statusLabel,
  submissionStatusLabel,
  type Submission,
  type SubmissionStatus,
  type SubmissionStatusPayload,
  type SubmissionStatusResult,
} from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { fieldsOf, instantOf, useAgencyTimeZone, zoneLabel } from '../calendar';
import { useRevealProblems } from '../../shared/useRevealProblems';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

export interface MoveSubmissionDialogProps {
  submission: Submission;
  onClose: () => void;
  /** The server's answer: the submission and the job order's status and fill after it. */
  onMoved: (result: SubmissionStatusResult) => void;
}

/**
 * Move a submission: the new status (any other; Interview again re-times it), a note for the history, the
 * interview's date and time (in the agency's time zone, named: the time typed is that time there, whatever the
 * device's zone) for Interview, and for Offer and Placed the pipeline move ("Also move … to Offered" / "to
 * Accepted"), checked by default.
 */
export function MoveSubmissionDialog(props: MoveSubmissionDialogProps) {
  // The interview's fields are read in the agency's zone: the dialog opens once it is known.
  const zone = useAgencyTimeZone();
  return zone ? <MoveSubmission {...props} zone={zone} /> : null;
}

function MoveSubmission({ submission, onClose, onMoved, zone }: MoveSubmissionDialogProps & { zone: string }) {
  const client = useApiClient();
  const [to, setTo] = useState<SubmissionStatus | ''>('');
  const [note, setNote] = useState('');
  const [when, setWhen] = useState(() => fieldsOf(submission.InterviewAt, zone));
  const [moveApplicant, setMoveApplicant] = useState(true);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const reveal = useRevealProblems();
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const options = SUBMISSION_STATUSES.filter(({ key }) => key !== submission.Status || key === 'interview').map(
    ({ key, label }) => ({ value: key, label }),
  );
  const pipeline = to ? SUBMISSION_PIPELINE_MOVES[to] : undefined;
  const errors = {
    Status: to ? serverErrors.Status : 'Choose a status',
    InterviewDate:
      to !== 'interview'
        ? undefined
        : !when.date
          ? 'Give the interview’s date'
          : !ISO_DATE.test(when.date)
            ? 'The interview’s date must be a date'
            : undefined,
    InterviewTime:
      to !== 'interview' ? undefined : TIME.test(when.time) ? serverErrors.InterviewAt : 'Give the interview’s time',
    Note:
      note.length > SUBMISSION_NOTE_MAX_LENGTH
        ? `The note must be at most ${SUBMISSION_NOTE_MAX_LENGTH} characters`
        : serverErrors.Note,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!to || errors.InterviewDate || errors.InterviewTime || note.length > SUBMISSION_NOTE_MAX_LENGTH)
      return reveal(event);
    const body: SubmissionStatusPayload = {
      Status: to,
      ...(note.trim() ? { Note: note.trim() } : {}),
      ...(to === 'interview' ? { InterviewAt: instantOf(when.date, when.time, zone) ?? '' } : {}),
      ...(pipeline ? { MoveApplicant: moveApplicant } : {}),
    };
    setSending(true);
    setFailure(null);
    setServerErrors({});
    try {
      const { data } = await client.call(changeSubmissionStatus, { params: { id: submission.Id }, body });
      onMoved(data);
    } catch (error) {
      if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
      setFailure(
        messageFor(
          error,
          isApiError(error) && error.message ? error.message : 'The submission could not be moved.',
          MESSAGES.serverError,
        ),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Move submission"
      description={`${submission.ApplicantName} to ${submission.JobOrderTitle}: now ${submissionStatusLabel(submission.Status)}.`}
      size="md"
      footer={
        <Stack direction="row" gap={2} justify="flex-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="move-submission" loading={sending}>
            Move
          </Button>
        </Stack>
      }
    >
      <form id="move-submission" noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap={4}>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Select
            label="New status"
            placeholder="Choose a status"
            options={options}
            value={to}
            required
            error={errors.Status}
            showError={tried}
            onChange={(event) => {
              setTo(event.target.value as SubmissionStatus | '');
              setMoveApplicant(true);
            }}
          />
          {to === 'interview' ? (
            <Stack direction="row" gap={3} wrap>
              <DateField
                label="Interview date"
                required
                value={when.date}
                error={errors.InterviewDate}
                showError={tried}
                onChange={(event) => setWhen((current) => ({ ...current, date: event.target.value }))}
              />
              <TextField
                label="Interview time"
                hint={`The agency's time zone: ${zoneLabel(zone, instantOf(when.date, when.time, zone) ?? new Date())}`}
                type="time"
                required
                value={when.time}
                error={errors.InterviewTime}
                showError={tried}
                onChange={(event) => setWhen((current) => ({ ...current, time: event.target.value }))}
              />
            </Stack>
          ) : null}
          {pipeline ? (
            <Checkbox
              label={`Also move ${submission.ApplicantName} to ${statusLabel(pipeline)}`}
              hint={`In the pipeline: now ${statusLabel(submission.ApplicantStatus)}.`}
              checked={moveApplicant}
              onChange={(event) => setMoveApplicant(event.target.checked)}
            />
          ) : null}
          <Textarea
            label="Note (optional)"
            hint="Kept in the submission's history."
            value={note}
            error={errors.Note}
            showError={tried || Boolean(serverErrors.Note)}
            onChange={(event) => setNote(event.target.value)}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
