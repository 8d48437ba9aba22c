export { AgencyProfileForm } from './AgencyProfileForm';
export type { AgencyProfileFormProps } from './AgencyProfileForm';
