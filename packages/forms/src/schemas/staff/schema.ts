import { array, number, object, string, type InferType, type StringSchema } from 'yup';
import { ROLE_KEYS, type RoleKey } from '@agency/api-client/contract';
import { NAME_MAX_LENGTH, TEST_NAMES } from '../shared/constants';
import { firstName, lastName, optionalText } from '../shared/rules';
import { registrationSchema } from '../registration/schema';
import { staffMessages as m } from './messages';

// Staff accounts (Management → Recruiters, docs/recruiters.md). The values use the payloads' field names, so
// the server's `Errors` land on the form fields as they are, and the same schemas validate the payloads on the
// server. The e-mail and the password are registration's own rules (SPEC §5), taken from its schema, not
// written again; the names are the shared rules, the title the profile's limit.

/** The e-mail of a new account: registration's rule (required, SPEC §5's pattern, at most 254 characters). */
const email = () => registrationSchema.fields.email as StringSchema<string>;
/** A password a person sets: registration's rule (required, no whitespace, at least 6 characters). */
const password = () => registrationSchema.fields.password as StringSchema<string>;

/** A job title, optional (the user profile's limit). */
const title = () => optionalText(NAME_MAX_LENGTH, m.titleMax);

/** The roles of a member: at least one, each a role key; kept in the contract's order, once each. */
const roles = () =>
  array()
    .of(string().typeError(m.roleUnknown).required(m.roleUnknown).oneOf(ROLE_KEYS, m.roleUnknown))
    .typeError(m.rolesRequired)
    .required(m.rolesRequired)
    .min(1, m.rolesRequired)
    .transform((value: unknown) =>
      Array.isArray(value) &&
      value.every((entry) => typeof entry === 'string' && (ROLE_KEYS as readonly string[]).includes(entry))
        ? ROLE_KEYS.filter((key) => value.includes(key))
        : value,
    );

/** Invite a staff member (POST /api/staff/invitations). */
export const staffInvitationSchema = object({
  FirstName: firstName(),
  LastName: lastName(),
  Email: email(),
  Title: title(),
  Roles: roles(),
});
export type StaffInvitationValues = Omit<InferType<typeof staffInvitationSchema>, 'Roles'> & { Roles: RoleKey[] };

/** Change a member's title and roles (PUT /api/staff/{recruiterId}). */
export const staffRolesSchema = object({
  Title: title(),
  Roles: roles(),
});
export type StaffRolesValues = Omit<InferType<typeof staffRolesSchema>, 'Roles'> & { Roles: RoleKey[] };

/** Approve a self-registered recruiter with these roles (POST /api/staff/{recruiterId}/approve). */
export const staffApprovalSchema = object({
  Roles: roles(),
});
export type StaffApprovalValues = { Roles: RoleKey[] };

/** Deactivate a member, optionally giving their applicants to a colleague (POST /api/staff/{recruiterId}/deactivate). */
export const staffDeactivationSchema = object({
  ReassignTo: number()
    .typeError(m.reassignToInvalid)
    .integer(m.reassignToInvalid)
    .positive(m.reassignToInvalid)
    .nullable()
    .default(null),
});
export type StaffDeactivationValues = InferType<typeof staffDeactivationSchema>;

/** The invitee's password (POST /api/staff/invitations/{token}/accept): registration's rules. */
export const acceptInvitationSchema = object({
  Password: password(),
  ConfirmPassword: string()
    .required(m.confirmPasswordRequired)
    // An empty confirmation only reports "required"; otherwise it must equal the password.
    .test(TEST_NAMES.mustMatch, m.passwordsMustMatch, function mustMatch(value) {
      return !value || value === this.parent.Password;
    }),
});
export type AcceptInvitationValues = InferType<typeof acceptInvitationSchema>;
