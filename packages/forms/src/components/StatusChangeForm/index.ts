export { StatusChangeForm, moveLabel } from './StatusChangeForm';
export type { StatusChangeFormProps } from './StatusChangeForm';
