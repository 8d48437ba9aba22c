export { JobOrderForm } from './JobOrderForm';
export type { JobOrderFormFacility, JobOrderFormOwner, JobOrderFormProps } from './JobOrderForm';
