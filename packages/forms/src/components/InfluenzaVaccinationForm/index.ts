export { InfluenzaVaccinationForm } from './InfluenzaVaccinationForm';
export type { InfluenzaVaccinationFormProps } from './InfluenzaVaccinationForm';
