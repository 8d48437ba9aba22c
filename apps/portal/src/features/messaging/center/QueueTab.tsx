import { useState } from 'react';
import { Badge, Button, DataTable, ErrorState, Select, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  cancelMessage,
  listMessages,
  messageChannelLabel,
  messageStateLabel,
  type MessageState,
  type MessageSummary,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { formatMoment } from '../../../shared/format';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';

const STATES: { value: MessageState; label: string }[] = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'held', label: 'Held for quiet hours' },
  { value: 'queued', label: 'Queued' },
];

/** The messages that have not left yet, soonest first, each with Cancel. */
export function QueueTab() {
  const client = useApiClient();
  const toast = useToast();
  const [state, setState] = useState<MessageState>('scheduled');
  const [cancelling, setCancelling] = useState<number | null>(null);
  const queue = useApiQuery(listMessages, {
    query: { State: state, sort: 'sendAt', order: 'asc', pageSize: 50 },
  });

  const cancel = async (message: MessageSummary) => {
    setCancelling(message.MessageId);
    try {
      await client.call(cancelMessage, { params: { id: message.MessageId } });
      toast.success('The message has been cancelled.');
    } catch (error) {
      const text = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'The message could not be cancelled.',
        MESSAGES.serverError,
      );
      if (text) toast.error(text);
    } finally {
      setCancelling(null);
      await queue.mutate();
    }
  };

  return (
    <Stack gap={4}>
      <Select
        label="Waiting"
        options={STATES}
        value={state}
        onChange={(event) => setState(event.target.value as MessageState)}
      />
      {queue.error ? (
        <ErrorState what="queue" onRetry={() => void queue.mutate()} />
      ) : (
        <>
          <DataTable
            caption={`${messageStateLabel(state)} messages`}
            captionHidden
            loading={!queue.data}
            rows={queue.data?.Items ?? []}
            rowKey={(row) => String(row.MessageId)}
            empty={<Text>Nothing is waiting.</Text>}
            columns={[
              { id: 'to', header: 'To', cell: (row) => `${row.ApplicantName} (${row.Recipient})` },
              { id: 'channel', header: 'Channel', cell: (row) => messageChannelLabel(row.Channel) },
              { id: 'what', header: 'Message', cell: (row) => row.Subject ?? row.Preview },
              {
                id: 'when',
                header: 'Leaves',
                cell: (row) => (
                  <Stack gap={1}>
                    <span>{formatMoment(row.SendAt)}</span>
                    {row.Reason ? (
                      <Text as="span" size="sm" tone="muted">
                        {row.Reason}
                      </Text>
                    ) : null}
                  </Stack>
                ),
              },
              {
                id: 'from',
                header: 'Sender',
                cell: (row) => (row.Automatic ? <Badge tone="neutral">Automatic</Badge> : row.SenderName),
              },
              {
                id: 'cancel',
                header: 'Actions',
                cell: (row) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={cancelling === row.MessageId}
                    aria-label={`Cancel the message to ${row.ApplicantName}`}
                    onClick={() => void cancel(row)}
                  >
                    Cancel
                  </Button>
                ),
              },
            ]}
          />
          {queue.data && queue.data.Total > queue.data.Items.length ? (
            <Text size="sm" tone="muted">
              The first {queue.data.Items.length} of {queue.data.Total}. The e-mail and SMS histories list them all.
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
