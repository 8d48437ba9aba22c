import type { Feature } from '../../platform/feature';
import { messagingRoutes, type MessagingDeps } from './routes';
import './tables';

/**
 * messaging: the communication center's delivery and the histories (issue 14): e-mail and SMS templates with
 * merge fields, preview, sends to one applicant, a selection or a saved search (now or scheduled), delivery on
 * the job runner with retries, SMS quiet hours, STOP / START, unsubscribe links, the history of every message,
 * automatic messages on pipeline moves. docs/messaging.md.
 */
export const messagingFeature: Feature<MessagingDeps> = {
  name: 'messaging',
  register: messagingRoutes,
};

export { createMessaging, type MessagingDeps } from './routes';
export { MESSAGE_DELIVER_JOB, type MessagingContext } from './context';
export { SMS_INBOUND_PATH, SMS_STATUS_PATH } from './delivery';
export { receiveSms, smsStatus } from './inbound';
export { automaticMessages, checkMessages, previewMessage, sendMessages } from './send';
export { cancelMessage } from './history';
export { renderEmail, renderMessage, renderSms, type MergeValues } from './render';
export { defaultSenderResolver, type ResolvedSender, type SenderResolver } from './sender';
export { e164, httpSmsProvider, outboxSmsProvider, smsProviderOf, twilioSignature, type SmsProvider } from './sms';
export { recipientTimeZone, smsReleaseTime, stateOfZip, zonedTime } from './time-zones';
export { UNSUBSCRIBE_PATH, unsubscribeTokens } from './unsubscribe';
export { seedMessaging } from './seed';
export type { MessagesTable, MessageTemplatesTable } from './tables';
