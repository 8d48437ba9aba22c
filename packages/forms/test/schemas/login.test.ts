import { TEST_NAMES, loginSchema, messages } from '@agency/forms/schemas';
import { invalidLogins, validLogin } from '../../src/schemas/login/fixtures';
import { catchError, errorsOf } from './support';

describe('login messages', () => {
  it('hold the literal texts', () => {
    expect(messages.login).toEqual({
      emailRequired: 'Login ID is required',
      passwordRequired: 'Password is required',
      passwordNoWhitespace: 'Password must not contain spaces',
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
