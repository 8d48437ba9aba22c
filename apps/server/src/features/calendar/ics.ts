import { createEvent, type Attendee, type EventAttributes } from 'ics';
import type { MailAttachment } from '../../platform/mail';

/** What an invitation describes. */
export interface InvitationEvent {
  uid: string;
  sequence: number;
  title: string;
  description: string;
  location: string;
  startsAt: Date;
  durationMinutes: number;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  /** REQUEST: a new or changed interview; CANCEL: cancelled. */
  method: 'REQUEST' | 'CANCEL';
}

/**
 * The ICS text (RFC 5545, made by the `ics` library) of an interview: its UID stays the same across
 * reschedules, SEQUENCE grows with each change, DTSTART and DTEND in UTC, METHOD REQUEST for an invitation
 * or its update (iTIP, RFC 5546) and CANCEL with STATUS:CANCELLED for a cancellation.
 */
export function interviewIcs(event: InvitationEvent): string {
  const attendees: Attendee[] = event.attendees.map((person) => ({
    name: person.name,
    email: person.email,
    rsvp: true,
    partstat: 'NEEDS-ACTION',
    role: 'REQ-PARTICIPANT',
  }));
  const attributes: EventAttributes = {
    productId: 'agency-portal/calendar',
    method: event.method,
    uid: event.uid,
    sequence: event.sequence,
    title: event.title,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    status: event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: event.organizer.name, email: event.organizer.email },
    attendees,
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`The invitation could not be written: ${error?.message ?? 'no value'}`);
  return value;
}

/** The ICS as a mail attachment (`invite.ics`, text/calendar with its METHOD). */
export function icsAttachment(ics: string, method: InvitationEvent['method']): MailAttachment {
  return {
    Filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    ContentType: `text/calendar; charset=utf-8; method=${method}`,
    Content: Buffer.from(ics, 'utf8').toString('base64'),
  };
}
