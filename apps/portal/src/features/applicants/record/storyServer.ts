// Stories only: an in-memory stand-in for the record's calls (the record by number and by id, its place in a
// search, moves, owner, notes), so walking Previous/Next and each change behave as on the server.
import { HttpResponse, type HttpHandler } from 'msw';
import {
  API_CALLS,
  type Applicant,
  type ApplicantNote,
  type ApplicantNotePayload,
  type ApplicantSummary,
  type ApplicantWalk,
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
  /** The query of every getApplicantWalk request, in order. */
  walkQueries: Record<string, string>[];
}

/**
 * Handlers of the record's reads and writes over `applicants` (listApplicants filters by `status` and
 * pages; getApplicantByNumber and getApplicant answer 404 for an unknown number or id; getApplicantWalk places
 * the applicant in the `status` list, in the fixtures' order; a move or an assignment changes the record).
 */
export function recordServer(applicants: readonly ApplicantSummary[] = fixtures.applicants): RecordServer {
  const records = new Map(applicants.map((summary) => [summary.ApplicantId, recordOf(summary)]));
  let notes: ApplicantNote[] = fixtures.notes.map((note) => ({ ...note }));
  const listQueries: Record<string, string>[] = [];
  const walkQueries: Record<string, string>[] = [];
  const find = (id: string) => records.get(Number(id));
  const numbered = (number: string) => [...records.values()].find((record) => record.Number === Number(number));
  const inStatuses = (query: Record<string, string>) => {
    const statuses = query.status?.split(',');
    return [...records.values()].filter((row) => !statuses || statuses.includes(row.Status));
  };
  const notFound = () =>
    HttpResponse.json(apiErrorBody('not_found', 'No such applicant.'), {
      status: 404,
    }) as unknown as HttpResponse<Applicant>;

  return {
    listQueries,
    walkQueries,
    handlers: [
      handle(API_CALLS.listApplicants, ({ request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        listQueries.push(query);
        const page = Number(query.page ?? 1);
        const size = Number(query.pageSize ?? 50);
        const matching = inStatuses(query);
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
      handle(API_CALLS.getApplicantByNumber, ({ params }) => {
        const found = numbered(params.number);
        return found ? HttpResponse.json(found) : notFound();
      }),
      handle(API_CALLS.getApplicantWalk, ({ params, request }) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        walkQueries.push(query);
        if (!numbered(params.number))
          return HttpResponse.json(apiErrorBody('not_found', 'No such applicant.'), {
            status: 404,
          }) as unknown as HttpResponse<ApplicantWalk>;
        const matching = inStatuses(query);
        const at = matching.findIndex((row) => row.Number === Number(params.number));
        return HttpResponse.json({
          Position: at < 0 ? null : at + 1,
          Total: matching.length,
          TotalCapped: false,
          Previous: at > 0 ? matching[at - 1]!.Number : null,
          Next: at >= 0 && at + 1 < matching.length ? matching[at + 1]!.Number : null,
        });
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
