// Valid and invalid verification codes, used by the tests and the stories (internal: not exported).
import type { InvalidCase } from '../shared/fixtures';
import { verificationMessages as m } from './messages';
import type { VerificationValues } from './schema';

export const validVerification: VerificationValues = { verificationCode: 'A1B2C3' };

export const invalidVerifications: InvalidCase<VerificationValues>[] = [
  { name: 'empty code', values: { verificationCode: '' }, field: 'verificationCode', message: m.codeRequired },
  { name: 'blank code', values: { verificationCode: '   ' }, field: 'verificationCode', message: m.codeRequired },
  {
    name: '11-character code',
    values: { verificationCode: '12345678901' },
    field: 'verificationCode',
    message: m.codeMax,
  },
];
