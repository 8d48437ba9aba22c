export { InstitutionForm } from './InstitutionForm';
export type { InstitutionFormProps } from './InstitutionForm';
