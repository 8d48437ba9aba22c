import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, Select, Stack, Text, Textarea, TextField, useToast } from '@agency/ui';
import {
  API_CALLS,
  APPLICANT_STATUSES,
  BULK_MAX_APPLICANTS,
  SUBMISSIONS_MAX_APPLICANTS,
  allowedMoves,
  listApplicantOwners,
  reasonsFor,
  type ApplicantStatus,
  type ApplicantSummary,
  type BulkAction,
  type BulkResult,
  type MessageChannel,
  type RoleKey,
  can,
} from '@agency/api-client/contract';
import { isApiError } from '@agency/api-client';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { messages } from '@agency/forms/schemas';
import { SubmitToJobOrderDialog } from '../../job-orders';
import { ComposeMessageDialog } from '../../messaging';
import { applicantName } from '../shared/staff';
import { useRevealProblems } from '../../../shared/useRevealProblems';

/** The bulk updates, and the submission of the selection to a job order. */
type Kind = BulkAction['Kind'] | 'submit';
/** The dialogs of the bar: the bulk updates and submission, and a message to the selection. */
type DialogKind = Kind | MessageChannel;

/** What a bulk action did, per applicant, with the names the person saw. */
export interface BulkOutcome {
  kind: Kind;
  results: (BulkResult & { name: string })[];
}

const WORDS: Record<Kind, [done: string, notDone: string]> = {
  status: ['moved', 'not moved'],
  assign: ['assigned', 'not assigned'],
  tag: ['tagged', 'not tagged'],
  submit: ['submitted', 'already submitted'],
};

