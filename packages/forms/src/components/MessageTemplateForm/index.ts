export { MessageTemplateForm } from './MessageTemplateForm';
export type { MessageDraft, MessageTemplateFormProps } from './MessageTemplateForm';
