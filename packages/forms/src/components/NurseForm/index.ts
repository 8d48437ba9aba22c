export { NurseForm } from './NurseForm';
export type { NurseFormEntry, NurseFormProps } from './NurseForm';
