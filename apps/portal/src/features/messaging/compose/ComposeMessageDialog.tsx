import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, ErrorState, LoadingState, Select, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  MISSING_MERGE_FIELDS,
  checkMessages,
  listMessageTemplates,
  listSavedSearches,
  messageChannelLabel,
  messageStateLabel,
  sendMessages,
  type JobOrderSummary,
  type MergeFieldKey,
  type MergeFieldValues,
  type MessageChannel,
  type MessageCheck,
  type SendMessagesPayload,
  type SendMessagesResult,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { ComposeMessageForm } from '@agency/forms';
import type { ComposeMessageValues } from '@agency/forms/schemas';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { MessagePreviewPanel } from './MessagePreviewPanel';
import { MissingFieldsPanel } from './MissingFieldsPanel';

/** An applicant to write to, with the name the person saw. */
export interface MessageRecipient {
  ApplicantId: number;
  Name: string;
}

/** Who the message goes to: chosen applicants, or everyone in one of the user's saved searches. */
export type ComposeRecipients =
  { kind: 'applicants'; applicants: readonly MessageRecipient[] } | { kind: 'saved-search' };

export interface ComposeMessageDialogProps {
  channel: MessageChannel;
  recipients: ComposeRecipients;
  /** The job order the message is about (its merge fields), unless one is chosen in the dialog. */
  jobOrderId?: number | null;
  onClose: () => void;
  /** After a send (the dialog then shows the per-recipient results until closed). */
  onSent?: (result: SendMessagesResult) => void;
}

const Names = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What a send did, per recipient: queued, scheduled, held for quiet hours, or skipped with the reason. */
export function SendResults({ result }: { result: SendMessagesResult }) {
  const skipped = result.Results.filter((entry) => entry.MessageId === null);
  const held = result.Results.filter((entry) => entry.State === 'held');
  const scheduled = result.Results.filter((entry) => entry.State === 'scheduled');
  return (
    <Stack gap={3}>
      <Alert
        tone={skipped.length ? 'warning' : 'success'}
        title={
          [
            scheduled.length ? `${plural(scheduled.length, 'message')} scheduled` : '',
            result.Queued - scheduled.length > 0 ? `${plural(result.Queued - scheduled.length, 'message')} queued` : '',
            skipped.length ? `${skipped.length} skipped` : '',
          ]
            .filter(Boolean)
            .join(', ') || 'Nothing was sent'
        }
      >
        {held.length ? (
          <Names aria-label="Held for quiet hours">
            {held.map((entry) => (
              <li key={entry.ApplicantId}>
                {entry.Name}: {entry.Reason ?? messageStateLabel('held')}
              </li>
            ))}
          </Names>
        ) : null}
        {skipped.length ? (
          <Names aria-label="Skipped">
            {skipped.map((entry) => (
              <li key={entry.ApplicantId}>
                {entry.Name}: {entry.Reason}
              </li>
            ))}
          </Names>
        ) : null}
      </Alert>
    </Stack>
  );
}

/** The values typed for merge fields, trimmed, the empty ones left out. */
const typedValues = (values: MergeFieldValues): MergeFieldValues =>
  Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, value?.trim() ?? ''])
      .filter(([, value]) => value !== ''),
  ) as MergeFieldValues;

/**
 * Write and send (or schedule) an e-mail or SMS to one applicant, a selection, or everyone in a saved
 * search: from a template or from scratch, merge fields from the picker, a preview for the first recipient
 * exactly as it will be sent. Send first checks the send (checkMessages): while any recipient's message
 * would have a merge field without a value nothing is sent, and the dialog lists them with the ways to fill
 * them (the job order, a typed value) or to leave those recipients out; then the result for each recipient.
 */
