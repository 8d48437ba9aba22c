export { ReferenceRequestButton, type ReferenceRequestButtonProps } from './ReferenceRequestButton';
export { ApplicantReferences } from './ApplicantReferences';
