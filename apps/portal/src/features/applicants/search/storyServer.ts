// Stories only: a small in-memory stand-in for the applicant calls, recording the queries and bodies it
// receives, so a story's play function can assert what the screen asked for.
import { HttpResponse, type HttpHandler } from 'msw';
import {
  API_CALLS,
  APPLICANT_STATUS_KEYS,
  onboardingPercent,
  type ApplicantStatus,
  type ApplicantSummary,
  type BulkPayload,
  type BulkResult,
  type StatusChangePayload,
} from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';

export interface StoryServer {
  handlers: HttpHandler[];
  /** The query of every listApplicants request, in order. */
  listQueries: Record<string, string>[];
  exportQueries: Record<string, string>[];
  statusBodies: { id: string; body: StatusChangePayload }[];
  bulkBodies: BulkPayload[];
  /** How many times the status counts were asked for. */
  countRequests: () => number;
  applicants: ApplicantSummary[];
}

/** `count` applicants cycling the fixtures' people (the first twelve are the fixtures themselves). */
export function sampleApplicants(count = 12): ApplicantSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const base = fixtures.applicants[index % fixtures.applicants.length]!;
    const round = Math.floor(index / fixtures.applicants.length);
    return round === 0
      ? base
      : {
          ...base,
          ApplicantId: 5000 + index,
          // Numbered on from the fixtures' (1234 …), one number each.
          Number: fixtures.applicants[0]!.Number + index,
          LastName: `${base.LastName} ${round + 1}`,
          Email: `${round}.${base.Email}`,
        };
  });
}

export interface StoryServerOptions {
  applicants?: ApplicantSummary[];
  /** Answer of a status change; default: the move succeeds. */
  refuseMove?: { status: number; code: string; message: string };
  /** Answer of a bulk action per applicant id (default: done). */
  bulkAnswer?: (id: number) => BulkResult;
  /**
   * Answer at most this many rows of a page (the page and total stay true): keeps a story of deep paging
   * light, 50 rendered rows being slow in a shared test browser.
   */
  rowsPerAnswer?: number;
  /**
   * Count at most this many matches past the page's first row, then answer `TotalCapped`, as the server does
   * for a large filtered list (APPLICANT_TOTAL_CAP); default: every total exact.
   */
  totalCap?: number;
}

const name = (row: ApplicantSummary) => `${row.FirstName} ${row.LastName}`;

export function storyServer({
  applicants = sampleApplicants(),
  refuseMove,
  bulkAnswer,
  rowsPerAnswer,
  totalCap,
}: StoryServerOptions = {}): StoryServer {
  const rows = applicants.map((row) => ({ ...row }));
  const listQueries: Record<string, string>[] = [];
  const exportQueries: Record<string, string>[] = [];
  const statusBodies: StoryServer['statusBodies'] = [];
  const bulkBodies: BulkPayload[] = [];
  let counts = 0;

  /** The onboarding filter and minimum percent, as the server reads them (contract ApplicantFilters). */
  const onboardingMatches = (row: ApplicantSummary, params: URLSearchParams) => {
    const { Approved, WaitingReview, ChangesRequested, Total } = row.Onboarding;
    const filter = params.get('onboarding');
    const min = Number(params.get('onboardingMin') ?? 0);
    const byFilter =
      !filter ||
      (filter === 'waiting-review' && WaitingReview > 0) ||
      (filter === 'changes-requested' && ChangesRequested > 0) ||
      (filter === 'complete' && Approved >= Total) ||
      (filter === 'incomplete' && Approved < Total);
    return byFilter && onboardingPercent(row.Onboarding) >= min;
  };

  const matching = (params: URLSearchParams) => {
    const statuses = params.get('status')?.split(',');
    const q = params.get('q')?.toLowerCase();
    const owner = params.get('owner');
    return rows.filter(
      (row) =>
        (!statuses || statuses.includes(row.Status)) &&
        (!q || name(row).toLowerCase().includes(q) || row.Email.includes(q)) &&
        (!owner ||
          (owner === 'unassigned'
            ? row.Owner === null
            : owner === 'mine'
              ? row.Owner?.RecruiterId === 42
              : String(row.Owner?.RecruiterId) === owner)) &&
        onboardingMatches(row, params),
    );
  };

  return {
    listQueries,
    exportQueries,
    statusBodies,
    bulkBodies,
    applicants: rows,
    countRequests: () => counts,
    handlers: [
      handle(API_CALLS.listApplicants, ({ request }) => {
        const params = new URL(request.url).searchParams;
        listQueries.push(Object.fromEntries(params));
        const found = matching(params);
        const page = Number(params.get('page') ?? 1);
        const size = Number(params.get('pageSize') ?? 50);
        const cap = totalCap === undefined ? Infinity : (page - 1) * size + totalCap;
        return HttpResponse.json({
          Items: found.slice((page - 1) * size, page * size).slice(0, rowsPerAnswer),
          Page: page,
          PageSize: size,
          Total: Math.min(found.length, cap),
          TotalCapped: found.length > cap,
        });
      }),
      handle(API_CALLS.exportApplicants, ({ request }) => {
        exportQueries.push(Object.fromEntries(new URL(request.url).searchParams));
        return new HttpResponse(
          new Blob(['ApplicantId,FirstName,LastName\n1001,Maria,Rivera\n'], { type: 'text/csv' }),
        );
      }),
      handle(API_CALLS.getApplicantStatusCounts, () => {
        counts += 1;
        return HttpResponse.json(
          APPLICANT_STATUS_KEYS.map((status) => ({
            Status: status,
            Count: rows.filter((row) => row.Status === status).length,
          })),
        );
      }),
      handle(API_CALLS.changeApplicantStatus, async ({ request, params }) => {
        const body = await request.json();
        statusBodies.push({ id: params.id, body });
        if (refuseMove)
          return HttpResponse.json(apiErrorBody(refuseMove.code, refuseMove.message), { status: refuseMove.status });
        const row = rows.find((entry) => String(entry.ApplicantId) === params.id)!;
        Object.assign(row, {
          Status: body.To,
          StatusChangedAt: new Date().toISOString(),
          UpdatedAt: new Date().toISOString(),
        });
        return HttpResponse.json({ ...fixtures.applicant, ...row });
      }),
      handle(API_CALLS.bulkUpdateApplicants, async ({ request }) => {
        const body = await request.json();
        bulkBodies.push(body);
        const results = body.ApplicantIds.map((id) => bulkAnswer?.(id) ?? { ApplicantId: id, Ok: true, Message: '' });
        for (const result of results) {
          const row = rows.find((entry) => entry.ApplicantId === result.ApplicantId);
          if (result.Ok && row && body.Action.Kind === 'status') row.Status = body.Action.To as ApplicantStatus;
        }
        return HttpResponse.json(results);
      }),
    ],
  };
}
