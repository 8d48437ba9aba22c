import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../shared/constants';
import { atMost } from '../shared/messages';

/** Longest e-mail signature (Markdown). */
export const SIGNATURE_MAX_LENGTH = 2000;
/** Most addresses in a default CC or BCC list. */
export const COPY_ADDRESSES_MAX = 10;
/** Longest SMTP password accepted. */
export const SMTP_PASSWORD_MAX_LENGTH = 500;

/**
 * User Mail Settings and User Mail Configuration (and the agency's mail server on the agency profile): none
 * given by SPEC, chosen here.
 */
export const mailSettingsMessages = {
  senderNameRequired: 'Sender Name is required',
  senderNameMax: atMost('Sender Name', NAME_MAX_LENGTH),
  replyToInvalid: 'Reply-To must be a valid email address',
  replyToMax: atMost('Reply-To', TEXT_MAX_LENGTH),
  signatureMax: atMost('Signature', SIGNATURE_MAX_LENGTH),
  ccInvalid: 'Default CC must be email addresses separated by commas',
  ccMax: `Default CC may hold at most ${COPY_ADDRESSES_MAX} addresses`,
  bccInvalid: 'Default BCC must be email addresses separated by commas',
  bccMax: `Default BCC may hold at most ${COPY_ADDRESSES_MAX} addresses`,
  hostRequired: 'SMTP Host is required',
  hostInvalid: 'SMTP Host must be a host name or an IP address',
  portRequired: 'Port is required',
  portInvalid: 'Port must be a whole number from 1 to 65535',
  securityInvalid: 'Security must be SSL/TLS, STARTTLS or None',
  usernameMax: atMost('Username', TEXT_MAX_LENGTH),
  passwordMax: atMost('Password', SMTP_PASSWORD_MAX_LENGTH),
  fromAddressRequired: 'From Address is required',
  fromAddressInvalid: 'From Address must be a valid email address',
  fromAddressMax: atMost('From Address', TEXT_MAX_LENGTH),
  testToInvalid: 'Send To must be a valid email address',
} as const;