/** "8 moved, 2 not moved". */
export function outcomeSummary({ kind, results }: BulkOutcome): string {
  const done = results.filter((result) => result.Ok).length;
  const [doneWord, notWord] = WORDS[kind];
  const failed = results.length - done;
  return failed === 0 ? `${done} ${doneWord}` : `${done} ${doneWord}, ${failed} ${notWord}`;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Failures = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

/** The outcome of the last bulk action: how many were done and, for each one that was not, why. */
export function BulkOutcomeAlert({ outcome, onDismiss }: { outcome: BulkOutcome; onDismiss: () => void }) {
  const failures = outcome.results.filter((result) => !result.Ok);
  return (
    <Alert
      tone={failures.length ? 'warning' : 'success'}
      title={outcomeSummary(outcome)}
      action={
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      {failures.length ? (
        <Failures aria-label={`Not ${WORDS[outcome.kind][0]}`}>
          {failures.map((failure) => (
            <li key={failure.ApplicantId}>
              {failure.name}: {failure.Message}
            </li>
          ))}
        </Failures>
      ) : null}
    </Alert>
  );
}

export interface BulkActionsProps {
  /** The selected rows (of the current page). */
  selected: readonly ApplicantSummary[];
  roles: readonly RoleKey[];
  onClear: () => void;
  /** Called with the server's per-applicant answer. */
  onDone: (outcome: BulkOutcome) => void;
}

/**
 * The actions on the selected rows: change status, assign owner, add tag, and submit to a job order (an
 * applicant already submitted to it is reported, not submitted again) for supervisors and above; send an
 * e-mail or SMS to the selection for everyone who may send messages.
 */
export function BulkActions({ selected, roles, onClear, onDone }: BulkActionsProps) {
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const canBulk = can(roles, 'applicants.bulk');
  const canMessage = can(roles, 'messages.send');
  const client = useApiClient();
  const toast = useToast();
  const [sending, setSending] = useState(false);
  const tooMany = selected.length > BULK_MAX_APPLICANTS;
  const tooManyToSubmit = selected.length > SUBMISSIONS_MAX_APPLICANTS;

  const send = async (action: BulkAction) => {
    setSending(true);
    try {
      const { data } = await client.call(API_CALLS.bulkUpdateApplicants, {
        body: { ApplicantIds: selected.map((row) => row.ApplicantId), Action: action },
      });
      const names = new Map(selected.map((row) => [row.ApplicantId, applicantName(row)]));
      setDialog(null);
      onDone({
        kind: action.Kind,
        results: data.map((result) => ({ ...result, name: names.get(result.ApplicantId) ?? `#${result.ApplicantId}` })),
      });
    } catch (error) {
      toast.error(isApiError(error) && error.message ? error.message : 'The change could not be made.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Bar role="group" aria-label="Bulk actions">
      <Text as="span" size="sm">
        {selected.length} selected
      </Text>
      {canBulk ? (
        <>
          <Button size="sm" variant="secondary" disabled={tooMany} onClick={() => setDialog('status')}>
            Change status
          </Button>
          <Button size="sm" variant="secondary" disabled={tooMany} onClick={() => setDialog('assign')}>
            Assign owner
          </Button>
          <Button size="sm" variant="secondary" disabled={tooMany} onClick={() => setDialog('tag')}>
            Add tag
          </Button>
          <Button size="sm" variant="secondary" disabled={tooManyToSubmit} onClick={() => setDialog('submit')}>
            Submit to job order
          </Button>
        </>
      ) : null}
      {canMessage ? (
        <>
          <Button size="sm" variant="secondary" onClick={() => setDialog('email')}>
            Send e-mail
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDialog('sms')}>
            Send SMS
          </Button>
        </>
      ) : null}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      {dialog === 'email' || dialog === 'sms' ? (
        <ComposeMessageDialog
          channel={dialog}
          recipients={{
            kind: 'applicants',
            applicants: selected.map((row) => ({ ApplicantId: row.ApplicantId, Name: applicantName(row) })),
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'status' ? (
        <StatusDialog
          selected={selected}
          roles={roles}
          sending={sending}
          onClose={() => setDialog(null)}
          onSend={send}
        />
      ) : null}
      {dialog === 'assign' ? (
        <AssignDialog count={selected.length} sending={sending} onClose={() => setDialog(null)} onSend={send} />
      ) : null}
      {dialog === 'tag' ? (
        <TagDialog count={selected.length} sending={sending} onClose={() => setDialog(null)} onSend={send} />
      ) : null}
      {dialog === 'submit' ? (
        <SubmitToJobOrderDialog
          applicants={selected.map((row) => ({ ApplicantId: row.ApplicantId, Name: applicantName(row) }))}
          onClose={() => setDialog(null)}
          onSubmitted={(result, order) => {
            setDialog(null);
            onDone({
              kind: 'submit',
              results: [
                ...result.Created.map((submission) => ({
                  ApplicantId: submission.ApplicantId,
                  Ok: true,
                  Message: '',
                  name: submission.ApplicantName,
                })),
                ...result.AlreadySubmitted.map((entry) => ({
                  ApplicantId: entry.ApplicantId,
                  Ok: false,
                  Message: `already submitted to ${order.Title}`,
                  name: entry.ApplicantName,
                })),
              ],
            });
          }}
        />
      ) : null}
    </Bar>
  );
}

interface DialogProps {
  sending: boolean;
  onClose: () => void;
  onSend: (action: BulkAction) => Promise<void>;
}

const plural = (count: number) => (count === 1 ? '1 applicant' : `${count} applicants`);

function Footer({
  formId,
  sending,
  onClose,
  label,
}: {
  formId: string;
  sending: boolean;
  onClose: () => void;
  label: string;
}) {
  return (
    <Stack direction="row" gap={2} justify="flex-end">
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={sending}>
        {label}
      </Button>
    </Stack>
  );
}

/**
 * Change status: offers the statuses that are an allowed move for at least one selected applicant (saying
 * for how many when not for all); the server answers per applicant.
 */
function StatusDialog({
  selected,
  roles,
  sending,
  onClose,
  onSend,
}: DialogProps & { selected: readonly ApplicantSummary[]; roles: readonly RoleKey[] }) {
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const reveal = useRevealProblems();
  const movable = (status: ApplicantStatus) =>
    selected.filter((row) =>
      allowedMoves(row.Status, { roles, ownsOrUnassigned: true }).some((move) => move.To === status),
    ).length;
  const options = APPLICANT_STATUSES.flatMap(({ key, label }) => {
    const count = movable(key);
    if (count === 0) return [];
    return [{ value: key, label: count === selected.length ? label : `${label} (${count} of ${selected.length})` }];
  });
  const reasons = to ? reasonsFor(to as ApplicantStatus) : null;
  const statusError = to ? undefined : 'Choose a status';
  const reasonError = reasons && !reason ? messages.applicant.reasonRequired : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (statusError || reasonError) return reveal(event);
    void onSend({
      Kind: 'status',
      To: to as ApplicantStatus,
      ...(reasons ? { Reason: reason } : {}),
      ...(note.trim() ? { Note: note.trim() } : {}),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Change status"
      description={`Move ${plural(selected.length)}. Each one moves only where its status allows.`}
      footer={<Footer formId="bulk-status" sending={sending} onClose={onClose} label="Change status" />}
    >
      <form id="bulk-status" noValidate onSubmit={submit}>
        <Stack gap={3}>
          {options.length === 0 ? <Alert tone="info">None of the selected applicants can be moved.</Alert> : null}
          <Select
            label="New status"
            placeholder="Choose a status"
            options={options}
            value={to}
            required
            error={statusError}
            showError={tried}
            onChange={(event) => {
              setTo(event.target.value);
              setReason('');
            }}
          />
          {reasons ? (
            <Select
              label="Reason"
              placeholder="Choose a reason"
              options={reasons.map(({ key, label }) => ({ value: key, label }))}
              value={reason}
              required
              error={reasonError}
              showError={tried}
              onChange={(event) => setReason(event.target.value)}
            />
          ) : null}
          <Textarea label="Note (optional)" value={note} onChange={(event) => setNote(event.target.value)} />
        </Stack>
      </form>
    </Dialog>
  );
}

function AssignDialog({ count, sending, onClose, onSend }: DialogProps & { count: number }) {
  const owners = useApiQuery(listApplicantOwners);
  const [owner, setOwner] = useState('');
  const [tried, setTried] = useState(false);
  const reveal = useRevealProblems();
  const error = owner ? undefined : 'Choose an owner';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error) return reveal(event);
    void onSend({ Kind: 'assign', OwnerId: owner === 'unassigned' ? null : Number(owner) });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Assign owner"
      description={`Give ${plural(count)} to one recruiter, or leave them unassigned.`}
      footer={<Footer formId="bulk-assign" sending={sending} onClose={onClose} label="Assign owner" />}
    >
      <form id="bulk-assign" noValidate onSubmit={submit}>
        <Select
          label="Owner"
          placeholder={owners.data ? 'Choose an owner' : 'Loading owners…'}
          options={[
            ...(owners.data ?? []).map((entry) => ({ value: String(entry.RecruiterId), label: entry.Name })),
            { value: 'unassigned', label: 'Unassigned' },
          ]}
          value={owner}
          required
          error={owners.error ? 'The owners could not be loaded.' : error}
          showError={tried || Boolean(owners.error)}
          onChange={(event) => setOwner(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

const TAG_MAX = 40;

function TagDialog({ count, sending, onClose, onSend }: DialogProps & { count: number }) {
  const [tag, setTag] = useState('');
  const [tried, setTried] = useState(false);
  const reveal = useRevealProblems();
  const trimmed = tag.trim();
  const error = !trimmed ? 'Tag is required' : trimmed.length > TAG_MAX ? messages.applicant.tagMax : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error) return reveal(event);
    void onSend({ Kind: 'tag', Tag: trimmed });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Add tag"
      description={`Add one tag to ${plural(count)}.`}
      footer={<Footer formId="bulk-tag" sending={sending} onClose={onClose} label="Add tag" />}
    >
      <form id="bulk-tag" noValidate onSubmit={submit}>
        <TextField
          label="Tag"
          value={tag}
          required
          error={error}
          showError={tried}
          onChange={(event) => setTag(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
