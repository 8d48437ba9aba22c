import { STAFF_LIMITS } from '@agency/api-client/contract';
import { escapeHtml } from '../../platform/mail';

/** The e-mails of staff accounts (docs/recruiters.md): plain text and HTML, like platform/mail's templates. */

/** Where the portal's screens live for a link in an e-mail. */
export interface LinkBase {
  origin: string;
}

/** The path of the accept-invitation screen (the portal's route). */
export const ACCEPT_INVITATION_PATH = '/accept-invitation';
/** The path of Management → Recruiters. */
export const RECRUITERS_PATH = '/recruiter';

export function invitationMail(input: {
  firstName: string;
  agencyName: string;
  inviterName: string;
  url: string;
  expiresAt: Date;
}) {
  const { firstName, agencyName, inviterName, url } = input;
  const hours = STAFF_LIMITS.invitationHours;
  const by = inviterName ? `${inviterName} invited you` : 'You are invited';
  const text = `Hello ${firstName},\n\n${by} to join ${agencyName} in the agency portal. Choose your password here:\n\n${url}\n\nThe link works once, for ${hours} hours. If you did not expect this invitation, ignore this message.\n`;
  const html = `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(by)} to join ${escapeHtml(agencyName)} in the agency portal.</p><p><a href="${escapeHtml(url)}">Choose your password</a></p><p>The link works once, for ${hours} hours. If you did not expect this invitation, ignore this message.</p>`;
  return { subject: `You are invited to join ${agencyName}`, text, html };
}

export function registrationNoticeMail(input: {
  ownerFirstName: string;
  agencyName: string;
  name: string;
  email: string;
  url: string;
}) {
  const { ownerFirstName, agencyName, name, email, url } = input;
  const text = `Hello ${ownerFirstName},\n\n${name} (${email}) registered as a recruiter with ${agencyName}. They see nothing until you or an admin approve them. Once they have verified their e-mail address, approve them (choosing their roles) or decline them on Management → Recruiters:\n\n${url}\n`;
  const html = `<p>Hello ${escapeHtml(ownerFirstName)},</p><p>${escapeHtml(name)} (${escapeHtml(email)}) registered as a recruiter with ${escapeHtml(agencyName)}. They see nothing until you or an admin approve them. Once they have verified their e-mail address, approve them (choosing their roles) or decline them on Management → Recruiters.</p><p><a href="${escapeHtml(url)}">Open Recruiters</a></p>`;
  return { subject: `New recruiter registration: ${name}`, text, html };
}

export function approvedMail(input: { firstName: string; agencyName: string; url: string }) {
  const { firstName, agencyName, url } = input;
  const text = `Hello ${firstName},\n\nyour ${agencyName} account has been approved. Sign in to start:\n\n${url}\n`;
  const html = `<p>Hello ${escapeHtml(firstName)},</p><p>your ${escapeHtml(agencyName)} account has been approved.</p><p><a href="${escapeHtml(url)}">Sign in</a></p>`;
  return { subject: `Your ${agencyName} account is approved`, text, html };
}
