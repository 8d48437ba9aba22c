// What other features may use of onboarding (another feature imports this file only).
export { agencyDocumentStaffView } from './AgencyDocumentStaffView';
export { flattenData } from './dataList';
export { formatDay } from './format';
export { formStateText, formStateTone } from './formState';
export type { EngineFormProps } from './OnboardingFormScreen';
export { UploadedFile } from './UploadedFile';
export {
  CredentialLine,
  FILE_TONES,
  PlainList,
  PlainRow,
  RequirementBadge,
  fileStatusText,
  requirementSummary,
} from './UploadRequirementsParts';
