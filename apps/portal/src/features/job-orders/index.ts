// What other features may use of the job orders (another feature imports this file only).
export { SUBMISSION_STATUS_TONES, momentText, submissionStatusLabel } from './format';
export { InstitutionJobOrders, InstitutionPlacements } from './InstitutionJobOrders';
export { useRefreshJobOrders } from './JobOrderEditor';
export { JobOrderPicker } from './JobOrderPicker';
export { jobOrderPath } from './jobOrderQuery';
export { MatchingJobOrders } from './MatchingJobOrders';
export { SubmitOutcomeAlert, SubmitToJobOrderDialog } from './SubmitDialog';
