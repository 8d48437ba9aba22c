export { PhysicalInfoForm } from './PhysicalInfoForm';
export type { PhysicalInfoFormProps } from './PhysicalInfoForm';
