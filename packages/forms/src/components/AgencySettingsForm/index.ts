export { AgencySettingsForm } from './AgencySettingsForm';
export type { AgencySettingsFormProps } from './AgencySettingsForm';
