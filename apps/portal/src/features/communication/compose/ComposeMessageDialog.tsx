import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, ErrorState, LoadingState, Select, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  listMessageTemplates,
  listSavedSearches,
  messageChannelLabel,
  messageStateLabel,
  sendMessages,
  type MessageChannel,
  type SendMessagesResult,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { ComposeMessageForm } from '@agency/forms';
import type { ComposeMessageValues } from '@agency/forms/schemas';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { MessagePreviewPanel } from './MessagePreviewPanel';

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
  /** The job order the message is about (its merge fields). */
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

/**
 * Write and send (or schedule) an e-mail or SMS to one applicant, a selection, or everyone in a saved
 * search: from a template or from scratch, merge fields from the picker, a preview for the first recipient
 * with a warning for empty fields, then the result for each recipient.
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
  const label = messageChannelLabel(channel);
  const title = channel === 'email' ? 'Send e-mail' : 'Send SMS';

  const send = async (values: ComposeMessageValues, templateId: number | null) => {
    setFailure(null);
    if (recipients.kind === 'saved-search' && !savedSearchId) {
      setSearchError('Choose a saved search.');
      return;
    }
    try {
      const { data } = await client.call(sendMessages, {
        body: {
          Channel: channel,
          TemplateId: templateId,
          ...(channel === 'email' ? { Subject: values.Subject, Marketing: values.Marketing } : {}),
          Body: values.Body,
          ...(recipients.kind === 'applicants'
            ? { ApplicantIds: recipients.applicants.map((entry) => entry.ApplicantId) }
            : { SavedSearchId: Number(savedSearchId) }),
          JobOrderId: jobOrderId,
          SendAt: values.SendAt ? new Date(values.SendAt).toISOString() : null,
        },
      });
      setResult(data);
      toast.success(values.SendAt ? `${label} scheduled.` : `${label} queued.`);
      onSent?.(data);
    } catch (error) {
      if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
      setFailure(
        messageFor(
          error,
          isApiError(error) && error.message ? error.message : `The ${label} could not be sent.`,
          MESSAGES.serverError,
        ),
      );
    }
  };

  const first = recipients.kind === 'applicants' ? recipients.applicants[0] : undefined;
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
            {(draft) =>
              first ? <MessagePreviewPanel draft={draft} applicant={first} jobOrderId={jobOrderId} /> : null
            }
          </ComposeMessageForm>
        </Stack>
      )}
    </Dialog>
  );
}
