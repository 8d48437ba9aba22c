export {
  createMailer,
  EXPIRED_UNSENT,
  MAIL_DELIVER_JOB,
  MAIL_PURGE_JOB,
  purgeOutbox,
  type Mailer,
  type MailerOptions,
} from './delivery';
export { DEV_OUTBOX_PATHS, devOutboxRoutes } from './dev-routes';
export { escapeHtml, templates, type MailMessage } from './outbox';
export type { OutboxStatus, OutboxTable } from './tables';
