import { ValidationError, object, string } from 'yup';
import type { ForgotPasswordPayload, RegistrationPayload } from '@agency/api-client/contract';
import {
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_PAYLOAD_FIELDS,
  TEST_NAMES,
  VERIFICATION_CODE_MAX_LENGTH,
  forgotPasswordPayloadSchema,
  forgotPasswordSchema,
  loginSchema,
  messages,
  registrationPayloadSchema,
  registrationSchema,
  toFieldErrors,
  toForgotPasswordPayload,
  toRegistrationPayload,
  validateValues,
  verificationSchema,
  type ForgotPasswordPayloadValues,
  type RegistrationPayloadValues,
} from '@agency/forms/schemas';
import {
  invalidForgotPasswords,
  invalidLogins,
  invalidRegistrations,
  invalidVerifications,
  validForgotPassword,
  validLogin,
  validRegistration,
  validVerification,
} from '../src/schemas/fixtures';

/** The first error of each field, as the form resolver and the server see it. */
function errorsOf(schema: { validateSync: (value: unknown, options: object) => unknown }, values: unknown) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return toFieldErrors(error);
  }
}

describe('constants', () => {
  it('match SPEC §9', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(VERIFICATION_CODE_MAX_LENGTH).toBe(10);
  });

  it.each([
    ['ab@cd.ef', true],
    ['first.last+tag_1%x-y@mail.example.us', true],
    ['a@b.co', true],
    ['a@b.info', true],
    ['a@b.nurse', false],
    ['a@b.c', false],
    ['A@b.com', false],
    ['a@B.com', false],
    ['a@b.COM', false],
    ['a b@c.com', false],
    ['a@b', false],
    ['@b.com', false],
    ['a@b.com ', false],
    ['a@b.c0m', false],
  ])('EMAIL_PATTERN %j → %s', (email, expected) => {
    expect(EMAIL_PATTERN.test(email)).toBe(expected);
  });
});

describe('messages', () => {
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
    });
    expect(messages.forgotPassword).toEqual({
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid Email Address.',
    });
    expect(messages.login).toEqual({
      emailRequired: 'Login ID is required',
      passwordRequired: 'Password is required',
      passwordNoWhitespace: 'Password must not contain spaces',
    });
    expect(messages.verification).toEqual({
      codeRequired: 'Verification code is required',
      codeMax: 'Verification code must be at most 10 characters',
    });
  });
});

describe('loginSchema', () => {
  it('accepts valid values and trims the Login ID but not the password', () => {
    expect(loginSchema.validateSync(validLogin)).toEqual(validLogin);
    expect(loginSchema.validateSync({ email: '  recruiter@example.com ', password: 'Secret#123' })).toEqual(validLogin);
  });

  it.each(invalidLogins)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(loginSchema, values)).toEqual({ [field]: message });
  });

  it('reports both required fields at once', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Login ID is required',
      password: 'Password is required',
    });
  });

  it('names the whitespace rule noWhitespace', () => {
    const error = catchError(() => loginSchema.validateSync({ email: 'x', password: 'a b' }));
    expect(error.type).toBe(TEST_NAMES.noWhitespace);
    expect(TEST_NAMES.noWhitespace).toBe('noWhitespace');
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

  it('trims text fields and leaves passwords untouched', () => {
    const value = registrationSchema.validateSync({
      ...validRegistration,
      lastName: '  Rivera ',
      firstName: '\tMaria  ',
      email: ' maria.rivera@example.com  ',
      password: ' pass word ',
      confirmPassword: ' pass word ',
    });
    expect(value).toEqual({
      ...validRegistration,
      password: ' pass word ',
      confirmPassword: ' pass word ',
    });
  });

  it('compares the confirmation with the untrimmed password', () => {
    expect(
      errorsOf(registrationSchema, { ...validRegistration, password: 'secret1 ', confirmPassword: 'secret1' }),
    ).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('requires the terms box to be ticked (not only present)', () => {
    expect(errorsOf(registrationSchema, { ...validRegistration, isConditionAgree: undefined })).toEqual({
      isConditionAgree: 'You must agree to the terms and conditions',
    });
  });
});

describe('verificationSchema', () => {
  it('accepts a valid code and trims it', () => {
    expect(verificationSchema.validateSync(validVerification)).toEqual(validVerification);
    expect(verificationSchema.validateSync({ verificationCode: '  A1B2C3 ' })).toEqual({ verificationCode: 'A1B2C3' });
  });

  it('accepts exactly 10 characters, also after trimming surrounding spaces', () => {
    expect(verificationSchema.validateSync({ verificationCode: ' 1234567890 ' })).toEqual({
      verificationCode: '1234567890',
    });
  });

  it.each(invalidVerifications)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(verificationSchema, values)).toEqual({ [field]: message });
  });
});

