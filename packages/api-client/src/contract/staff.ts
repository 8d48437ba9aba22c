/**
 * The agency's staff (Management → Recruiters, issue 15, docs/recruiters.md): the directory every staff member
 * reads, and the management of staff accounts for those with `staff.manage` (admins, and the agency owner
 * whatever their roles): invitations with a one-time link to set a password, roles and titles, deactivation
 * (sessions end at once; their applicants can be reassigned in the same step), reactivation, password resets,
 * and the approval of recruiters who registered themselves (SPEC §1).
 */
import { defineCall } from './common';
import type { RegistrationPayload } from './registration';
import type { RoleKey } from './roles';

/**
 * Where a staff account stands: `active` (may sign in and work), `invited` (the account waits for its
 * invitation to be accepted), `pending-approval` (registered itself; sees nothing until approved),
 * `inactive` (deactivated), `declined` (a self-registration the agency declined).
 */
export const STAFF_STATUSES = ['active', 'invited', 'pending-approval', 'inactive', 'declined'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_STATUS_LABELS: Readonly<Record<StaffStatus, string>> = Object.freeze({
  active: 'Active',
  invited: 'Invited',
  'pending-approval': 'Waiting for approval',
  inactive: 'Inactive',
  declined: 'Declined',
});

export const STAFF_LIMITS = Object.freeze({
  /** How long an invitation link works. */
  invitationHours: 72,
});

/** Every staff call's answer (403) to a self-registered account the agency has not approved yet. */
export const STAFF_PENDING_APPROVAL_MESSAGE = 'Your account is waiting for approval by the agency.';

/** The public invitation calls' answer to a link that is unknown, expired, used or replaced (404 / 410). */
export const INVITATION_GONE_MESSAGE = 'This invitation has expired or was already used.';

/** One staff member of the agency. */
export interface StaffMember {
  RecruiterId: number;
  FirstName: string;
  LastName: string;
  Title: string;
  Email: string;
  Phone: string;
  /** Lowest first; none while waiting for approval. */
  Roles: RoleKey[];
  /** May sign in and work now (Status 'active'). */
  Active: boolean;
  Status: StaffStatus;
  /** The e-mail address is verified (a self-registration's code, or an accepted invitation). */
  Verified: boolean;
  /** The agency's owner. */
  Owner: boolean;
  /** The latest sign-in (ISO instant); null: never. */
  LastSignInAt: string | null;
  /** Applicants they own (not archived). */
  ApplicantsOwned: number;
  /** Invited: when the newest invitation link stops working (ISO instant); null otherwise. */
  InvitationExpiresAt: string | null;
}

/** Every staff member of the caller's agency, by name (any staff member may read it). */
export const listStaff = defineCall<{ response: StaffMember[] }>()({
  method: 'GET',
  path: '/api/staff',
});

/** What a management action did: the member as they are now and a sentence for the notification. */
export interface StaffActionResult {
  Member: StaffMember;
  Message: string;
}

/** The body of `inviteStaff`. */
export interface StaffInvitationPayload {
  FirstName: string;
  LastName: string;
  Email: string;
  Title: string;
  /** At least one. */
  Roles: RoleKey[];
}

/** The body of `updateStaff`. */
export interface StaffRolesPayload {
  Title: string;
  /** At least one. */
  Roles: RoleKey[];
}

/** The body of `deactivateStaff`. */
export interface StaffDeactivationPayload {
  /** An active colleague who takes over the applicants they own; none: the applicants stay theirs. */
  ReassignTo?: number | null;
}

/** The body of `approveStaff`. */
export interface StaffApprovalPayload {
  /** At least one (the screen suggests Recruiter). */
  Roles: RoleKey[];
}

/** Creates the account (inactive) and e-mails a one-time link to set a password (`staff.manage`). 409: e-mail taken. */
export const inviteStaff = defineCall<{ body: StaffInvitationPayload; response: StaffActionResult }>()({
  method: 'POST',
  path: '/api/staff/invitations',
});

/** E-mails a new invitation link; the previous one stops working (`staff.manage`). */
export const resendStaffInvitation = defineCall<{ response: StaffActionResult }>()({
  method: 'POST',
  path: '/api/staff/:recruiterId/invitation',
});

/** Changes a member's title and roles (`staff.manage`). */
export const updateStaff = defineCall<{ body: StaffRolesPayload; response: StaffActionResult }>()({
  method: 'PUT',
  path: '/api/staff/:recruiterId',
});

/** Deactivates a member: their sessions end at once; optionally their applicants go to a colleague. */
export const deactivateStaff = defineCall<{ body: StaffDeactivationPayload; response: StaffActionResult }>()({
  method: 'POST',
  path: '/api/staff/:recruiterId/deactivate',
});

/** Lets a deactivated member sign in again. */
export const reactivateStaff = defineCall<{ response: StaffActionResult }>()({
  method: 'POST',
  path: '/api/staff/:recruiterId/reactivate',
});

/** E-mails the member a temporary password (the forgot-password e-mail). */
export const resetStaffPassword = defineCall<{ response: StaffActionResult }>()({
  method: 'POST',
  path: '/api/staff/:recruiterId/reset-password',
});

/** Approves a self-registered recruiter with these roles: they may work from their next request. */
export const approveStaff = defineCall<{ body: StaffApprovalPayload; response: StaffActionResult }>()({
  method: 'POST',
  path: '/api/staff/:recruiterId/approve',
});

/** Declines a self-registered recruiter: the account is closed and its sessions end. */
export const declineStaff = defineCall<{ response: StaffActionResult }>()({
  method: 'POST',
  path: '/api/staff/:recruiterId/decline',
});

// ---------------------------------------------------------------------------------------------
// Public: the invitation link and recruiter self-registration (no sign-in)
// ---------------------------------------------------------------------------------------------

/** Who an invitation link is for (the accept-invitation screen). */
export interface StaffInvitation {
  FirstName: string;
  LastName: string;
  Email: string;
  AgencyName: string;
  /** ISO instant. */
  ExpiresAt: string;
}

/** The body of `acceptStaffInvitation`. */
export interface AcceptInvitationPayload {
  Password: string;
  ConfirmPassword: string;
}

/** The account ready to sign in with (its e-mail and the password just set). */
export interface AcceptedInvitation {
  Email: string;
}

/** The invitation of a link: 404 unknown, 410 expired, used or replaced (`INVITATION_GONE_MESSAGE`). */
export const getStaffInvitation = defineCall<{ response: StaffInvitation }>()({
  method: 'GET',
  path: '/api/staff/invitations/:token',
  anonymous: true,
});

/** Sets the password (SPEC §5's rules), verifies the e-mail and activates the account; the link is used up. */
export const acceptStaffInvitation = defineCall<{ body: AcceptInvitationPayload; response: AcceptedInvitation }>()({
  method: 'POST',
  path: '/api/staff/invitations/:token/accept',
  anonymous: true,
});

/** 201 answer of `registerRecruiter`. */
export interface RecruiterRegistrationResponse {
  UserId: string;
  RecruiterId: number;
  Email: string;
}

/**
 * SPEC §1: a recruiter registers an account (the registration payload and rules of SPEC §3, §5; the captcha
 * when one is configured), then verifies it with the code sent by e-mail. It holds no role and sees nothing
 * until an owner or admin approves it; the agency owner is told by e-mail. Answers 201.
 */
export const registerRecruiter = defineCall<{
  body: RegistrationPayload;
  response: RecruiterRegistrationResponse;
}>()({
  method: 'POST',
  path: '/api/staff/registrations',
  anonymous: true,
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const staffCalls = {
  listStaff,
  inviteStaff,
  resendStaffInvitation,
  updateStaff,
  deactivateStaff,
  reactivateStaff,
  resetStaffPassword,
  approveStaff,
  declineStaff,
  getStaffInvitation,
  acceptStaffInvitation,
  registerRecruiter,
} as const;
