export { CareerApplicationForm } from './CareerApplicationForm';
export type { CareerApplicationFormProps } from './CareerApplicationForm';
