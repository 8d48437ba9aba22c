import { sql } from 'kysely';
import {
  can,
  canEditApplicant,
  ownsOrUnassigned,
  rolesSentence,
  type ApplicantNote,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import type { AgencyActor } from './pipeline';
import { archivedError, visibleApplicant, writeActivity } from './records';

export const NOTE_NOT_FOUND = 'Note not found.';
export const NOTE_AUTHOR_ONLY = 'Only the author of a note can change its text.';
export const PIN_NOT_ALLOWED = `Only the recruiter who owns this applicant, or ${rolesSentence('applicants.edit-any')}, can pin or unpin its notes.`;

/** The applicant as the caller may see it (records.ts `visibleApplicant`: archived ones only for those who may archive), or 404. */
export function visibleTo(db: Db, caller: AgencyActor, applicantId: number) {
  return visibleApplicant(db, { ...caller, canArchive: can(caller.roles, 'applicants.archive') }, applicantId);
}

interface NoteRow {
  id: number;
  text: string;
  pinned: boolean;
  author_id: number | null;
  author_name: string;
  created_at: Date;
  updated_at: Date;
}

export function toApplicantNote(row: NoteRow): ApplicantNote {
  return {
    NoteId: row.id,
    Text: row.text,
    Pinned: row.pinned,
    AuthorId: row.author_id,
    AuthorName: row.author_name,
    CreatedAt: new Date(row.created_at).toISOString(),
    UpdatedAt: new Date(row.updated_at).toISOString(),
  };
}

const NOTE_COLUMNS = ['id', 'text', 'pinned', 'author_id', 'author_name', 'created_at', 'updated_at'] as const;

/** The notes of one applicant of the agency: pinned first, then newest first (index applicant_notes_applicant). */
export async function listNotes(db: Db, agencyId: number, applicantId: number): Promise<ApplicantNote[]> {
  const rows = await db
    .selectFrom('applicant_notes')
    .select(NOTE_COLUMNS)
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .orderBy('pinned', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toApplicantNote);
}

const canEdit = (caller: AgencyActor, ownerId: number | null) =>
  canEditApplicant({ roles: caller.roles, ownsOrUnassigned: ownsOrUnassigned(ownerId, caller.recruiterId) });

/**
 * Adds a note (any staff member who can read the applicant; pinning it needs the right to edit the
 * applicant) and its 'note' activity row, in one transaction. An archived applicant takes no notes (409).
 */
export async function addNote(
  db: Db,
  caller: AgencyActor,
  applicantId: number,
  note: { Text: string; Pinned: boolean },
): Promise<ApplicantNote> {
  const applicant = await visibleTo(db, caller, applicantId);
  if (applicant.archivedAt !== null) throw archivedError();
  if (note.Pinned && !canEdit(caller, applicant.ownerId)) throw forbidden(PIN_NOT_ALLOWED);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('applicant_notes')
      .values({
        agency_id: caller.agencyId,
        applicant_id: applicantId,
        author_id: caller.recruiterId,
        author_name: caller.name,
        text: note.Text,
        pinned: note.Pinned,
      })
      .returning(NOTE_COLUMNS)
      .executeTakeFirstOrThrow();
    await writeActivity(trx, {
      agencyId: caller.agencyId,
      applicantId,
      actor: caller,
      kind: 'note',
      text: note.Text,
    });
    return toApplicantNote(row);
  });
}

/**
 * Edits a note of the applicant: its text only by its author (403), its pin by anyone who may edit the
 * applicant (403). `Pinned` left out keeps the pin. A note of another applicant or agency is 404.
 */
export async function updateNote(
  db: Db,
  caller: AgencyActor,
  applicantId: number,
  noteId: number,
  change: { Text: string; Pinned: boolean | undefined },
): Promise<ApplicantNote> {
  const applicant = await visibleTo(db, caller, applicantId);
  if (applicant.archivedAt !== null) throw archivedError();
  return db.transaction().execute(async (trx) => {
    const note = await trx
      .selectFrom('applicant_notes')
      .select(['id', 'text', 'pinned', 'author_id'])
      .where('agency_id', '=', caller.agencyId)
      .where('applicant_id', '=', applicantId)
      .where('id', '=', noteId)
      .forUpdate()
      .executeTakeFirst();
    if (!note) throw notFound(NOTE_NOT_FOUND);
    const textChanges = change.Text !== note.text;
    const pinChanges = change.Pinned !== undefined && change.Pinned !== note.pinned;
    if (textChanges && note.author_id !== caller.recruiterId) throw forbidden(NOTE_AUTHOR_ONLY);
    if (pinChanges && !canEdit(caller, applicant.ownerId)) throw forbidden(PIN_NOT_ALLOWED);
    const row = await trx
      .updateTable('applicant_notes')
      .set({
        text: change.Text,
        pinned: change.Pinned ?? note.pinned,
        ...(textChanges || pinChanges ? { updated_at: sql<Date>`now()` } : {}),
      })
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', noteId)
      .returning(NOTE_COLUMNS)
      .executeTakeFirstOrThrow();
    return toApplicantNote(row);
  });
}
