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
  /** Read every applicant of the agency (lists, record, activity, documents). */
  'applicants.read': 'recruiter',
  /**
   * Export the applicant lists to CSV: every matching applicant's name, contacts and address in one file
   * (personal data in bulk: managers and above; each export is audited).
   */
  'applicants.export': 'manager',
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
  /**
   * Use the calendar: read the agency's interviews and follow-ups, add them, reschedule, cancel and complete
   * them (every staff member; docs/calendar.md).
   */
  'calendar.edit': 'recruiter',
  /** Send e-mail and SMS to applicants (one, a selection or a saved search), schedule and cancel them. */
  'messages.send': 'recruiter',
  /** Add and edit the agency-wide message templates and the automatic messages on pipeline moves. */
  'templates.agency': 'manager',
  /** Read every staff member's Recruiter History (sign-ins, sign-outs, active time); everyone reads their own. */
  'history.read-all': 'supervisor',
  /**
   * Read the dashboard's analytics: stage conversion, time in stage, submissions and placements per recruiter
   * and per source, onboarding completion time, and their CSV downloads (docs/analytics.md).
   */
  'analytics.read': 'manager',
  /**
   * Change the agency's own settings (Management → Agencies): name, logo, brand colors, time zone, recruitment
   * mailbox, address, phone (the agency owner may too, whatever their roles). Every staff member reads them.
   */
  'agency.settings': 'admin',
  /**
   * Manage the agency's staff accounts (Management → Recruiters): invite, change roles and titles, deactivate
   * and reactivate (reassigning their applicants), send a password reset, approve or decline self-registered
   * recruiters (the agency owner may too, whatever their roles; docs/recruiters.md). Every staff member reads
   * the directory.
   */
  'staff.manage': 'admin',
} as const satisfies Record<string, RoleKey>);
export type Permission = keyof typeof PERMISSIONS;

/** A permission in words: its area and what it lets one do. */
export interface PermissionInfo {
  area: string;
  label: string;
  /** Stays as shipped: the agency's owner cannot give it to other roles or take it away (grantRefusal). */
  fixed?: boolean;
}

/**
 * What each permission lets one do, in words, and the area it belongs to: the Roles screen's matrix. A new
 * permission must be described here (the type asks for every key).
 */
export const PERMISSION_INFO: Readonly<Record<Permission, PermissionInfo>> = Object.freeze({
  'applicants.read': { area: 'Applicants', label: 'See every applicant: lists, records, activity, documents' },
  'applicants.export': { area: 'Applicants', label: 'Export applicant lists to CSV (audited)' },
  'applicants.edit-own': { area: 'Applicants', label: 'Add applicants; edit and move their own or unassigned ones' },
  'applicants.edit-any': { area: 'Applicants', label: 'Edit and move any applicant, whoever owns them' },
  'applicants.reassign': { area: 'Applicants', label: 'Assign applicants to another recruiter' },
  'applicants.move-back': { area: 'Applicants', label: 'Move an applicant one step back' },
  'applicants.reopen': { area: 'Applicants', label: 'Re-open a Refused or Rejected applicant' },
  'applicants.reject-accepted': { area: 'Applicants', label: 'Reject an Accepted applicant' },
  'applicants.bulk': { area: 'Applicants', label: 'Change status, assign or tag many applicants at once' },
  'applicants.archive': { area: 'Applicants', label: 'Archive and restore applicants' },
  'onboarding.review': {
    area: 'Onboarding',
    label: 'Read, approve or return onboarding forms; complete I-9 Section 2',
  },
  'onboarding.unlock-i9': { area: 'Onboarding', label: 'Open the I-9 before an accepted offer' },
  'onboarding.reveal': { area: 'Onboarding', label: 'Show an SSN, TIN or document number in full (audited)' },
  'onboarding.health': {
    area: 'Onboarding',
    label: 'Read health forms: vaccinations, Hepatitis B, physical (audited)',
  },
  'agency.documents': { area: 'Agency', label: 'Edit and publish the Agreement and Terms & Conditions' },
  'forms.edit': { area: 'Agency', label: 'Edit the forms catalogue and upload requirements' },
  'institutions.read': { area: 'Facilities and job orders', label: 'See facilities, their units and contacts' },
  'institutions.edit': { area: 'Facilities and job orders', label: 'Add and edit facilities' },
  'job-orders.read': { area: 'Facilities and job orders', label: 'See job orders (without bill rates)' },
  'job-orders.edit': { area: 'Facilities and job orders', label: 'Add and edit job orders' },
  'job-orders.bill-rates': { area: 'Facilities and job orders', label: 'See bill rates and markups' },
  'submissions.edit-own': {
    area: 'Facilities and job orders',
    label: 'Submit applicants; move submissions of their own job orders or applicants',
  },
  'submissions.edit-any': { area: 'Facilities and job orders', label: 'Move any submission' },
  'calendar.edit': { area: 'Touches and calendar', label: 'Use the calendar: interviews and follow-ups' },
  'messages.send': { area: 'Touches and calendar', label: 'Send e-mail and SMS to applicants' },
  'templates.agency': {
    area: 'Touches and calendar',
    label: 'Edit agency message templates and automatic messages',
  },
  'history.read-all': { area: 'Management', label: "See every staff member's Recruiter History" },
  'analytics.read': { area: 'Management', label: "See the dashboard's analytics" },
  'agency.settings': {
    area: 'Agency',
    label: "Change the agency's settings: name, logo, brand colors, time zone, contact details",
    fixed: true,
  },
  'staff.manage': {
    area: 'Management',
    label: 'Manage staff accounts: invite, change roles, deactivate, approve self-registered recruiters',
    fixed: true,
  },
});

