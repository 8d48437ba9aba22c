export {
  createMailer,
  EXPIRED_UNSENT,
  MAIL_DELIVER_JOB,
  MAIL_PURGE_JOB,
  purgeOutbox,
  type Mailer,
  type MailerOptions,
} from './delivery';
export { DEV_OUTBOX_PATHS, devOutboxRoutes, isLoopbackPeer } from './dev-routes';
export { escapeHtml, templates, type MailMessage } from './outbox';
export { markdownToEmailHtml, markdownToEmailText } from './markdown';
export type { MailAttachment, OutboxStatus, OutboxTable } from './tables';
export {
  DEFAULT_SMTP_TIMEOUT_MS,
  describeSmtpError,
  isPublicSmtpAddress,
  MAIL_PORTS,
  resolveSmtpDestination,
  sendSmtp,
  SMTP_HOST_NOT_PUBLIC,
  SMTP_NOT_SMTP_SERVER,
  SMTP_PORT_NOT_MAIL,
  SmtpError,
  smtpServerOfUrl,
  smtpServerProblems,
  type SmtpGuard,
  type SmtpTarget,
} from './smtp';
