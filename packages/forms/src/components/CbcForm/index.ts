export { CbcForm } from './CbcForm';
export type { CbcFormProps } from './CbcForm';
