import { ValidationError, object, string } from 'yup';
import type {
  ChangePasswordPayload,
  ForgotPasswordPayload,
  RegistrationPayload,
  UpdateAgencyPayload,
  UpdateProfilePayload,
} from '@agency/api-client/contract';
import {
  EMAIL_MAX_LENGTH,
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
  profileSchema,
  changePasswordSchema,
  changePasswordPayloadSchema,
  toChangePasswordPayload,
  agencyProfileSchema,
  PHONE_PATTERN,
  ZIP_CODE_PATTERN,
  WEBSITE_PATTERN,
  type AgencyProfileValues,
  type ChangePasswordPayloadValues,
  type ProfileValues,
  type ForgotPasswordPayloadValues,
  type RegistrationPayloadValues,
} from '@agency/forms/schemas';
import {
  invalidAgencyProfiles,
  invalidChangePasswords,
  invalidProfiles,
  validAgencyProfile,
  validChangePassword,
  validProfile,
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
      // Not in SPEC: the login's whitespace rule and the length limits.
      passwordNoWhitespace: 'Password must not contain spaces',
      lastNameMax: 'Last Name must be at most 100 characters',
      firstNameMax: 'First Name must be at most 100 characters',
      middleNameMax: 'Middle Name must be at most 100 characters',
      emailMax: 'Email must be at most 254 characters',
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
    expect(messages.profile).toEqual({
      firstNameRequired: 'First Name is required',
      lastNameRequired: 'Last Name is required',
      firstNameMax: 'First Name must be at most 100 characters',
      middleNameMax: 'Middle Name must be at most 100 characters',
      lastNameMax: 'Last Name must be at most 100 characters',
      phoneInvalid: 'Phone may contain a leading + then digits and spaces',
      phoneMax: 'Phone must be at most 30 characters',
      titleMax: 'Title must be at most 100 characters',
    });
    expect(messages.changePassword).toEqual({
      currentPasswordRequired: 'Current Password is required',
      newPasswordRequired: 'New Password is required',
      newPasswordMin: 'New Password must be at least 6 characters',
      newPasswordNoWhitespace: 'Password must not contain spaces',
      confirmNewPasswordRequired: 'Confirm New Password is required',
      passwordsMustMatch: 'Passwords must match',
      currentPasswordIncorrect: 'The current password is incorrect.',
    });
    expect(messages.agency).toEqual({
      nameRequired: 'Agency Name is required',
      nameMax: 'Agency Name must be at most 200 characters',
      emailInvalid: 'Email must be a valid email address',
      emailMax: 'Email must be at most 200 characters',
      phoneInvalid: 'Phone may contain a leading + then digits and spaces',
      phoneMax: 'Phone must be at most 30 characters',
      websiteInvalid: 'Website must be a web address starting with http:// or https://',
      websiteMax: 'Website must be at most 200 characters',
      address1Max: 'Address Line 1 must be at most 200 characters',
      address2Max: 'Address Line 2 must be at most 200 characters',
      cityMax: 'City must be at most 100 characters',
      stateMax: 'State must be at most 100 characters',
      zipCodeInvalid: 'Zip Code must be 5 digits, or 5 digits, a hyphen and 4 digits',
      recruitmentEmailInvalid: 'Recruitment Email must be a valid email address',
      recruitmentEmailMax: 'Recruitment Email must be at most 200 characters',
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

describe('profile area patterns', () => {
  it.each([
    ['+1 555 010 2000', true],
    ['5550102000', true],
    ['+44 20 7946 0958', true],
    ['+', false],
    [' 555', false],
    ['555-0100', false],
    ['1+555', false],
    ['(555) 0100', false],
  ])('PHONE_PATTERN %j → %s', (phone, expected) => {
    expect(PHONE_PATTERN.test(phone)).toBe(expected);
  });

  it.each([
    ['62701', true],
    ['62701-1234', true],
    ['6270', false],
    ['627011', false],
    ['62701-123', false],
    ['62701 1234', false],
  ])('ZIP_CODE_PATTERN %j → %s', (zip, expected) => {
    expect(ZIP_CODE_PATTERN.test(zip)).toBe(expected);
  });

  it.each([
    ['https://acme-staffing.com', true],
    ['http://demo.test/careers?x=1', true],
    ['HTTPS://ACME.COM/', true],
    ['acme.com', false],
    ['ftp://acme.com', false],
    ['https://localhost', false],
    ['https://acme .com', false],
  ])('WEBSITE_PATTERN %j → %s', (url, expected) => {
    expect(WEBSITE_PATTERN.test(url)).toBe(expected);
  });
});

describe('profileSchema', () => {
  it('accepts valid values and trims text', () => {
    expect(profileSchema.validateSync(validProfile)).toEqual(validProfile);
    expect(
      profileSchema.validateSync({ ...validProfile, FirstName: ' Jane ', Phone: ' +1 555 010 2042 ', Title: ' ' }),
    ).toEqual({ ...validProfile, Title: '' });
  });

  it('needs only the names: the optional fields default to empty text', () => {
    expect(validateValues(profileSchema, { FirstName: 'Jane', LastName: 'Doe' })).toEqual({
      ok: true,
      value: { FirstName: 'Jane', LastName: 'Doe', MiddleName: '', Phone: '', Title: '' },
    });
  });

  it.each(invalidProfiles)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(profileSchema, values)).toEqual({ [field]: message });
  });

  it('reports the names of an empty profile with the registration messages', () => {
    expect(errorsOf(profileSchema, { FirstName: '', LastName: '', Phone: 'x' })).toEqual({
      FirstName: 'First Name is required',
      LastName: 'Last Name is required',
      Phone: 'Phone may contain a leading + then digits and spaces',
    });
  });
});

