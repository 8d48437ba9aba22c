export { ReferenceAnswersForm } from './ReferenceAnswersForm';
export type { ReferenceAnswersFormProps } from './ReferenceAnswersForm';
