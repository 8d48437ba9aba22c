export { PreferencesForm } from './PreferencesForm';
export type { PreferencesFormProps } from './PreferencesForm';
