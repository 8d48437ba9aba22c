// Valid and invalid forgot-password values, used by the tests and the stories (internal: not exported).
import type { InvalidCase } from '../shared/fixtures';
import { forgotPasswordMessages as m } from './messages';
import type { ForgotPasswordValues } from './schema';

export const validForgotPassword: ForgotPasswordValues = { email: 'maria.rivera@example.com' };

export const invalidForgotPasswords: InvalidCase<ForgotPasswordValues>[] = [
  { name: 'empty email', values: { email: '' }, field: 'email', message: m.emailRequired },
  { name: 'email without a domain', values: { email: 'maria@' }, field: 'email', message: m.emailInvalid },
  { name: 'upper-case email', values: { email: 'MARIA@EXAMPLE.COM' }, field: 'email', message: m.emailInvalid },
  {
    name: 'email with a 5-letter tld',
    values: { email: 'maria@example.nurse' },
    field: 'email',
    message: m.emailInvalid,
  },
  {
    name: '255-character email',
    values: { email: `${'m'.repeat(243)}@example.com` },
    field: 'email',
    message: m.emailInvalid,
  },
];
