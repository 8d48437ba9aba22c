export { PersonalInfoForm } from './PersonalInfoForm';
export type { PersonalInfoFormProps } from './PersonalInfoForm';
