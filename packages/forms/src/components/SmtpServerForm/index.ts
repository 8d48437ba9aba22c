export { SmtpServerForm } from './SmtpServerForm';
export type { SmtpServerFormProps } from './SmtpServerForm';