describe('forgotPasswordSchema', () => {
  it('accepts a valid e-mail (2-letter tld too) and trims it', () => {
    expect(forgotPasswordSchema.validateSync(validForgotPassword)).toEqual(validForgotPassword);
    expect(forgotPasswordSchema.validateSync({ email: ' nurse@clinic.us ' })).toEqual({ email: 'nurse@clinic.us' });
  });

  it.each(invalidForgotPasswords)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(forgotPasswordSchema, values)).toEqual({ [field]: message });
  });
});

describe('payload schemas and mappers', () => {
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
    // Both directions compile only while the two declarations agree.
    const fromContract: RegistrationPayloadValues = {} as RegistrationPayload;
    const toContract: RegistrationPayload = {} as RegistrationPayloadValues;
    const forgotFromContract: ForgotPasswordPayloadValues = {} as ForgotPasswordPayload;
    const forgotToContract: ForgotPasswordPayload = {} as ForgotPasswordPayloadValues;
    expect([fromContract, toContract, forgotFromContract, forgotToContract]).toHaveLength(4);
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

  it('maps and validates the forgot-password payload', () => {
    expect(toForgotPasswordPayload({ email: 'a@b.co' })).toEqual({ Email: 'a@b.co' });
    expect(validateValues(forgotPasswordPayloadSchema, { Email: ' a@b.co ' })).toEqual({
      ok: true,
      value: { Email: 'a@b.co' },
    });
    expect(validateValues(forgotPasswordPayloadSchema, { Email: 'a@b.company' })).toEqual({
      ok: false,
      errors: { Email: 'Invalid Email Address.' },
    });
  });
});

describe('toFieldErrors / validateValues', () => {
  it('keeps the first message per field', () => {
    const error = catchAll(() =>
      registrationSchema.validateSync(
        { ...validRegistration, password: '', confirmPassword: '' },
        { abortEarly: false },
      ),
    );
    // Both "required" and "min" fail for an empty password; the first declared rule wins.
    expect(error.inner.map((e) => e.message)).toEqual(
      expect.arrayContaining(['Password is required', 'Password must be at least 6 characters']),
    );
    expect(toFieldErrors(error)).toEqual({
      password: 'Password is required',
      confirmPassword: 'Confirm Password is required',
    });
  });

  it('maps an error raised with abortEarly (no inner errors)', () => {
    const error = catchAll(() => verificationSchema.validateSync({ verificationCode: '' }));
    expect(toFieldErrors(error)).toEqual({ verificationCode: 'Verification code is required' });
  });

  it('reports a non-object input under the empty key and drops unknown keys of a valid one', () => {
    const result = validateValues(verificationSchema, 'not an object');
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual(['']);
    expect(validateValues(verificationSchema, { verificationCode: 'abc', admin: true })).toEqual({
      ok: true,
      value: { verificationCode: 'abc' },
    });
  });

  it('rethrows errors that are not validation errors', () => {
    const boom = new Error('boom');
    const schema = object({
      email: string().test('explodes', 'never', () => {
        throw boom;
      }),
    });
    expect(() => validateValues(schema, { email: 'x' })).toThrow(boom);
  });
});

function catchAll(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

function catchError(run: () => unknown): ValidationError {
  return catchAll(run);
}
