/**
 * How a staff member's e-mail to applicants is sent: their mail settings (sender name, reply-to, signature,
 * default copies) and, optionally, their own SMTP server; the agency's own SMTP server (owner). A user
 * without a server of their own sends through the agency's, and an agency without one through the
 * platform's (SMTP_URL, or the development outbox). Passwords are write-only: never returned.
 */
import { defineCall } from './common';

/** How the connection to an SMTP server is secured: TLS from the start, STARTTLS, or not at all. */
export type SmtpSecurity = 'tls' | 'starttls' | 'none';

/** The user's mail settings, as User Mail Settings shows them. */
export interface UserMailSettings {
  SenderName: string;
  /** Empty: replies go to AccountEmail. */
  ReplyTo: string;
  /** Markdown, rendered safely under each e-mail. */
  Signature: string;
  /** Addresses separated by commas ("a@x.com, b@y.com"). */
  Cc: string;
  Bcc: string;
  /** The user's sign-in e-mail. */
  AccountEmail: string;
}

/** The body of saveUserMailSettings. */
export type UserMailSettingsPayload = Omit<UserMailSettings, 'AccountEmail'>;

/** The answer of the last "Send test e-mail". */
export interface SmtpTestResult {
  Ok: boolean;
  /** The server's answer (e.g. "250 2.0.0 OK queued") or why it failed ("Invalid login: 535 …"). */
  Message: string;
  To: string;
  At: string;
}

/** A saved SMTP server. */
export interface SmtpServer {
  Host: string;
  Port: number;
  Security: SmtpSecurity;
  Username: string;
  FromAddress: string;
  /** A password is saved (it is never returned). */
  HasPassword: boolean;
  UpdatedAt: string;
  LastTest: SmtpTestResult | null;
}

/** What mail is sent through: a saved server, or what is used without one. */
export interface MailConfiguration {
  Server: SmtpServer | null;
  /** Used when Server is null: the agency's server (for a user) or the platform's. */
  Fallback: 'agency' | 'platform';
  /** The fallback in words, e.g. "The agency's server (smtp.acme.com)". */
  FallbackDescription: string;
}

/** The body of the save calls. An empty Password keeps the saved one. */
export interface SmtpServerPayload {
  Host: string;
  Port: number;
  Security: SmtpSecurity;
  Username: string;
  Password: string;
  FromAddress: string;
}

/** The body of the test calls: where to (empty: the user's own address). */
export interface SmtpTestPayload {
  To?: string;
}

export const getUserMailSettings = defineCall<{ response: UserMailSettings }>()({
  method: 'GET',
  path: '/api/user-mail-settings',
});

export const saveUserMailSettings = defineCall<{ body: UserMailSettingsPayload; response: UserMailSettings }>()({
  method: 'PUT',
  path: '/api/user-mail-settings',
});

export const getUserMailConfiguration = defineCall<{ response: MailConfiguration }>()({
  method: 'GET',
  path: '/api/user-mail-configuration',
});

export const saveUserMailConfiguration = defineCall<{ body: SmtpServerPayload; response: MailConfiguration }>()({
  method: 'PUT',
  path: '/api/user-mail-configuration',
});

/** Removes the user's own server: their mail goes through the agency's again. */
export const deleteUserMailConfiguration = defineCall<{ response: MailConfiguration }>()({
  method: 'DELETE',
  path: '/api/user-mail-configuration',
});

/** Sends a test e-mail through the user's saved server and answers what the server said. */
export const testUserMailConfiguration = defineCall<{ body: SmtpTestPayload; response: SmtpTestResult }>()({
  method: 'POST',
  path: '/api/user-mail-configuration/test',
});

/** The agency's own server (agency owner). */
export const getAgencyMailServer = defineCall<{ response: MailConfiguration }>()({
  method: 'GET',
  path: '/api/agency/mail-server',
});

export const saveAgencyMailServer = defineCall<{ body: SmtpServerPayload; response: MailConfiguration }>()({
  method: 'PUT',
  path: '/api/agency/mail-server',
});

export const deleteAgencyMailServer = defineCall<{ response: MailConfiguration }>()({
  method: 'DELETE',
  path: '/api/agency/mail-server',
});

export const testAgencyMailServer = defineCall<{ body: SmtpTestPayload; response: SmtpTestResult }>()({
  method: 'POST',
  path: '/api/agency/mail-server/test',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const mailSettingsCalls = {
  getUserMailSettings,
  saveUserMailSettings,
  getUserMailConfiguration,
  saveUserMailConfiguration,
  deleteUserMailConfiguration,
  testUserMailConfiguration,
  getAgencyMailServer,
  saveAgencyMailServer,
  deleteAgencyMailServer,
  testAgencyMailServer,
} as const;
