// The three open screens of recruiter self-registration and staff invitations: one chunk, one name in the
// entry's route records (the login route's budget).
export { RecruiterRegistrationPage } from './RecruiterRegistrationPage';
export { AwaitingApprovalPage } from './AwaitingApprovalPage';
export { AcceptInvitationPage } from './AcceptInvitationPage';
