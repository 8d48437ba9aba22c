export { createMailer, MAIL_DELIVER_JOB, type Mailer, type MailerOptions } from './delivery';
export { DEV_OUTBOX_PATHS, devOutboxRoutes } from './dev-routes';
export { escapeHtml, templates, type MailMessage } from './outbox';
export type { OutboxStatus, OutboxTable } from './tables';
