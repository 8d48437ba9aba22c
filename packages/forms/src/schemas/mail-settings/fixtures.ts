// Valid and invalid mail settings and SMTP servers, used by the tests and the stories (internal: not exported).
import type { InvalidCase } from '../shared/fixtures';
import { mailSettingsMessages as m } from './messages';
import type { MailSettingsValues, SmtpServerValues } from './schema';

export const validMailSettings: MailSettingsValues = {
  SenderName: 'Rita Recruiter',
  ReplyTo: 'rita@acme-staffing.com',
  Signature:
    '**Rita Recruiter**\nSenior Recruiter, Acme Healthcare Staffing\n\n[acme-staffing.com](https://acme-staffing.com)',
  Cc: '',
  Bcc: 'crm@acme-staffing.com',
};

export const invalidMailSettings: InvalidCase<MailSettingsValues>[] = [
  {
    name: 'empty sender',
    values: { ...validMailSettings, SenderName: ' ' },
    field: 'SenderName',
    message: m.senderNameRequired,
  },
  {
    name: 'reply-to without @',
    values: { ...validMailSettings, ReplyTo: 'rita.acme.com' },
    field: 'ReplyTo',
    message: m.replyToInvalid,
  },
  {
    name: 'long signature',
    values: { ...validMailSettings, Signature: 's'.repeat(2001) },
    field: 'Signature',
    message: m.signatureMax,
  },
  {
    name: 'cc with a bad address',
    values: { ...validMailSettings, Cc: 'a@acme.com, nobody' },
    field: 'Cc',
    message: m.ccInvalid,
  },
  {
    name: 'bcc with eleven addresses',
    values: { ...validMailSettings, Bcc: Array.from({ length: 11 }, (_, i) => `p${i}@acme.com`).join(', ') },
    field: 'Bcc',
    message: m.bccMax,
  },
];

export const validSmtpServer: SmtpServerValues = {
  Host: 'smtp.office365.com',
  Port: 587,
  Security: 'starttls',
  Username: 'rita@acme-staffing.com',
  Password: 'app-password-1',
  FromAddress: 'rita@acme-staffing.com',
};

export const invalidSmtpServers: InvalidCase<SmtpServerValues>[] = [
  { name: 'empty host', values: { ...validSmtpServer, Host: '' }, field: 'Host', message: m.hostRequired },
  {
    name: 'host with a space',
    values: { ...validSmtpServer, Host: 'smtp acme.com' },
    field: 'Host',
    message: m.hostInvalid,
  },
  { name: 'port 0', values: { ...validSmtpServer, Port: 0 }, field: 'Port', message: m.portInvalid },
  { name: 'port 70000', values: { ...validSmtpServer, Port: 70000 }, field: 'Port', message: m.portInvalid },
  {
    name: 'unknown security',
    values: { ...validSmtpServer, Security: 'ssl' as SmtpServerValues['Security'] },
    field: 'Security',
    message: m.securityInvalid,
  },
  {
    name: 'from without @',
    values: { ...validSmtpServer, FromAddress: 'rita' },
    field: 'FromAddress',
    message: m.fromAddressInvalid,
  },
];
