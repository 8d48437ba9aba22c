// What other features may use of the applicants (another feature imports this file only).
export { recordPath } from './shared/paths';
export { applicantName } from './shared/staff';
