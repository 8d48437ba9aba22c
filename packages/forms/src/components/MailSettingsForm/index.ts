export { MailSettingsForm } from './MailSettingsForm';
export type { MailSettingsFormProps } from './MailSettingsForm';
