// Stories only: an in-memory stand-in for the record's calls (the N-th applicant of a search, the whole
// record by id, moves, owner, notes), so walking Previous/Next and each change behave as on the server.
import { HttpResponse, type HttpHandler } from 'msw';
import {
  API_CALLS,
  type Applicant,
  type ApplicantNote,
  type ApplicantNotePayload,
  type ApplicantSummary,
  type StatusChangePayload,
} from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';

/** The whole record of a fixture applicant (the first has the resume and the full profile). */
export function recordOf(summary: ApplicantSummary): Applicant {
  return {
    ...fixtures.applicant,
    ...summary,
    Resume: summary.ApplicantId === fixtures.applicant.ApplicantId ? fixtures.resume : null,
  };
}

export interface RecordServer {
  handlers: HttpHandler[];
  /** The query of every listApplicants request, in order. */
  listQueries: Record<string, string>[];
}

/**
 * Handlers of the record's reads and writes over `applicants` (listApplicants filters by `status` and
 * pages; getApplicant answers 404 for an unknown id; a move or an assignment changes the record).
 */
export function recordServer(applicants: readonly ApplicantSummary[] = fixtures.applicants): RecordServer {
  const records = new Map(applicants.map((summary) => [summary.ApplicantId, recordOf(summary)]));
  let notes: ApplicantNote[] = fixtures.notes.map((note) => ({ ...note }));
  const listQueries: Record<string, string>[] = [];
  const find = (id: string) => records.get(Number(id));
  const notFound = () =>
    HttpResponse.json(apiErrorBody('not_found', 'No such applicant.'), {
      status: 404,
    }) as unknown as HttpResponse<Applicant>;

  return {
    listQueries,
    handlers: [
      handle(API_CALLS.listApplicants, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        listQueries.push(query);
        const page = Number(query.page ?? 1);
        const size = Number(query.pageSize ?? 50);
        const statuses = query.status?.split(',');
        const matching = [...records.values()].filter((row) => !statuses || statuses.includes(row.Status));
        return HttpResponse.json({
          Items: matching.slice((page - 1) * size, page * size),
          Page: page,
          PageSize: size,
          Total: matching.length,
        });
      }),
      handle(API_CALLS.getApplicant, ({ params }) => {
        const found = find(params.id);
        return found ? HttpResponse.json(found) : notFound();
      }),
      handle(API_CALLS.changeApplicantStatus, async ({ params, request }) => {
        const found = find(params.id);
        if (!found) return notFound();
        const body = (await request.json()) as StatusChangePayload;
        const next = { ...found, Status: body.To, StatusChangedAt: new Date().toISOString() };
        records.set(found.ApplicantId, next);
        return HttpResponse.json(next);
      }),
      handle(API_CALLS.assignApplicant, async ({ params, request }) => {
        const found = find(params.id);
        if (!found) return notFound();
        const { OwnerId } = (await request.json()) as { OwnerId: number | null };
        const owner = fixtures.owners.find((entry) => entry.RecruiterId === OwnerId) ?? null;
        const next = { ...found, Owner: owner };
        records.set(found.ApplicantId, next);
        return HttpResponse.json(next);
      }),
      handle(API_CALLS.listApplicantNotes, () => HttpResponse.json(notes)),
      handle(API_CALLS.addApplicantNote, async ({ request }) => {
        const body = (await request.json()) as ApplicantNotePayload;
        const at = '2026-01-21T09:00:00.000Z';
        const note: ApplicantNote = {
          NoteId: 100 + notes.length,
          Text: body.Text,
          Pinned: body.Pinned ?? false,
          AuthorId: fixtures.recruiter.RecruiterId,
          AuthorName: 'Jane Doe',
          CreatedAt: at,
          UpdatedAt: at,
        };
        notes = [note, ...notes];
        return HttpResponse.json(note, { status: 201 });
      }),
      handle(API_CALLS.updateApplicantNote, async ({ params, request }) => {
        const body = (await request.json()) as ApplicantNotePayload;
        const note = notes.find((entry) => entry.NoteId === Number(params.noteId))!;
        const next = { ...note, Text: body.Text, Pinned: body.Pinned ?? note.Pinned };
        notes = notes.map((entry) => (entry.NoteId === next.NoteId ? next : entry));
        return HttpResponse.json(next);
      }),
    ],
  };
}
