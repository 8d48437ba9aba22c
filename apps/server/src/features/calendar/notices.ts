import {
  formatInZone,
  interviewLocationLabel,
  reminderOffsetLabel,
  type InterviewLocationKind,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { escapeHtml, type Mailer } from '../../platform/mail';
import { icsAttachment, interviewIcs } from './ics';
import { agencyOf, applicantNameOf, type EventRow, type Interviewer } from './queries';

/** What an interview message announces. */
export type InvitationKind = 'invitation' | 'update' | 'cancellation';

const SUBJECTS: Record<InvitationKind, string> = {
  invitation: 'Interview invitation',
  update: 'Interview rescheduled',
  cancellation: 'Interview cancelled',
};

/** "Video: https://…", "Phone: 555-…", "In person: 1 Main St" ('' when not decided). */
export function whereText(kind: InterviewLocationKind | null, location: string): string {
  if (!kind) return location;
  return location ? `${interviewLocationLabel(kind)}: ${location}` : interviewLocationLabel(kind);
}

/**
 * E-mails an interview's invitation, update or cancellation to the applicant and each active interviewer,
 * each with the ICS (same UID, the row's SEQUENCE; METHOD REQUEST, or CANCEL), in the caller's transaction.
 * Times are written in the agency's time zone, the zone named ("Tue, Mar 4, 2031, 9:30 AM CST"), in the text and
 * in the ICS's description (its DTSTART is UTC: calendar applications show it in their own zone).
 */
export async function sendInterviewMessages(
  trx: Db,
  mail: Mailer,
  row: EventRow,
  interviewers: readonly Interviewer[],
  kind: InvitationKind,
  only?: readonly Interviewer[],
): Promise<void> {
  const { name: agency, zone } = await agencyOf(trx, row.agency_id);
  const applicant = { name: applicantNameOf(row), email: row.applicant_email };
  const organizer = {
    name: `${row.owner_first_name} ${row.owner_last_name}`.trim() || agency,
    email: row.owner_email,
  };
  const method = kind === 'cancellation' ? 'CANCEL' : 'REQUEST';
  const startsAt = new Date(row.starts_at);
  const where = whereText(row.location_kind, row.location);
  const when = formatInZone(startsAt, zone);
  const ics = interviewIcs({
    uid: row.uid,
    sequence: row.sequence,
    title: row.title,
    description: [
      `Interview of ${applicant.name}${row.job_order_title ? ` for ${row.job_order_title}` : ''} with ${agency}.`,
      `When: ${when}`,
      where,
    ]
      .filter(Boolean)
      .join('\n'),
    location: where,
    startsAt,
    durationMinutes: row.duration_minutes ?? 30,
    organizer,
    attendees: [
      applicant,
      ...interviewers.filter((person) => person.active).map((p) => ({ name: p.Name, email: p.email })),
    ],
    method,
  });
  const lead: Record<InvitationKind, string> = {
    invitation: `you are invited to an interview${row.job_order_title ? ` for ${row.job_order_title}` : ''} with ${agency}.`,
    update: `the interview${row.job_order_title ? ` for ${row.job_order_title}` : ''} with ${agency} has a new time.`,
    cancellation: `the interview${row.job_order_title ? ` for ${row.job_order_title}` : ''} with ${agency} is cancelled.`,
  };
  const recipients: { name: string; email: string; firstName: string }[] = only
    ? only.filter((p) => p.active).map((p) => ({ name: p.Name, email: p.email, firstName: p.Name.split(' ')[0]! }))
    : [
        { ...applicant, firstName: row.applicant_first_name },
        ...interviewers
          .filter((p) => p.active)
          .map((p) => ({ name: p.Name, email: p.email, firstName: p.Name.split(' ')[0]! })),
      ];
  const details = [
    `When: ${when}${row.duration_minutes ? ` (${row.duration_minutes} minutes)` : ''}`,
    where ? `Where: ${where}` : '',
    `Applicant: ${applicant.name}`,
  ].filter(Boolean);
  for (const person of recipients) {
    const text = `Hello ${person.firstName},\n\n${lead[kind]}\n\n${details.join('\n')}\n\n${
      kind === 'cancellation'
        ? 'The attached file removes it from your calendar.'
        : 'The attached invitation adds it to your calendar.'
    }\n`;
    const html = `<p>Hello ${escapeHtml(person.firstName)},</p><p>${escapeHtml(lead[kind])}</p><p>${details
      .map(escapeHtml)
      .join('<br>')}</p><p>${
      kind === 'cancellation'
        ? 'The attached file removes it from your calendar.'
        : 'The attached invitation adds it to your calendar.'
    }</p>`;
    await mail.enqueue(trx, {
      agencyId: row.agency_id,
      to: person.email,
      kind: `interview-${kind}`,
      subject: `${SUBJECTS[kind]}: ${row.title}, ${when}`,
      text,
      html,
      attachments: [icsAttachment(ics, method)],
    });
  }
}

/** A reminder to one person (staff or the applicant) `offset` minutes before the event, in the caller's transaction. */
export async function sendReminder(
  trx: Db,
  mail: Mailer,
  row: EventRow,
  to: { firstName: string; email: string; timeZone?: string },
  offset: number,
): Promise<void> {
  // In the agency's zone, unless the staff member chose theirs (Manage Profile); the zone is named either way.
  const when = formatInZone(new Date(row.starts_at), to.timeZone ?? (await agencyOf(trx, row.agency_id)).zone);
  const where = whereText(row.location_kind, row.location);
  const what =
    row.kind === 'interview'
      ? [
          `Interview: ${row.title}`,
          `When: ${when}${row.duration_minutes ? ` (${row.duration_minutes} minutes)` : ''}`,
          where ? `Where: ${where}` : '',
          `Applicant: ${applicantNameOf(row)}`,
        ]
      : [
          `Follow-up: ${row.title}`,
          `Due: ${when}`,
          `Applicant: ${applicantNameOf(row)}`,
          row.notes ? `Notes: ${row.notes}` : '',
        ];
  const lines = what.filter(Boolean);
  const lead = `a reminder (${reminderOffsetLabel(offset)}):`;
  await mail.enqueue(trx, {
    agencyId: row.agency_id,
    to: to.email,
    kind: row.kind === 'interview' ? 'interview-reminder' : 'follow-up-reminder',
    subject: `Reminder: ${row.title}, ${when}`,
    text: `Hello ${to.firstName},\n\n${lead}\n\n${lines.join('\n')}\n`,
    html: `<p>Hello ${escapeHtml(to.firstName)},</p><p>${escapeHtml(lead)}</p><p>${lines.map(escapeHtml).join('<br>')}</p>`,
  });
}
