import type { BadgeTone } from '@agency/ui';
import type { MessageState, MessageSummary } from '@agency/api-client/contract';
import { recordPath } from '../../applicants/shared/paths';

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

/** A US number as people read it: "+15550101001" → "(555) 010-1001"; anything else as written. */
export function phoneText(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return value;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** The address or number of a message as shown: numbers formatted, e-mail addresses as written. */
export const recipientText = (message: Pick<MessageSummary, 'Channel' | 'Recipient'>) =>
  message.Channel === 'sms' ? phoneText(message.Recipient) : message.Recipient;

/**
 * The applicant record of a message's applicant: the first result of a search (the record screen's address)
 * by the e-mail address it went to, or by the applicant's name for an SMS.
 */
export const messageApplicantPath = (message: Pick<MessageSummary, 'Channel' | 'Recipient' | 'ApplicantName'>) =>
  recordPath(1, new URLSearchParams({ q: message.Channel === 'email' ? message.Recipient : message.ApplicantName }));

/** Who sent it, in words: the staff member, "Automatic message", or for a reply the number it came from. */
export function senderText(
  message: Pick<MessageSummary, 'Direction' | 'SenderName' | 'Automatic' | 'Channel' | 'Recipient'>,
) {
  if (message.Direction === 'inbound') return `Reply from ${recipientText(message)}`;
  if (message.SenderName) return message.SenderName;
  return message.Automatic ? 'Automatic message' : 'The system';
}
