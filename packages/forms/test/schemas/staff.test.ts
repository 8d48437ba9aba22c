import { expectTypeOf } from 'vitest';
import type {
  AcceptInvitationPayload,
  StaffApprovalPayload,
  StaffInvitationPayload,
  StaffRolesPayload,
} from '@agency/api-client/contract';
import {
  acceptInvitationSchema,
  messages,
  registrationSchema,
  staffApprovalSchema,
  staffDeactivationSchema,
  staffInvitationSchema,
  staffRolesSchema,
  validateValues,
  type AcceptInvitationValues,
  type StaffApprovalValues,
  type StaffInvitationValues,
  type StaffRolesValues,
} from '@agency/forms/schemas';
import {
  invalidAcceptInvitations,
  invalidStaffInvitations,
  validAcceptInvitation,
  validStaffInvitation,
  validStaffRoles,
} from '../../src/schemas/staff/fixtures';
import { catchError, errorsOf } from './support';

describe('staff messages', () => {
  it('hold the literal texts, the registration and profile ones shared', () => {
    expect(messages.staff).toEqual({
      firstNameRequired: 'First Name is required',
      firstNameMax: 'First Name must be at most 100 characters',
      lastNameRequired: 'Last Name is required',
      lastNameMax: 'Last Name must be at most 100 characters',
      emailRequired: 'Email is required',
      emailInvalid: 'Email must be a valid email address',
      emailMax: 'Email must be at most 254 characters',
      titleMax: 'Title must be at most 100 characters',
      rolesRequired: 'Choose at least one role',
      roleUnknown: 'Choose roles from the list',
      reassignToInvalid: 'Choose a colleague from the list',
      passwordRequired: 'Password is required',
      passwordMin: 'Password must be at least 6 characters',
      passwordNoWhitespace: 'Password must not contain spaces',
      confirmPasswordRequired: 'Confirm Password is required',
      passwordsMustMatch: 'Passwords must match',
    });
    expect(messages.staff.passwordMin).toBe(messages.registration.passwordMin);
    expect(messages.staff.titleMax).toBe(messages.profile.titleMax);
  });
});

describe('staffInvitationSchema', () => {
  it('accepts valid values, trims text and defaults the title', () => {
    expect(staffInvitationSchema.validateSync(validStaffInvitation)).toEqual(validStaffInvitation);
    expect(
      validateValues(staffInvitationSchema, {
        FirstName: ' Nina ',
        LastName: 'Newhire ',
        Email: ' nina.newhire@demo.test ',
        Roles: ['recruiter'],
      }),
    ).toEqual({ ok: true, value: { ...validStaffInvitation, Title: '' } });
  });

  it.each(invalidStaffInvitations)('$name → $field: $message', ({ values, field, message, alsoFails }) => {
    expect(errorsOf(staffInvitationSchema, values)).toEqual({ ...alsoFails, [field]: message });
  });

  it("uses registration's own e-mail rule (SPEC §5), not a copy", () => {
    expect(staffInvitationSchema.fields.Email).toBe(registrationSchema.fields.email);
  });

  it('keeps the roles in the contract order, once each, and refuses unknown ones', () => {
    expect(
      validateValues(staffInvitationSchema, { ...validStaffInvitation, Roles: ['admin', 'recruiter', 'admin'] }),
    ).toEqual({ ok: true, value: { ...validStaffInvitation, Roles: ['recruiter', 'admin'] } });
    expect(errorsOf(staffInvitationSchema, { ...validStaffInvitation, Roles: ['recruiter', 'owner'] })).toEqual({
      'Roles[1]': 'Choose roles from the list',
    });
    expect(errorsOf(staffInvitationSchema, { ...validStaffInvitation, Roles: undefined })).toEqual({
      Roles: 'Choose at least one role',
    });
  });

  it('keeps its values a valid invitation payload', () => {
    expectTypeOf<StaffInvitationValues>().toExtend<StaffInvitationPayload>();
  });
});

describe('staffRolesSchema and staffApprovalSchema', () => {
  it('need at least one role', () => {
    expect(staffRolesSchema.validateSync(validStaffRoles)).toEqual(validStaffRoles);
    expect(errorsOf(staffRolesSchema, { Title: '', Roles: [] })).toEqual({ Roles: 'Choose at least one role' });
    expect(errorsOf(staffRolesSchema, { Title: 'x'.repeat(101), Roles: ['manager'] })).toEqual({
      Title: 'Title must be at most 100 characters',
    });
    expect(validateValues(staffApprovalSchema, { Roles: ['recruiter'] })).toEqual({
      ok: true,
      value: { Roles: ['recruiter'] },
    });
    expect(errorsOf(staffApprovalSchema, {})).toEqual({ Roles: 'Choose at least one role' });
  });

  it('keep their values valid payloads', () => {
    expectTypeOf<StaffRolesValues>().toExtend<StaffRolesPayload>();
    expectTypeOf<StaffApprovalValues>().toExtend<StaffApprovalPayload>();
  });
});

describe('staffDeactivationSchema', () => {
  it('takes a colleague id or nothing', () => {
    expect(validateValues(staffDeactivationSchema, {})).toEqual({ ok: true, value: { ReassignTo: null } });
    expect(validateValues(staffDeactivationSchema, { ReassignTo: 12 })).toEqual({
      ok: true,
      value: { ReassignTo: 12 },
    });
    expect(errorsOf(staffDeactivationSchema, { ReassignTo: 'someone' })).toEqual({
      ReassignTo: 'Choose a colleague from the list',
    });
    expect(errorsOf(staffDeactivationSchema, { ReassignTo: -3 })).toEqual({
      ReassignTo: 'Choose a colleague from the list',
    });
  });
});

describe('acceptInvitationSchema', () => {
  it('accepts a valid password and never trims it', () => {
    expect(acceptInvitationSchema.validateSync(validAcceptInvitation)).toEqual(validAcceptInvitation);
  });

  it.each(invalidAcceptInvitations)('$name → $field: $message', ({ values, field, message, alsoFails }) => {
    expect(errorsOf(acceptInvitationSchema, values)).toEqual({ ...alsoFails, [field]: message });
  });

  it("uses registration's own password rule, and names the confirmation rule mustMatch", () => {
    expect(acceptInvitationSchema.fields.Password).toBe(registrationSchema.fields.password);
    const error = catchError(() =>
      acceptInvitationSchema.validateSync({ Password: 'Welcome12', ConfirmPassword: 'Welcome21' }),
    );
    expect([error.type, error.path, error.message]).toEqual(['mustMatch', 'ConfirmPassword', 'Passwords must match']);
  });

  it('keeps its values the accept payload', () => {
    expectTypeOf<AcceptInvitationValues>().toEqualTypeOf<AcceptInvitationPayload>();
  });
});
