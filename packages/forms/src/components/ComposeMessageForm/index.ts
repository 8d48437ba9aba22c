export { ComposeMessageForm } from './ComposeMessageForm';
export type { ComposeMessageFormProps } from './ComposeMessageForm';
