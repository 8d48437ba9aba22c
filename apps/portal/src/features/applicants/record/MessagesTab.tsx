import { useState } from 'react';
import styled from 'styled-components';
import { Badge, EmptyState, ErrorState, Link, LoadingState, Stack, Text } from '@agency/ui';
import { listApplicantMessages, messageChannelLabel, type MessageSummary } from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { formatMoment } from '../../../shared/format';
import { recipientText, MessageDetailDialog, MessageStateBadge, useRefreshMessages } from '../../messaging';

const Thread = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One message: ours on the right, the applicant's replies on the left (the first line says which, in words). */
const Bubble = styled.li<{ $inbound: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(100%, 36rem);
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow-wrap: anywhere;
  align-self: ${({ $inbound }) => ($inbound ? 'flex-start' : 'flex-end')};
  background: ${({ theme, $inbound }) => ($inbound ? theme.colors.surface : theme.colors.infoSurface)};
`;

const Who = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Who the message is from, in words: "You", the staff member, an automatic message, or the applicant's reply. */
function whoOf(message: MessageSummary, me: string | null): string {
  if (message.Direction === 'inbound') return `Reply from ${recipientText(message)}`;
  if (!message.SenderName) return message.Automatic ? 'Automatic message' : 'The agency';
  return message.SenderName === me ? 'You' : message.SenderName;
}

/** "You to Maria Rivera" … the line that tells the direction. */
const directionOf = (message: MessageSummary, who: string) =>
  message.Direction === 'inbound' ? `${who} (${message.ApplicantName})` : `${who} to ${message.ApplicantName}`;

function useMyName(): string | null {
  const user = useApiClient().auth.getCurrentUserInfo();
  return user ? `${user.FirstName} ${user.LastName}` : null;
}

/**
 * The Messages tab: the applicant's thread (listApplicantMessages, oldest first), e-mails and SMS sent to them
 * and the SMS replies they sent, laid out as a conversation with the direction, channel, state and time in
 * text; each message opens to be read as sent (and cancelled while it has not left).
 */
export function MessagesTab({ applicantId }: { applicantId: number }) {
  const thread = useApiQuery(listApplicantMessages, { params: { id: applicantId } });
  const refresh = useRefreshMessages();
  const me = useMyName();
  const [opened, setOpened] = useState<number | null>(null);

  if (thread.error) return <ErrorState what="messages" onRetry={() => void thread.mutate()} />;
  if (!thread.data) return <LoadingState label="Loading the messages" />;
  if (thread.data.length === 0) return <EmptyState title="No messages yet." headingLevel={2} />;
  return (
    <>
      <Thread aria-label="Messages">
        {thread.data.map((message) => {
          const who = whoOf(message, me);
          return (
            <Bubble key={message.MessageId} $inbound={message.Direction === 'inbound'}>
              <Stack direction="row" gap={2} wrap align="center">
                <Who>{directionOf(message, who)}</Who>
                <Badge tone="neutral">{messageChannelLabel(message.Channel)}</Badge>
                <MessageStateBadge state={message.State} />
              </Stack>
              {message.Subject ? <Text>{message.Subject}</Text> : null}
              <Text>
                <Link as="button" type="button" onClick={() => setOpened(message.MessageId)}>
                  {message.Preview || '(no text)'}
                </Link>
              </Text>
              {message.Reason ? (
                <Text size="sm" tone={message.State === 'failed' || message.State === 'bounced' ? 'danger' : 'muted'}>
                  {message.Reason}
                </Text>
              ) : null}
              <Text size="sm" tone="muted">
                <time dateTime={message.At}>{formatMoment(message.At)}</time>
              </Text>
            </Bubble>
          );
        })}
      </Thread>
      {opened !== null ? (
        <MessageDetailDialog messageId={opened} onClose={() => setOpened(null)} onChanged={refresh} />
      ) : null}
    </>
  );
}
