import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  DescriptionList,
  Dialog,
  ErrorState,
  Heading,
  LoadingState,
  Stack,
  Text,
  Timeline,
  useToast,
  type DescriptionListItem,
  formatPhone,
} from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  MESSAGE_CANCELLABLE_STATES,
  cancelMessage,
  getMessage,
  messageChannelLabel,
  messageStateLabel,
  type MessageDetail,
  type MessageEvent,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { formatMoment } from '../../../shared/format';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { MESSAGE_STATE_TONES, recipientText, senderText } from './format';
import { MessageStateBadge } from './MessageStateBadge';

const Body = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const PlainText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  white-space: pre-wrap;
`;

/** The HTML part as sent, in a frame that runs nothing and reaches nothing (`sandbox=""`). */
const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 18rem;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const list = (addresses: readonly string[]) => (addresses.length > 0 ? addresses.join(', ') : 'None');

/** The dialog's title: "E-mail to Maria Rivera", "SMS from Maria Rivera". */
const titleOf = (message: Pick<MessageDetail, 'Channel' | 'Direction' | 'ApplicantName'>) =>
  `${messageChannelLabel(message.Channel)} ${message.Direction === 'inbound' ? 'from' : 'to'} ${message.ApplicantName}`;

function eventOf(event: MessageEvent, index: number) {
  return {
    id: `${event.At}-${index}`,
    dateTime: event.At,
    timeLabel: formatMoment(event.At),
    title: messageStateLabel(event.State),
    tone: MESSAGE_STATE_TONES[event.State],
    body: event.Detail ? <span>{event.Detail}</span> : undefined,
  };
}

function Details({ message }: { message: MessageDetail }) {
  const id = useId();
  const inbound = message.Direction === 'inbound';
  // An inbound SMS came from the applicant's number (Recipient) to the agency's (From).
  const agency = message.Channel === 'sms' ? formatPhone(message.From) : message.From;
  const addresses: DescriptionListItem[] = [
    { term: 'From', description: inbound ? recipientText(message) : agency },
    { term: 'To', description: inbound ? agency : recipientText(message) },
    ...(message.Channel === 'email'
      ? [
          { term: 'Cc', description: list(message.Cc) },
          { term: 'Bcc', description: list(message.Bcc) },
          { term: 'Reply-To', description: message.ReplyTo ?? 'None' },
          { term: 'Subject', description: message.Subject ?? '' },
        ]
      : []),
  ];
  const about: DescriptionListItem[] = [
    { term: 'State', description: <MessageStateBadge state={message.State} /> },
    ...(message.Reason ? [{ term: 'Reason', description: message.Reason }] : []),
    { term: 'Sent by', description: senderText(message) },
    { term: 'Template', description: message.TemplateName ?? 'None' },
    { term: inbound ? 'Received' : 'Written', description: formatMoment(message.At) },
    ...(inbound ? [] : [{ term: 'Due to leave', description: formatMoment(message.SendAt) }]),
    ...(message.SentAt ? [{ term: 'Sent', description: formatMoment(message.SentAt) }] : []),
    ...(inbound ? [] : [{ term: 'Attempts', description: String(message.Attempts) }]),
  ];
  return (
    <Body>
      <Stack gap={4}>
        <DescriptionList aria-label="Addresses" items={addresses} />
        <section aria-labelledby={`${id}-text`}>
          <Stack gap={2}>
            <Heading level={3} size="sm" id={`${id}-text`}>
              Text
            </Heading>
            <PlainText>{message.Text}</PlainText>
          </Stack>
        </section>
        {message.Html !== null ? (
          <section aria-labelledby={`${id}-html`}>
            <Stack gap={2}>
              <Heading level={3} size="sm" id={`${id}-html`}>
                As sent
              </Heading>
              <Frame sandbox="" srcDoc={message.Html} title="Message as sent" />
            </Stack>
          </section>
        ) : null}
        <DescriptionList aria-label="Delivery" items={about} />
        <section aria-labelledby={`${id}-events`}>
          <Stack gap={2}>
            <Heading level={3} size="sm" id={`${id}-events`}>
              History
            </Heading>
            {message.Events.length > 0 ? (
              <Timeline aria-label="Message history" events={message.Events.map(eventOf)} />
            ) : (
              <Text>Nothing has happened to this message yet.</Text>
            )}
          </Stack>
        </section>
      </Stack>
    </Body>
  );
}

export interface MessageDetailDialogProps {
  messageId: number;
  onClose: () => void;
  /** After a cancellation (or an attempt that found the message changed): the lists refresh. */
  onChanged: () => unknown;
}

/**
 * One message as sent (getMessage): the addresses, the subject, the text, the e-mail's HTML in a sandboxed
 * frame (never in the page), the state with its reason, the attempts and the event history; "Cancel message"
 * while it has not left yet (a 409 says why it no longer can).
 */
export function MessageDetailDialog({ messageId, onClose, onChanged }: MessageDetailDialogProps) {
  const client = useApiClient();
  const toast = useToast();
  const message = useApiQuery(getMessage, { params: { id: messageId } });
  const [cancelling, setCancelling] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const data = message.data;
  const cancellable = data !== undefined && MESSAGE_CANCELLABLE_STATES.includes(data.State);

  const cancel = async () => {
    setCancelling(true);
    setFailure(null);
    try {
      const { data: cancelled } = await client.call(cancelMessage, { params: { id: messageId } });
      await message.mutate(cancelled, { revalidate: false });
      toast.success('The message has been cancelled.');
      await onChanged();
    } catch (error) {
      setFailure(
        messageFor(
          error,
          isApiError(error) && error.message ? error.message : 'The message could not be cancelled.',
          MESSAGES.serverError,
        ),
      );
      // It may have left in the meantime: show where it stands now.
      if (isApiError(error) && error.status === 409) {
        await message.mutate();
        await onChanged();
      }
    } finally {
      setCancelling(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={data ? titleOf(data) : 'Message'}
      description={data ? `${messageStateLabel(data.State)}, ${formatMoment(data.At)}` : undefined}
      footer={
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          {cancellable ? (
            <Button variant="danger" loading={cancelling} onClick={() => void cancel()}>
              Cancel message
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </Stack>
      }
    >
      <Stack gap={4}>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {message.error && !data ? (
          <ErrorState what="message" onRetry={() => void message.mutate()} />
        ) : !data ? (
          <LoadingState label="Loading the message" />
        ) : (
          <Details message={data} />
        )}
      </Stack>
    </Dialog>
  );
}
