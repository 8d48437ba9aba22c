// Valid and invalid login values, used by the tests and the stories (internal: not exported).
import type { InvalidCase } from '../shared/fixtures';
import { loginMessages as m } from './messages';
import type { LoginValues } from './schema';

export const validLogin: LoginValues = { email: 'recruiter@example.com', password: 'Secret#123' };

export const invalidLogins: InvalidCase<LoginValues>[] = [
  { name: 'empty Login ID', values: { ...validLogin, email: '' }, field: 'email', message: m.emailRequired },
  { name: 'blank Login ID', values: { ...validLogin, email: '   ' }, field: 'email', message: m.emailRequired },
  { name: 'empty password', values: { ...validLogin, password: '' }, field: 'password', message: m.passwordRequired },
  {
    name: 'password with a space',
    values: { ...validLogin, password: 'Secret 123' },
    field: 'password',
    message: m.passwordNoWhitespace,
  },
  {
    name: 'password with a tab',
    values: { ...validLogin, password: 'Secret\t123' },
    field: 'password',
    message: m.passwordNoWhitespace,
  },
];
