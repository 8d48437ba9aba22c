import { object, string, type InferType } from 'yup';
import { VERIFICATION_CODE_MAX_LENGTH } from '../shared/constants';
import { verificationMessages as m } from './messages';

// Verification (SPEC §2, §5, §9): one code, required, trimmed, at most 10 characters. The form values are
// the payload (`verificationCode`), so the server's `Errors` already use the field's name.

export const verificationSchema = object({
  verificationCode: string().trim().required(m.codeRequired).max(VERIFICATION_CODE_MAX_LENGTH, m.codeMax),
});
export type VerificationValues = InferType<typeof verificationSchema>;
