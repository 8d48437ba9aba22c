export { ApplicantForm } from './ApplicantForm';
export type { ApplicantFormProps } from './ApplicantForm';
