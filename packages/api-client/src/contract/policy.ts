/**
 * Who may do what: one table of permissions by role, read by the server (which enforces it) and by every
 * client (which offers only what is allowed). SPEC §6 leaves "what each may do" open; this is our design,
 * described in docs/permissions.md.
 */
import type { RoleKey } from './roles';

/** The staff roles from least to most authority. "Supervisors and above" means this rank or higher. */
export const ROLE_RANK: Readonly<Record<RoleKey, number>> = Object.freeze({
  recruiter: 1,
  supervisor: 2,
  manager: 3,
  administrator: 4,
  admin: 5,
});

/** Each permission and the lowest role that holds it. */
export const PERMISSIONS = Object.freeze({
  /** Read every applicant of the agency (lists, record, activity, documents, export). */
  'applicants.read': 'recruiter',
  /** Add applicants; edit and move (forward, reject, refuse) applicants they own or that are unassigned. */
  'applicants.edit-own': 'recruiter',
  /** Edit and move any applicant of the agency, whoever owns it. */
  'applicants.edit-any': 'supervisor',
  /** Give an applicant to another recruiter, or take it away (assign, unassign). */
  'applicants.reassign': 'supervisor',
  /** Move an applicant one step back (a correction). */
  'applicants.move-back': 'supervisor',
  /** Re-open a Refused or Rejected applicant (back to New Lead). */
  'applicants.reopen': 'supervisor',
  /** Reject an Accepted applicant (for example a failed background check). */
  'applicants.reject-accepted': 'supervisor',
  /** Change status, assign or tag many applicants at once. */
  'applicants.bulk': 'supervisor',
  /** Archive (soft delete) and restore applicants. */
  'applicants.archive': 'administrator',
  /** Read applicants' onboarding forms and PDFs; approve them or ask for changes; complete I-9 Section 2. */
  'onboarding.review': 'recruiter',
  /** Open the I-9 of an applicant before an accepted offer. */
  'onboarding.unlock-i9': 'supervisor',
  /** Show a sensitive identifier (SSN, TIN, document number) in full: each reveal is audited. */
  'onboarding.reveal': 'administrator',
  /** Edit and publish the agency's Agreement and Terms & Conditions (the agency owner may too, whatever their roles). */
  'agency.documents': 'admin',
  /**
   * Edit the forms catalogue (the Forms screen): which forms each discipline completes, the upload
   * requirements (the agency owner may too, whatever their roles). Every staff member reads it.
   */
  'forms.edit': 'admin',
  /**
   * Read applicants' health forms (vaccinations, Hepatitis B, physical info: medical information kept apart,
   * ONBOARDING.md §6.8); the applicant's owner may too, whatever their role. Each read is audited.
   */
  'onboarding.health': 'administrator',
  /** Read the agency's facilities (institutions), their units and contacts. */
  'institutions.read': 'recruiter',
  /** Add and edit facilities, make them inactive (account managers: managers and above). */
  'institutions.edit': 'manager',
  /** Read the agency's job orders (without bill rates and markups). */
  'job-orders.read': 'recruiter',
  /** Add and edit job orders: their facility, shift, pay, requirements, status and owner (account managers). */
  'job-orders.edit': 'manager',
  /** See job orders' bill rates and markups (left out of the API's answers for everyone else). */
  'job-orders.bill-rates': 'manager',
  /**
   * Submit applicants to open job orders, and move the submissions of job orders they own, of applicants they
   * own, or that they submitted.
   */
  'submissions.edit-own': 'recruiter',
  /** Move any submission of the agency. */
  'submissions.edit-any': 'supervisor',
} as const satisfies Record<string, RoleKey>);
export type Permission = keyof typeof PERMISSIONS;

/** Whether someone with these roles holds the permission. */
export function can(roles: readonly RoleKey[], permission: Permission): boolean {
  const needed = ROLE_RANK[PERMISSIONS[permission]];
  return roles.some((role) => ROLE_RANK[role] >= needed);
}

/** The roles that hold a permission, lowest first (for messages: "a supervisor, manager, … or admin"). */
export function rolesWith(permission: Permission): RoleKey[] {
  const needed = ROLE_RANK[PERMISSIONS[permission]];
  return (Object.keys(ROLE_RANK) as RoleKey[]).filter((role) => ROLE_RANK[role] >= needed);
}
