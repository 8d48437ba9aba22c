import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, Stack, Text, Textarea } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  SUBMISSIONS_MAX_APPLICANTS,
  SUBMISSION_NOTE_MAX_LENGTH,
  listApplicants,
  statusLabel,
  submitApplicants,
  type ApplicantSummary,
  type JobOrderSummary,
  type SubmitApplicantsResult,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { MESSAGES } from '../../shared/messages';
import { SearchBox } from '../../shared/SearchBox';
import { useRevealProblems } from '../../shared/useRevealProblems';
import { messageFor } from '../../session/errors';
import { ChoiceList } from './ChoiceList';
import { JobOrderPicker } from './JobOrderPicker';

/** An applicant to submit, by id, with the name the person saw. */
export interface SubmitCandidate {
  ApplicantId: number;
  Name: string;
}

/** How many applicants a search in the dialog shows. */
const PICKER_PAGE_SIZE = 10;
const NOTE_TOO_LONG = `The note must be at most ${SUBMISSION_NOTE_MAX_LENGTH} characters`;

const plural = (count: number) => (count === 1 ? '1 applicant' : `${count} applicants`);

const Names = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

/**
 * What a submission call did: the applicants submitted, and by name those already submitted (not again).
 */
export function SubmitOutcomeAlert({
  result,
  jobOrderTitle,
  onDismiss,
  ref,
}: {
  result: SubmitApplicantsResult;
  /** Named in the title when the screen is not the job order's. */
  jobOrderTitle?: string;
  onDismiss: () => void;
  /** The alert (focusable from script: a screen whose Submit button left with the row moves focus here). */
  ref?: Ref<HTMLDivElement>;
}) {
  const created = result.Created.length;
  const already = result.AlreadySubmitted.length;
  const title = [
    created ? `${created} submitted${jobOrderTitle ? ` to ${jobOrderTitle}` : ''}` : '',
    already ? `${already} already submitted` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      tone={already ? 'warning' : 'success'}
      title={title}
      action={
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      {created ? (
        <Names aria-label="Submitted">
          {result.Created.map((submission) => (
            <li key={submission.Id}>{submission.ApplicantName}: submitted</li>
          ))}
        </Names>
      ) : null}
      {already ? (
        <Names aria-label="Already submitted">
          {result.AlreadySubmitted.map((entry) => (
            <li key={entry.ApplicantId}>{entry.ApplicantName}: already submitted</li>
          ))}
        </Names>
      ) : null}
    </Alert>
  );
}

/** The dialog's sending, its failure and the call: one for both dialogs. */
function useSubmit(onSubmitted: (result: SubmitApplicantsResult) => void) {
  const client = useApiClient();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (jobOrderId: number, applicantIds: number[], note: string) => {
    setSending(true);
    setFailure(null);
    try {
      const { data } = await client.call(submitApplicants, {
        params: { id: jobOrderId },
        body: { ApplicantIds: applicantIds, ...(note.trim() ? { Note: note.trim() } : {}) },
      });
      onSubmitted(data);
    } catch (error) {
      setFailure(
        messageFor(
          error,
          isApiError(error) && error.message ? error.message : 'The applicants could not be submitted.',
          MESSAGES.serverError,
        ),
      );
    } finally {
      setSending(false);
    }
  };
  return { sending, failure, send };
}

interface ShellProps {
  formId: string;
  title: string;
  description: ReactNode;
  sending: boolean;
  failure: string | null;
  note: string;
  onNote: (note: string) => void;
  tried: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The frame both submit dialogs share: the picker, the note, the refusal, Cancel and Submit. */
function SubmitShell({
  formId,
  title,
  description,
  sending,
  failure,
  note,
  onNote,
  tried,
  onClose,
  onSubmit,
  children,
}: ShellProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      size="md"
      footer={
        <Stack direction="row" gap={2} justify="flex-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            Submit
          </Button>
        </Stack>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        <Stack gap={4}>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {children}
          <Textarea
            label="Note (optional)"
            hint="Kept in each submission's history."
            value={note}
            error={note.length > SUBMISSION_NOTE_MAX_LENGTH ? NOTE_TOO_LONG : undefined}
            showError={tried}
            onChange={(event) => onNote(event.target.value)}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

/** "RN · Houston, TX · New Lead". */
const applicantDetail = (applicant: ApplicantSummary) =>
  [applicant.Discipline, [applicant.City, applicant.State].filter(Boolean).join(', '), statusLabel(applicant.Status)]
    .filter(Boolean)
    .join(' · ');

export interface SubmitApplicantsDialogProps {
  /** The Open job order the applicants are submitted to. */
  jobOrder: { Id: number; Title: string };
  onClose: () => void;
  /** The server's answer (the dialog is then closed by the caller). */
  onSubmitted: (result: SubmitApplicantsResult) => void;
}

/**
 * Submit applicants (from the job order): search the agency's applicants (name, e-mail, phone), tick one or
 * several (they stay chosen across searches), add a note, Submit.
 */
export function SubmitApplicantsDialog({ jobOrder, onClose, onSubmitted }: SubmitApplicantsDialogProps) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<SubmitCandidate[]>([]);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const reveal = useRevealProblems();
  const { sending, failure, send } = useSubmit(onSubmitted);
  const found = useApiQuery(listApplicants, { query: { q: q.trim() || undefined, pageSize: PICKER_PAGE_SIZE } });
  const items = found.data?.Items ?? [];
  const error =
    chosen.length === 0
      ? 'Choose at least one applicant'
      : chosen.length > SUBMISSIONS_MAX_APPLICANTS
        ? `Choose at most ${SUBMISSIONS_MAX_APPLICANTS} applicants`
        : undefined;

  const toggle = (id: number, checked: boolean) => {
    const applicant = items.find((entry) => entry.ApplicantId === id);
    setChosen((current) =>
      checked && applicant
        ? [...current, { ApplicantId: id, Name: `${applicant.FirstName} ${applicant.LastName}`.trim() }]
        : current.filter((entry) => entry.ApplicantId !== id),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error || note.length > SUBMISSION_NOTE_MAX_LENGTH) return reveal(event);
    void send(
      jobOrder.Id,
      chosen.map((entry) => entry.ApplicantId),
      note,
    );
  };

  return (
    <SubmitShell
      formId="submit-applicants"
      title="Submit applicants"
      description={`To ${jobOrder.Title}. An applicant already submitted to it is not submitted again.`}
      sending={sending}
      failure={failure}
      note={note}
      onNote={setNote}
      tried={tried}
      onClose={onClose}
      onSubmit={submit}
    >
      <SearchBox
        label="Search applicants"
        hint="Any part of the name, the e-mail or the phone"
        value={q}
        onSearch={setQ}
      />
      <ChoiceList
        legend="Applicants"
        type="checkbox"
        name="applicants"
        items={items.map((applicant) => ({
          value: String(applicant.ApplicantId),
          label: `${applicant.FirstName} ${applicant.LastName}`.trim(),
          detail: applicantDetail(applicant),
        }))}
        isChecked={(id) => chosen.some((entry) => entry.ApplicantId === Number(id))}
        onToggle={(id, checked) => toggle(Number(id), checked)}
        empty={
          found.error
            ? 'The applicants could not be loaded.'
            : found.data
              ? 'No applicant matches.'
              : 'Loading the applicants…'
        }
      />
      <div role="status">
        {chosen.length ? (
          <Text size="sm">
            {plural(chosen.length)} chosen: {chosen.map((entry) => entry.Name).join(', ')}
          </Text>
        ) : null}
      </div>
      {tried && error ? (
        <Text tone="danger" role="alert">
          {error}
        </Text>
      ) : null}
    </SubmitShell>
  );
}

export interface SubmitToJobOrderDialogProps {
  /** The applicants to submit (one from the record, the selection from search). */
  applicants: readonly SubmitCandidate[];
  onClose: () => void;
  /** The server's answer and the job order chosen (the dialog is then closed by the caller). */
  onSubmitted: (result: SubmitApplicantsResult, jobOrder: JobOrderSummary) => void;
}

/** Submit to job order (from the applicant record or search's selection): pick an Open job order, a note. */
export function SubmitToJobOrderDialog({ applicants, onClose, onSubmitted }: SubmitToJobOrderDialogProps) {
  const [order, setOrder] = useState<JobOrderSummary | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const reveal = useRevealProblems();
  const { sending, failure, send } = useSubmit((result) => {
    if (order) onSubmitted(result, order);
  });
  const error = order ? undefined : 'Choose a job order';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!order || note.length > SUBMISSION_NOTE_MAX_LENGTH) return reveal(event);
    void send(
      order.Id,
      applicants.map((entry) => entry.ApplicantId),
      note,
    );
  };
  const who = applicants.length === 1 ? applicants[0]!.Name : plural(applicants.length);
  return (
    <SubmitShell
      formId="submit-to-job-order"
      title="Submit to job order"
      description={`Submit ${who} to an open job order. An applicant already submitted to it is not submitted again.`}
      sending={sending}
      failure={failure}
      note={note}
      onNote={setNote}
      tried={tried}
      onClose={onClose}
      onSubmit={submit}
    >
      <JobOrderPicker value={order} onChange={setOrder} error={tried ? error : undefined} />
    </SubmitShell>
  );
}

export interface SubmitChosenDialogProps {
  /** The Open job order. */
  jobOrder: { Id: number; Title: string };
  /** The applicants already chosen (a matching applicant's row, or those ticked). */
  applicants: readonly SubmitCandidate[];
  onClose: () => void;
  /** The server's answer (the dialog is then closed by the caller). */
  onSubmitted: (result: SubmitApplicantsResult) => void;
}

/**
 * Submit applicants chosen beforehand to a job order chosen beforehand (from the matches, either way): who
 * and where are said, a note is added, Submit.
 */
export function SubmitChosenDialog({ jobOrder, applicants, onClose, onSubmitted }: SubmitChosenDialogProps) {
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const reveal = useRevealProblems();
  const { sending, failure, send } = useSubmit(onSubmitted);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (note.length > SUBMISSION_NOTE_MAX_LENGTH) return reveal(event);
    void send(
      jobOrder.Id,
      applicants.map((entry) => entry.ApplicantId),
      note,
    );
  };
  const who = applicants.length === 1 ? applicants[0]!.Name : plural(applicants.length);
  return (
    <SubmitShell
      formId="submit-chosen"
      title={`Submit ${who}`}
      description={`To ${jobOrder.Title}. An applicant already submitted to it is not submitted again.`}
      sending={sending}
      failure={failure}
      note={note}
      onNote={setNote}
      tried={tried}
      onClose={onClose}
      onSubmit={submit}
    >
      {applicants.length > 1 ? (
        <Names aria-label="Chosen applicants">
          {applicants.map((entry) => (
            <li key={entry.ApplicantId}>{entry.Name}</li>
          ))}
        </Names>
      ) : null}
    </SubmitShell>
  );
}
