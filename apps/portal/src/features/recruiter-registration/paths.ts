/**
 * The addresses of recruiter self-registration and staff invitations (docs/recruiters.md), written once: the
 * route records, the login screen's "Join as a recruiter" link and the staff guard (a staff account waiting
 * for approval is sent to the waiting page) read them here.
 */
export const RECRUITER_PATHS = {
  registration: '/recruiter-registration',
  awaitingApproval: '/awaiting-approval',
  /** The e-mailed link: `/accept-invitation/<token>` (the server's features/recruiters/mail.ts writes it). */
  acceptInvitation: '/accept-invitation',
} as const;
