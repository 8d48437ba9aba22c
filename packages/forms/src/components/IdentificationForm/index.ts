export { IdentificationForm } from './IdentificationForm';
export type { IdentificationFormProps } from './IdentificationForm';
