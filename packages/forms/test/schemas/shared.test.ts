import { object, string } from 'yup';
import {
  EMAIL_PATTERN,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  VERIFICATION_CODE_MAX_LENGTH,
  WEBSITE_PATTERN,
  ZIP_CODE_PATTERN,
  agencyProfileSchema,
  profileSchema,
  registrationPayloadSchema,
  registrationSchema,
  toFieldErrors,
  toRegistrationPayload,
  validateValues,
  verificationSchema,
} from '@agency/forms/schemas';
import { validRegistration } from '../../src/schemas/registration/fixtures';
import { catchAll } from './support';

// The shared constants and error helpers (src/schemas/shared/); each form's schema has its own test file.

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

describe('a phone number has as many digits as a number can (every phone field, the server too)', () => {
  const digits = 'Phone must have 10 digits, or start with + and the country code (at most 15 digits)';
  const phoneError = (Phone: string) => {
    const result = validateValues(profileSchema, { FirstName: 'Rita', LastName: 'Reyes', Phone });
    return result.ok ? undefined : result.errors.Phone;
  };

  it.each([
    '312 555 0177',
    '3125550177',
    '1 312 555 0177',
    '+1 312 555 0177',
    '+13125550177',
    '+44 20 7946 0958',
    '+683 4002',
    '+49 30 1234 5678 901',
    '',
  ])('accepts %j', (phone) => {
    expect(phoneError(phone)).toBeUndefined();
  });

  it.each([
    ['a 20-digit number', '31255501771234567890'],
    ['16 digits after the plus', '+49 30 1234 5678 9012'],
    ['7 digits without a country code', '555 0177'],
    ['11 digits without the plus that are not 1 and a US number', '020 7946 0958'],
    ['+1 with 7 digits', '+1 555 0100'],
    ['+1 with 11 digits', '+1 312 555 01770'],
    ['+ with 6 digits', '+44 2079'],
  ])('refuses %s with its message', (_case, phone) => {
    expect(phoneError(phone)).toBe(digits);
  });

  it('leaves other characters to the pattern message', () => {
    expect(phoneError('(312) 555-0177')).toBe('Phone may contain a leading + then digits and spaces');
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
