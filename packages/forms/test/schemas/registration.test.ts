import { expectTypeOf } from 'vitest';
import type { RegistrationPayload } from '@agency/api-client/contract';
import {
  EMAIL_MAX_LENGTH,
  REGISTRATION_PAYLOAD_FIELDS,
  TEST_NAMES,
  changePasswordSchema,
  messages,
  registrationPayloadSchema,
  registrationSchema,
  toRegistrationPayload,
  validateValues,
  type RegistrationPayloadValues,
} from '@agency/forms/schemas';
import { validChangePassword } from '../../src/schemas/change-password/fixtures';
import { invalidLogins } from '../../src/schemas/login/fixtures';
import { invalidRegistrations, validRegistration } from '../../src/schemas/registration/fixtures';
import { catchError, errorsOf } from './support';

describe('registration messages', () => {
  it('hold the literal texts of SPEC §5 and §8', () => {
    expect(messages.registration).toEqual({
      lastNameRequired: 'Last Name is required',
      firstNameRequired: 'First Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Email must be a valid email address',
      passwordRequired: 'Password is required',
      passwordMin: 'Password must be at least 6 characters',
      confirmPasswordRequired: 'Confirm Password is required',
      passwordsMustMatch: 'Passwords must match',
      conditionsRequired: 'You must agree to the terms and conditions',
      emailTaken: 'Email already exist',
      // Not in SPEC: the login's whitespace rule and the length limits.
      passwordNoWhitespace: 'Password must not contain spaces',
      lastNameMax: 'Last Name must be at most 100 characters',
      firstNameMax: 'First Name must be at most 100 characters',
      middleNameMax: 'Middle Name must be at most 100 characters',
      emailMax: 'Email must be at most 254 characters',
    });
  });
});

describe('registrationSchema', () => {
  it('accepts valid values', () => {
    expect(registrationSchema.validateSync(validRegistration)).toEqual(validRegistration);
  });

  it.each(invalidRegistrations)('$name → $field: $message', ({ values, field, message, alsoFails }) => {
    expect(errorsOf(registrationSchema, values)).toEqual({ ...alsoFails, [field]: message });
  });

  it('reports every field of an empty form with its SPEC message', () => {
    const empty = {
      lastName: '',
      firstName: '',
      email: '',
      password: '',
      confirmPassword: '',
      isConditionAgree: false,
    };
    expect(errorsOf(registrationSchema, empty)).toEqual({
      lastName: 'Last Name is required',
      firstName: 'First Name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm Password is required',
      isConditionAgree: 'You must agree to the terms and conditions',
    });
  });

  it('names the confirmation rule mustMatch', () => {
    const error = catchError(() =>
      registrationSchema.validateSync({ ...validRegistration, confirmPassword: 'other-password' }),
    );
    expect(error.type).toBe('mustMatch');
    expect(error.path).toBe('confirmPassword');
    expect(error.message).toBe('Passwords must match');
    expect(TEST_NAMES.mustMatch).toBe('mustMatch');
  });

  it('trims text fields', () => {
    const value = registrationSchema.validateSync({
      ...validRegistration,
      lastName: '  Rivera ',
      firstName: '\tMaria  ',
      email: ' maria.rivera@example.com  ',
    });
    expect(value).toEqual(validRegistration);
  });

  it('refuses a password with surrounding whitespace instead of trimming it, and compares it as typed', () => {
    expect(
      errorsOf(registrationSchema, { ...validRegistration, password: 'secret1 ', confirmPassword: 'secret1' }),
    ).toEqual({
      password: 'Password must not contain spaces',
      confirmPassword: 'Passwords must match',
    });
  });

  it('refuses every password the login form would refuse for whitespace, with the login message', () => {
    for (const { values, message } of invalidLogins.filter(
      (item) => item.message === messages.login.passwordNoWhitespace,
    )) {
      const { password } = values;
      expect(errorsOf(registrationSchema, { ...validRegistration, password, confirmPassword: password })).toEqual({
        password: message,
      });
      expect(
        errorsOf(changePasswordSchema, { ...validChangePassword, NewPassword: password, ConfirmNewPassword: password }),
      ).toEqual({ NewPassword: message });
    }
    const error = catchError(() =>
      registrationSchema.validateSync({ ...validRegistration, password: 'a b c d e', confirmPassword: 'a b c d e' }),
    );
    expect([error.type, error.message]).toEqual([TEST_NAMES.noWhitespace, messages.login.passwordNoWhitespace]);
  });

  it('accepts names of 100 characters and an e-mail address of 254', () => {
    const longest = {
      ...validRegistration,
      lastName: 'R'.repeat(100),
      firstName: 'M'.repeat(100),
      email: `${'m'.repeat(242)}@example.com`,
    };
    expect(longest.email).toHaveLength(EMAIL_MAX_LENGTH);
    expect(registrationSchema.validateSync(longest)).toEqual(longest);
    // Counted after trimming.
    expect(registrationSchema.validateSync({ ...longest, lastName: ` ${longest.lastName} ` })).toEqual(longest);
  });

  it('requires the terms box to be ticked (not only present)', () => {
    expect(errorsOf(registrationSchema, { ...validRegistration, isConditionAgree: undefined })).toEqual({
      isConditionAgree: 'You must agree to the terms and conditions',
    });
  });
});

describe('register payload schema and mapper', () => {
  it('maps registration form values to the SPEC §3 payload', () => {
    const payload: RegistrationPayload = toRegistrationPayload(validRegistration);
    expect(payload).toEqual({
      First_Name: 'Maria',
      Last_Name: 'Rivera',
      Email: 'maria.rivera@example.com',
      Password: 'Nurse#2024',
      IsVerified: false,
      Middle_Name: '',
    });
  });

  it('keeps the payload type identical to the contract', () => {
    // Checked by the type checker (tsc over test/): any drift between the two declarations fails it.
    expectTypeOf<RegistrationPayloadValues>().toEqualTypeOf<RegistrationPayload>();
    expectTypeOf(toRegistrationPayload).returns.toEqualTypeOf<RegistrationPayload>();
  });

  it('validates the register payload with the same messages, keyed by payload field', () => {
    expect(validateValues(registrationPayloadSchema, toRegistrationPayload(validRegistration))).toEqual({
      ok: true,
      value: toRegistrationPayload(validRegistration),
    });
    expect(
      validateValues(registrationPayloadSchema, { First_Name: ' ', Email: 'Maria@x.com', Password: '123' }),
    ).toEqual({
      ok: false,
      errors: {
        First_Name: 'First Name is required',
        Last_Name: 'Last Name is required',
        Email: 'Email must be a valid email address',
        Password: 'Password must be at least 6 characters',
      },
    });
  });

  it('maps every validated payload field back to a form field', () => {
    expect(REGISTRATION_PAYLOAD_FIELDS).toEqual({
      First_Name: 'firstName',
      Last_Name: 'lastName',
      Email: 'email',
      Password: 'password',
    });
    for (const field of Object.values(REGISTRATION_PAYLOAD_FIELDS))
      expect(registrationSchema.fields).toHaveProperty(field);
  });
});
