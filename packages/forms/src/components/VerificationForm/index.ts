export { VerificationForm } from './VerificationForm';
export type { VerificationFormProps } from './VerificationForm';