export function ComposeMessageDialog({
  channel,
  recipients,
  jobOrderId = null,
  onClose,
  onSent,
}: ComposeMessageDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const templates = useApiQuery(listMessageTemplates, { query: { Channel: channel } }, { revalidateOnFocus: false });
  const searches = useApiQuery(listSavedSearches, recipients.kind === 'saved-search' ? undefined : null, {
    revalidateOnFocus: false,
  });
  const [savedSearchId, setSavedSearchId] = useState('');
  const [searchError, setSearchError] = useState<string | undefined>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<SendMessagesResult | null>(null);
  // The check that stopped the send (and the job order it was made with), what fills the blanks, who is left out.
  const [check, setCheck] = useState<{ result: MessageCheck; jobOrderId: number | null } | null>(null);
  const [jobOrder, setJobOrder] = useState<JobOrderSummary | null>(null);
  const [values, setValues] = useState<MergeFieldValues>({});
  const [leftOut, setLeftOut] = useState<MessageRecipient[]>([]);
  const label = messageChannelLabel(channel);
  const title = channel === 'email' ? 'Send e-mail' : 'Send SMS';
  const chosenJobOrderId = jobOrder?.Id ?? jobOrderId;
  const fields = typedValues(values);
  const single = recipients.kind === 'applicants' && recipients.applicants.length === 1;

  const send = async (form: ComposeMessageValues, templateId: number | null) => {
    setFailure(null);
    if (recipients.kind === 'saved-search' && !savedSearchId) {
      setSearchError('Choose a saved search.');
      return;
    }
    const body: SendMessagesPayload = {
      Channel: channel,
      TemplateId: templateId,
      ...(channel === 'email' ? { Subject: form.Subject, Marketing: form.Marketing } : {}),
      Body: form.Body,
      ...(recipients.kind === 'applicants'
        ? { ApplicantIds: recipients.applicants.map((entry) => entry.ApplicantId) }
        : { SavedSearchId: Number(savedSearchId) }),
      JobOrderId: chosenJobOrderId,
      SendAt: form.SendAt ? new Date(form.SendAt).toISOString() : null,
      ...(Object.keys(fields).length > 0 ? { Fields: fields } : {}),
      ...(leftOut.length > 0 ? { ExcludeApplicantIds: leftOut.map((entry) => entry.ApplicantId) } : {}),
    };
    try {
      const checked = await client.call(checkMessages, { body });
      if (checked.data.MissingFields.length > 0) {
        setCheck({ result: checked.data, jobOrderId: chosenJobOrderId });
        return;
      }
      setCheck(null);
      const { data } = await client.call(sendMessages, { body });
      setResult(data);
      toast.success(form.SendAt ? `${label} scheduled.` : `${label} queued.`);
      onSent?.(data);
    } catch (error) {
      if (isApiError(error) && error.errors && error.code !== MISSING_MERGE_FIELDS)
        setServerErrors({ ...error.errors });
      setFailure(
        messageFor(
          error,
          isApiError(error) && error.message ? error.message : `The ${label} could not be sent.`,
          MESSAGES.serverError,
        ),
      );
    }
  };

  const first =
    recipients.kind === 'applicants'
      ? recipients.applicants.find((entry) => !leftOut.some((out) => out.ApplicantId === entry.ApplicantId))
      : undefined;
  const description =
    recipients.kind === 'applicants'
      ? recipients.applicants.length === 1
        ? `To ${recipients.applicants[0]!.Name}`
        : `To ${recipients.applicants.length} applicants`
      : 'To everyone in a saved search';

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      size="lg"
      footer={
        result ? (
          <Stack direction="row" justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Stack>
        ) : undefined
      }
    >
      {result ? (
        <SendResults result={result} />
      ) : templates.error ? (
        <ErrorState what="templates" onRetry={() => void templates.mutate()} />
      ) : !templates.data ? (
        <LoadingState label="Loading the templates" />
      ) : (
        <Stack gap={4}>
          {recipients.kind === 'applicants' && recipients.applicants.length > 1 ? (
            <Text size="sm" tone="muted">
              {recipients.applicants.map((entry) => entry.Name).join(', ')}
            </Text>
          ) : null}
          {recipients.kind === 'saved-search' ? (
            searches.error ? (
              <ErrorState what="saved searches" onRetry={() => void searches.mutate()} />
            ) : (
              <Select
                label="Saved search"
                required
                placeholder={searches.data?.length === 0 ? 'You have no saved searches' : 'Choose a saved search'}
                options={(searches.data ?? []).map((search) => ({
                  value: String(search.SavedSearchId),
                  label: search.Name,
                }))}
                value={savedSearchId}
                error={searchError}
                showError={searchError !== undefined}
                hint="Every applicant the search finds when the message is sent (at most 1,000)."
                onChange={(event) => {
                  setSavedSearchId(event.target.value);
                  setSearchError(undefined);
                }}
              />
            )
          ) : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <ComposeMessageForm
            channel={channel}
            templates={templates.data}
            serverErrors={serverErrors}
            onSubmit={send}
            onCancel={onClose}
          >
            {(draft) => (
              <>
                {leftOut.length > 0 ? (
                  <Alert
                    tone="info"
                    action={
                      <Button type="button" variant="ghost" size="sm" onClick={() => setLeftOut([])}>
                        Include them again
                      </Button>
                    }
                  >
                    Left out: {leftOut.map((entry) => entry.Name).join(', ')}.
                  </Alert>
                ) : null}
                {check ? (
                  <MissingFieldsPanel
                    check={check.result}
                    checkedJobOrderId={check.jobOrderId}
                    single={single}
                    jobOrder={jobOrder}
                    onJobOrder={setJobOrder}
                    values={values}
                    onValue={(key: MergeFieldKey, value: string) => setValues((now) => ({ ...now, [key]: value }))}
                    onLeaveOut={() => {
                      const blanks = check.result.Blanks.map(({ ApplicantId, Name }) => ({ ApplicantId, Name }));
                      setLeftOut((now) => [
                        ...now,
                        ...blanks.filter((entry) => !now.some((out) => out.ApplicantId === entry.ApplicantId)),
                      ]);
                      setCheck(null);
                    }}
                  />
                ) : null}
                {first ? (
                  <MessagePreviewPanel
                    draft={draft}
                    applicant={first}
                    jobOrderId={chosenJobOrderId}
                    fields={fields}
                    bulk={!single}
                  />
                ) : null}
              </>
            )}
          </ComposeMessageForm>
        </Stack>
      )}
    </Dialog>
  );
}
