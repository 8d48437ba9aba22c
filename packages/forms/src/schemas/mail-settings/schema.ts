import { mixed, number, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../shared/constants';
import { optionalEmail, optionalText } from '../shared/rules';
import {
  COPY_ADDRESSES_MAX,
  SIGNATURE_MAX_LENGTH,
  SMTP_PASSWORD_MAX_LENGTH,
  mailSettingsMessages as m,
} from './messages';

/** The addresses of a comma (or semicolon) separated list, trimmed, empty parts left out. */
export function addressList(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** An optional list of e-mail addresses written as text ("a@x.com, b@y.com"), saved as "a@x.com, b@y.com". */
const copyList = (invalid: string, tooMany: string) =>
  string()
    .trim()
    .default('')
    .transform((value: string) => (typeof value === 'string' ? addressList(value).join(', ') : value))
    .test('addresses', invalid, (value) => addressList(value ?? '').every((address) => EMAIL_PATTERN.test(address)))
    .test('count', tooMany, (value) => addressList(value ?? '').length <= COPY_ADDRESSES_MAX);

// User Mail Settings: how the user's messages look. The payload of saveUserMailSettings; the same schema
// validates it on the server.
export const mailSettingsSchema = object({
  SenderName: string().trim().required(m.senderNameRequired).max(NAME_MAX_LENGTH, m.senderNameMax),
  ReplyTo: optionalEmail(m.replyToInvalid, m.replyToMax),
  /** Markdown, rendered safely (raw HTML shown as text) under each message. */
  Signature: string().default('').max(SIGNATURE_MAX_LENGTH, m.signatureMax),
  Cc: copyList(m.ccInvalid, m.ccMax),
  Bcc: copyList(m.bccInvalid, m.bccMax),
});
export type MailSettingsValues = InferType<typeof mailSettingsSchema>;

/** How the connection to an SMTP server is secured. */
export const SMTP_SECURITY = ['tls', 'starttls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];
/** The labels of SMTP_SECURITY, for a select. */
export const SMTP_SECURITY_OPTIONS: readonly { value: SmtpSecurity; label: string }[] = [
  { value: 'tls', label: 'SSL/TLS (port 465)' },
  { value: 'starttls', label: 'STARTTLS (port 587)' },
  { value: 'none', label: 'None (not encrypted)' },
];

/** A host name (labels of letters, digits and hyphens) or an IPv4 address. */
const HOST_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

// User Mail Configuration (and the agency's server): an SMTP server. Password: empty keeps the saved one
// (it is never sent back); a new value replaces it.
export const smtpServerSchema = object({
  Host: string().trim().required(m.hostRequired).max(253, m.hostInvalid).matches(HOST_PATTERN, m.hostInvalid),
  Port: number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(m.portInvalid)
    .required(m.portRequired)
    .integer(m.portInvalid)
    .min(1, m.portInvalid)
    .max(65535, m.portInvalid),
  Security: mixed<SmtpSecurity>().oneOf(SMTP_SECURITY, m.securityInvalid).required(m.securityInvalid),
  Username: optionalText(TEXT_MAX_LENGTH, m.usernameMax),
  Password: string().default('').max(SMTP_PASSWORD_MAX_LENGTH, m.passwordMax),
  FromAddress: string()
    .trim()
    .required(m.fromAddressRequired)
    .max(TEXT_MAX_LENGTH, m.fromAddressMax)
    .matches(EMAIL_PATTERN, m.fromAddressInvalid),
});
export type SmtpServerValues = InferType<typeof smtpServerSchema>;

// "Send test e-mail": where to (empty: the user's own address).
export const smtpTestSchema = object({
  To: optionalEmail(m.testToInvalid, m.testToInvalid),
});
export type SmtpTestValues = InferType<typeof smtpTestSchema>;