describe('changePasswordSchema', () => {
  it('accepts valid values and never trims passwords: the current one is taken as it is', () => {
    expect(changePasswordSchema.validateSync(validChangePassword)).toEqual(validChangePassword);
    // A password set before the whitespace rule can still be given as the current one.
    const spaced = { ...validChangePassword, CurrentPassword: ' old pw ' };
    expect(changePasswordSchema.validateSync(spaced)).toEqual(spaced);
  });

  it.each(invalidChangePasswords)('$name → $field: $message', ({ values, field, message, alsoFails }) => {
    expect(errorsOf(changePasswordSchema, values)).toEqual({ ...alsoFails, [field]: message });
  });

  it('names the confirmation rule mustMatch, with the registration message', () => {
    const error = catchError(() =>
      changePasswordSchema.validateSync({ ...validChangePassword, ConfirmNewPassword: 'other-password' }),
    );
    expect([error.type, error.path, error.message]).toEqual([
      'mustMatch',
      'ConfirmNewPassword',
      'Passwords must match',
    ]);
    expect(messages.changePassword.passwordsMustMatch).toBe(messages.registration.passwordsMustMatch);
  });

  it('maps to the payload without the confirmation, which the payload schema does not know', () => {
    expect(toChangePasswordPayload(validChangePassword)).toEqual({
      CurrentPassword: 'Recruit3r!',
      NewPassword: 'N3w-secret',
    });
    expect(validateValues(changePasswordPayloadSchema, validChangePassword)).toEqual({
      ok: true,
      value: { CurrentPassword: 'Recruit3r!', NewPassword: 'N3w-secret' },
    });
    expect(validateValues(changePasswordPayloadSchema, { CurrentPassword: '', NewPassword: 'abc' })).toEqual({
      ok: false,
      errors: {
        CurrentPassword: 'Current Password is required',
        NewPassword: 'New Password must be at least 6 characters',
      },
    });
  });
});

describe('agencyProfileSchema', () => {
  it('accepts valid values, trims text and keeps optional fields empty', () => {
    expect(agencyProfileSchema.validateSync(validAgencyProfile)).toEqual(validAgencyProfile);
    expect(validateValues(agencyProfileSchema, { Name: ' Acme ' })).toEqual({
      ok: true,
      value: {
        Name: 'Acme',
        Email: '',
        Phone: '',
        Website: '',
        Address1: '',
        Address2: '',
        City: '',
        State: '',
        ZipCode: '',
        RecruitmentEmail: '',
      },
    });
  });

  it.each(invalidAgencyProfiles)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(agencyProfileSchema, values)).toEqual({ [field]: message });
  });

  it('uses the registration e-mail rule and message for Email', () => {
    expect(messages.agency.emailInvalid).toBe(messages.registration.emailInvalid);
    expect(errorsOf(agencyProfileSchema, { ...validAgencyProfile, Email: 'a@b.nurse' })).toEqual({
      Email: 'Email must be a valid email address',
    });
  });
});

describe('profile area payload types', () => {
  it('match the contract', () => {
    // Each assignment compiles only while the schema's type and the contract agree.
    const profile: UpdateProfilePayload = {} as ProfileValues;
    const agencyIn: AgencyProfileValues = {} as UpdateAgencyPayload;
    const agencyOut: UpdateAgencyPayload = {} as AgencyProfileValues;
    const passwordIn: ChangePasswordPayloadValues = {} as ChangePasswordPayload;
    const passwordOut: ChangePasswordPayload = {} as ChangePasswordPayloadValues;
    expect([profile, agencyIn, agencyOut, passwordIn, passwordOut]).toHaveLength(5);
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

  it("turns a value that is not text where text is expected into that field's error, never a TypeError", () => {
    const payload = toRegistrationPayload(validRegistration);
    expect(
      validateValues(registrationPayloadSchema, {
        ...payload,
        First_Name: { $ne: '' },
        Last_Name: ['Rivera'],
        Email: 42,
        Password: true,
        Middle_Name: null,
      }),
    ).toEqual({
      ok: false,
      errors: {
        First_Name: 'First_Name must be text.',
        Last_Name: 'Last_Name must be text.',
        Email: 'Email must be text.',
        Password: 'Password must be text.',
        Middle_Name: 'Middle_Name must be text.',
      },
    });
    // The other fields are still checked, and absent optional fields are fine.
    expect(validateValues(profileSchema, { FirstName: {}, LastName: ' ', Phone: 'x' })).toEqual({
      ok: false,
      errors: {
        FirstName: 'FirstName must be text.',
        LastName: 'Last Name is required',
        Phone: 'Phone may contain a leading + then digits and spaces',
      },
    });
    expect(validateValues(agencyProfileSchema, { Name: 'Acme', Website: ['https://acme.test'] })).toEqual({
      ok: false,
      errors: { Website: 'Website must be text.' },
    });
    // A field that is not text (a yes/no) keeps yup's own type check, which reports rather than throws.
    const flagged = validateValues(registrationPayloadSchema, { ...payload, IsVerified: { yes: 1 } });
    expect(flagged.ok ? {} : Object.keys(flagged.errors)).toEqual(['IsVerified']);
  });

  it('leaves null to a field that allows it', () => {
    const schema = object({ note: string().trim().nullable() });
    expect(validateValues(schema, { note: null })).toEqual({ ok: true, value: { note: null } });
    expect(validateValues(schema, { note: 7 })).toEqual({ ok: false, errors: { note: 'note must be text.' } });
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
