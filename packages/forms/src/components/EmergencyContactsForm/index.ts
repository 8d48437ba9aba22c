export { EmergencyContactsForm } from './EmergencyContactsForm';
export type { EmergencyContactsFormProps } from './EmergencyContactsForm';