/** The roles holding each permission (an agency's policy: the table above with the owner's changes). */
export type RolePolicy = Readonly<Record<Permission, readonly RoleKey[]>>;

/** One change an agency's owner made to the table: a role given (true) or refused (false) a permission. */
export interface RoleGrant {
  Role: RoleKey;
  Permission: Permission;
  Allowed: boolean;
}

const ROLES_BY_RANK = (Object.keys(ROLE_RANK) as RoleKey[]).sort((a, b) => ROLE_RANK[a] - ROLE_RANK[b]);

/** The table as shipped: each permission held by its lowest role and every role above it. */
export const DEFAULT_POLICY: RolePolicy = Object.freeze(
  Object.fromEntries(
    (Object.keys(PERMISSIONS) as Permission[]).map((permission) => [
      permission,
      Object.freeze(ROLES_BY_RANK.filter((role) => ROLE_RANK[role] >= ROLE_RANK[PERMISSIONS[permission]])),
    ]),
  ) as Record<Permission, readonly RoleKey[]>,
);

/**
 * Why the owner may not make this change (null: they may). The safe bounds: the admin role keeps every
 * permission (someone can always run the agency), and a permission marked `fixed` (the rights to manage
 * people and the agency itself) stays as shipped. The owner's own rights (Agency Profile, Manage Users, this
 * table) are no permissions at all: they cannot be given away.
 */
export function grantRefusal(role: RoleKey, permission: Permission): string | null {
  if (!(permission in PERMISSIONS)) return 'There is no such permission.';
  if (!(role in ROLE_RANK)) return 'There is no such role.';
  if (role === 'admin') return 'The admin role keeps every permission.';
  if (PERMISSION_INFO[permission].fixed)
    return 'This permission cannot be changed: it stays with the roles that hold it.';
  return null;
}

/** The agency's policy: the shipped table with the owner's changes (those outside the bounds are ignored). */
export function policyWith(grants: readonly RoleGrant[]): RolePolicy {
  const policy = Object.fromEntries(
    (Object.keys(DEFAULT_POLICY) as Permission[]).map((permission) => [
      permission,
      new Set(DEFAULT_POLICY[permission]),
    ]),
  ) as Record<Permission, Set<RoleKey>>;
  for (const grant of grants) {
    if (grantRefusal(grant.Role, grant.Permission) !== null) continue;
    if (grant.Allowed) policy[grant.Permission].add(grant.Role);
    else policy[grant.Permission].delete(grant.Role);
  }
  return Object.freeze(
    Object.fromEntries(
      (Object.keys(policy) as Permission[]).map((permission) => [
        permission,
        Object.freeze(ROLES_BY_RANK.filter((role) => policy[permission].has(role))),
      ]),
    ) as Record<Permission, readonly RoleKey[]>,
  );
}

let policySource: () => RolePolicy | null | undefined = () => null;

/**
 * Where `can` and `rolesWith` read the agency's policy from: the server answers the request's agency's (an
 * async-local value set around each handler), the portal the signed-in agency's. Without a source, or when
 * it has none, the shipped table applies. Returns the previous source (tests put it back).
 */
export function setPolicySource(source: () => RolePolicy | null | undefined): () => RolePolicy | null | undefined {
  const previous = policySource;
  policySource = source;
  return previous;
}

/** The policy in force here and now. */
export function currentPolicy(): RolePolicy {
  return policySource() ?? DEFAULT_POLICY;
}

/** Whether someone with these roles holds the permission (under the agency's policy in force). */
export function can(roles: readonly RoleKey[], permission: Permission): boolean {
  const holders = currentPolicy()[permission];
  return roles.some((role) => holders.includes(role));
}

/** The roles that hold a permission, lowest first (for messages: "a supervisor, manager, … or admin"). */
export function rolesWith(permission: Permission): RoleKey[] {
  return [...currentPolicy()[permission]];
}
