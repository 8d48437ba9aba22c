import { formatPhone, type BadgeTone } from '@agency/ui';
import type { MessageState, MessageSummary } from '@agency/api-client/contract';

/** The tone of each state: the badge's text always names it; the colour only repeats it. */
export const MESSAGE_STATE_TONES: Readonly<Record<MessageState, BadgeTone>> = {
  scheduled: 'neutral',
  queued: 'neutral',
  held: 'warning',
  sent: 'info',
  delivered: 'success',
  failed: 'danger',
  bounced: 'danger',
  replied: 'success',
  'opted-out': 'warning',
  cancelled: 'neutral',
  received: 'info',
};

/** The address or number of a message as shown: numbers as people read them (`formatPhone`), e-mail as written. */
export const recipientText = (message: Pick<MessageSummary, 'Channel' | 'Recipient'>) =>
  message.Channel === 'sms' ? formatPhone(message.Recipient) : message.Recipient;

/** Who sent it, in words: the staff member, "Automatic message", or for a reply the number it came from. */
export function senderText(
  message: Pick<MessageSummary, 'Direction' | 'SenderName' | 'Automatic' | 'Channel' | 'Recipient'>,
) {
  if (message.Direction === 'inbound') return `Reply from ${recipientText(message)}`;
  if (message.SenderName) return message.SenderName;
  return message.Automatic ? 'Automatic message' : 'The system';
}
