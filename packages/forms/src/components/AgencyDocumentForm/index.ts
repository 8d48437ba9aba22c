export { AgencyDocumentForm } from './AgencyDocumentForm';
export type { AgencyDocumentFormProps } from './AgencyDocumentForm';
