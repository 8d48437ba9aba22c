import type { Db } from '../db';
import type { MailAttachment } from './tables';
import './tables';

export interface MailMessage {
  agencyId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What caused the message (verification-code, temporary-password, ...). */
  kind: string;
  /** Files sent with it (e.g. an invitation's ICS). */
  attachments?: MailAttachment[];
}

/** Writes a message to the outbox and answers its id. */
export async function writeOutbox(trx: Db, message: MailMessage, status: 'pending' | 'captured'): Promise<number> {
  const row = await trx
    .insertInto('outbox')
    .values({
      agency_id: message.agencyId,
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      kind: message.kind,
      ...(message.attachments?.length ? { attachments: JSON.stringify(message.attachments) } : {}),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

/** The messages of the product, plain text and HTML. */
export const templates = {
  verificationCode(firstName: string, agencyName: string, code: string, minutes: number) {
    const text = `Hello ${firstName},\n\nyour verification code for ${agencyName} is: ${code}\n\nIt expires in ${minutes} minutes. If you did not register, ignore this message.\n`;
    const html = `<p>Hello ${escapeHtml(firstName)},</p><p>your verification code for ${escapeHtml(agencyName)} is: <strong>${escapeHtml(code)}</strong></p><p>It expires in ${minutes} minutes. If you did not register, ignore this message.</p>`;
    return { subject: `Your ${agencyName} verification code`, text, html };
  },
  temporaryPassword(firstName: string, agencyName: string, password: string, hours: number) {
    const text = `Hello ${firstName},\n\na temporary password was requested for your ${agencyName} account: ${password}\n\nIt works once within ${hours} hours; you will be asked to choose a new password. Your current password keeps working. If you did not ask for it, ignore this message.\n`;
    const html = `<p>Hello ${escapeHtml(firstName)},</p><p>a temporary password was requested for your ${escapeHtml(agencyName)} account: <strong>${escapeHtml(password)}</strong></p><p>It works once within ${hours} hours; you will be asked to choose a new password. Your current password keeps working. If you did not ask for it, ignore this message.</p>`;
    return { subject: `Your ${agencyName} temporary password`, text, html };
  },
  /** A new agency's first owner (Agencies, platform operators): the account is ready, with a one-time password. */
  agencyWelcome(firstName: string, agencyName: string, password: string, hours: number) {
    const text = `Hello ${firstName},\n\nan account was created for you as the owner of ${agencyName} in the agency portal. Sign in with your e-mail address and this one-time password: ${password}\n\nIt works once within ${hours} hours; you will then choose your own password.\n`;
    const html = `<p>Hello ${escapeHtml(firstName)},</p><p>an account was created for you as the owner of ${escapeHtml(agencyName)} in the agency portal. Sign in with your e-mail address and this one-time password: <strong>${escapeHtml(password)}</strong></p><p>It works once within ${hours} hours; you will then choose your own password.</p>`;
    return { subject: `Welcome to ${agencyName}: your account is ready`, text, html };
  },
};
