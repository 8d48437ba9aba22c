import type { Feature } from '../../platform/feature';
import { mailSettingsRoutes, type MailSettingsDeps } from './routes';
import './tables';

/**
 * mail-settings: how a staff member's e-mail to applicants is sent. Their settings (sender name, reply-to,
 * Markdown signature, default CC/BCC: User Mail Settings), their own SMTP server (User Mail Configuration)
 * and the agency's (the owner, on the agency profile); passwords sealed, never returned. Messaging asks it
 * for a sender (`createSenderResolver`): the user's server, else the agency's, else the platform's mailer.
 */
export const mailSettingsFeature: Feature<MailSettingsDeps> = { name: 'mail-settings', register: mailSettingsRoutes };

export {
  createSenderResolver,
  DEFAULT_SMTP_POLICY,
  smtpCipher,
  SMTP_PASSWORD_PURPOSE,
  smtpPasswordContext,
  rotateSmtpPasswords,
  type ResolvedSender,
  type SenderResolver,
  type SmtpPolicy,
  type SmtpTransportOptions,
} from './service';
export { seedMailSettings } from './seed';
export type { SmtpServersTable, UserMailSettingsTable } from './tables';
