export { NewAgencyForm } from './NewAgencyForm';
export type { NewAgencyFormProps } from './NewAgencyForm';
