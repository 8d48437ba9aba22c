export { ComposeMessageForm } from './ComposeMessageForm';
export type { ComposeDraft, ComposeMessageFormProps } from './ComposeMessageForm';
