// Stories only: the job-order and submission calls answered from the fixtures and kept in memory, so a screen
// opened after a save shows what was saved and a submission moved stays moved; the queries the screens send
// are recorded (the portal story's recorder keeps paths and bodies, not query strings).
import { HttpResponse, type HttpHandler } from 'msw';
import {
  API_CALLS,
  MATCHES_MAX,
  SUBMISSION_PIPELINE_MOVES,
  type ApiErrorBody,
  type ApplicantMatch,
  type ApplicantSummary,
  type JobOrder,
  type JobOrderMatch,
  type JobOrderPayload,
  type JobOrderSummary,
  type RoleKey,
  type Submission,
  type SubmissionStatusPayload,
  type SubmitApplicantsPayload,
  type SubmitApplicantsResult,
} from '@agency/api-client/contract';
import { apiErrorBody, createTestTokenResponse, fixtures, handle, handlers } from '@agency/api-client/testing';

/** The sign-in answer of a staff member with `roles` (the story's session). */
export const signedInAs = (roles: RoleKey[]) =>
  handlers.login.with(createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: roles } }));

/** The id a created job order gets. */
export const CREATED_ID = 77;

/** The fixtures' job order, owned by the signed-in Jane Doe (42, one of the staff the owner list offers). */
export const storyJobOrder: JobOrder = {
  ...fixtures.jobOrder,
  OwnerId: fixtures.recruiterClaim.RecruiterId,
  Owner: { Id: fixtures.recruiterClaim.RecruiterId, Name: 'Jane Doe' },
};

/** A second Open job order to pick (nobody submitted to it yet). */
export const stepDownDays: JobOrderSummary = {
  ...fixtures.jobOrders.Items[0]!,
  Id: 503,
  Title: 'Step-Down RN, days',
  Unit: '',
  Specialty: 'Step-Down',
  Shift: 'days',
  StartDate: '2027-02-08',
  Filled: 0,
};

/** A recruiter's answer: the server leaves the bill rate and the markup out. */
export function withoutBillRate(order: JobOrder): JobOrder {
  const { BillRateCents: _bill, MarkupPercent: _markup, ...rest } = order;
  return rest;
}

/** A fixture applicant ranked for a job order. */
function matchOf(id: number, Score: number, Reasons: string[], Missing: string[]): ApplicantMatch {
  const applicant = fixtures.applicants.find((entry) => entry.ApplicantId === id) as ApplicantSummary;
  return {
    ApplicantId: id,
    ApplicantNumber: applicant.Number,
    Name: `${applicant.FirstName} ${applicant.LastName}`,
    Email: applicant.Email,
    Status: applicant.Status,
    City: applicant.City,
    State: applicant.State,
    Score,
    Reasons,
    Missing,
  };
}

/**
 * The fixtures' RN applicants ranked for an RN job order, best first. Maria Rivera (already submitted to 501
 * in the fixtures) is not offered there; James Okafor, Sofia Rossi and Grace Kim are.
 */
export const storyApplicantMatches: ApplicantMatch[] = [
  matchOf(1001, 90, fixtures.applicantMatches[0]!.Reasons, fixtures.applicantMatches[0]!.Missing),
  matchOf(
    1002,
    55,
    [
      'Compact license',
      'Available from 12/15/2026',
      'Credentials valid through 06/30/2027',
      'Prefers nights',
      '4 years of experience',
    ],
    ['No ICU experience listed', 'Onboarding 0% complete', 'TX not among desired locations'],
  ),
  matchOf(
    1005,
    25,
    ['Available from 01/04/2027', 'Credentials valid through 05/31/2027', '5 years of experience'],
    [
      'No ICU experience listed',
      'No license for TX',
      'Onboarding 60% complete',
      'TX not among desired locations',
      'Prefers days',
    ],
  ),
  matchOf(
    1009,
    10,
    ['Available from 12/01/2026'],
    [
      'No ICU experience listed',
      'No license for TX',
      'Onboarding 20% complete',
      'BLS card expires 01/05/2027, before 04/11/2027',
      'TX not among desired locations',
      'Prefers days',
      '1 year of experience, 2 asked',
    ],
  ),
];

/** `count` applicants ranked for a job order (more than a first page of them: Show more). */
export const manyApplicantMatches = (count: number): ApplicantMatch[] =>
  Array.from({ length: count }, (_, index) => ({
    ApplicantId: 3001 + index,
    ApplicantNumber: 3301 + index,
    Name: `Candidate ${String(index + 1).padStart(2, '0')}`,
    Email: `candidate${index + 1}@mail.test`,
    Status: 'phone-screened',
    City: 'Dallas',
    State: 'TX',
    Score: 95 - index,
    Reasons: ['ICU experience', 'Licensed for TX'],
    Missing: [],
  }));

/** The Open job orders ranked for Maria Rivera (1001): ICU RN, nights (501, submitted already), Step-Down RN. */
export const storyJobOrderMatches: JobOrderMatch[] = [
  { ...fixtures.jobOrderMatches[0]! },
  {
    JobOrder: stepDownDays,
    Score: 80,
    Reasons: [
      'Step-Down experience',
      'Licensed for TX',
      'Available from 12/01/2026',
      'Credentials valid through 03/01/2027',
      'Wants to work in TX',
      '6 years of experience',
    ],
    Missing: ['Onboarding 67% complete', 'Prefers nights'],
  },
];

export interface JobOrderServerOptions {
  /** The job orders the server holds (default: `storyJobOrder`). */
  orders?: JobOrder[];
  /** What listJobOrders searches (default: the fixtures' list: 501 open, 502 on hold). */
  listed?: JobOrderSummary[];
  /** The submissions it holds (default: the fixtures' one, to job order 501). */
  submissions?: Submission[];
  /** Create and update answer 400 with these field messages. */
  fieldErrors?: Record<string, string>;
  /** Create and update answer this refusal (409, 403) instead. */
  refusal?: { status: number; code: string; message: string };
  /** The answers leave the bill rate out (a recruiter's). */
  hideBillRate?: boolean;
  /**
   * The applicants ranked for any job order, best first (default `storyApplicantMatches`); those submitted
   * to the job order are left out, as the server does.
   */
  matches?: ApplicantMatch[];
  /** The job orders ranked for any applicant (default `storyJobOrderMatches`); those submitted to, left out. */
  jobOrderMatches?: JobOrderMatch[];
}

export interface JobOrderServer {
  handlers: HttpHandler[];
  /** The query of every listApplicants request (the submit dialog's search), in order. */
  applicantQueries: Record<string, string>[];
  /** The query of every listJobOrders request (the job-order picker's search), in order. */
  jobOrderQueries: Record<string, string>[];
  /** The query of every listJobOrderMatches request (a job order's matching applicants), in order. */
  matchQueries: Record<string, string>[];
  /** The query of every listApplicantJobOrderMatches request (an applicant's matching job orders), in order. */
  jobOrderMatchQueries: Record<string, string>[];
}

type Answer = JobOrder | ApiErrorBody;
const NOW = '2026-11-26T15:30:00.000Z';
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The matches `limit` asks for (25 without one, as the server). */
const limited = <T>(rows: T[], request: Request) =>
  rows.slice(0, Math.min(Number(queryOf(request).limit ?? 25), MATCHES_MAX));

export function jobOrderServer({
  orders = [storyJobOrder],
  listed = fixtures.jobOrders.Items,
  submissions = [fixtures.submission],
  fieldErrors,
  refusal,
  hideBillRate = false,
  matches = storyApplicantMatches,
  jobOrderMatches = storyJobOrderMatches,
}: JobOrderServerOptions = {}): JobOrderServer {
  const applicantQueries: Record<string, string>[] = [];
  const jobOrderQueries: Record<string, string>[] = [];
  const matchQueries: Record<string, string>[] = [];
  const jobOrderMatchQueries: Record<string, string>[] = [];
  /** An applicant's name and e-mail: a fixture applicant's, or a match's. */
  const applicantOf = (id: number) => {
    const applicant = fixtures.applicants.find((entry) => entry.ApplicantId === id);
    if (applicant)
      return { Name: `${applicant.FirstName} ${applicant.LastName}`, Email: applicant.Email, Number: applicant.Number };
    const match = matches.find((entry) => entry.ApplicantId === id);
    return { Name: match?.Name ?? `Applicant ${id}`, Email: match?.Email ?? '', Number: match?.ApplicantNumber ?? id };
  };
  const stored = new Map(orders.map((order) => [order.Id, order]));
  const held = submissions.map((submission) => ({ ...submission }));
  let nextSubmission = 9100;
  const baseFilled = new Map(
    orders.map((order) => [
      order.Id,
      order.Filled - held.filter((entry) => entry.JobOrderId === order.Id && entry.Status === 'placed').length,
    ]),
  );
  const shown = (order: JobOrder) => (hideBillRate ? withoutBillRate(order) : order);

  const saved = async (request: Request, id: number, status: number): Promise<HttpResponse<Answer>> => {
    if (fieldErrors)
      return HttpResponse.json<Answer>(apiErrorBody('validation_failed', 'The job order is not valid.', fieldErrors), {
        status: 400,
      });
    if (refusal)
      return HttpResponse.json<Answer>(apiErrorBody(refusal.code, refusal.message), { status: refusal.status });
    const body = (await request.json()) as JobOrderPayload;
    const facility = fixtures.institutions.Items.find((entry) => entry.Id === body.InstitutionId);
    const before = stored.get(id) ?? storyJobOrder;
    const order: JobOrder = {
      ...before,
      ...body,
      Id: id,
      Institution: facility
        ? { Id: facility.Id, Name: facility.Name, City: facility.City, State: facility.State }
        : before.Institution,
      WeeklyGrossCents:
        body.PayHourlyCents * body.HoursPerWeek + body.HousingStipendWeeklyCents + body.MealsStipendWeeklyCents,
      MarkupPercent:
        body.BillRateCents === null ? null : Math.round((body.BillRateCents / body.PayHourlyCents - 1) * 1000) / 10,
      Filled: id === before.Id ? before.Filled : 0,
      UpdatedAt: NOW,
      UpdatedBy: 'Jane Doe',
    };
    stored.set(id, order);
    return HttpResponse.json<Answer>(shown(order), { status });
  };

  const submitted = (applicantId: number, jobOrderId: number) =>
    held.some((entry) => entry.ApplicantId === applicantId && entry.JobOrderId === jobOrderId);

  return {
    applicantQueries,
    jobOrderQueries,
    matchQueries,
    jobOrderMatchQueries,
    handlers: [
      handle(API_CALLS.listJobOrderMatches, ({ request, params }) => {
        matchQueries.push(queryOf(request));
        const id = Number(params.id);
        return HttpResponse.json(
          limited(
            matches.filter((match) => !submitted(match.ApplicantId, id)),
            request,
          ),
        );
      }),
      handle(API_CALLS.listApplicantJobOrderMatches, ({ request, params }) => {
        jobOrderMatchQueries.push(queryOf(request));
        const id = Number(params.id);
        const open = (match: JobOrderMatch) =>
          (stored.get(match.JobOrder.Id)?.Status ?? match.JobOrder.Status) === 'open';
        return HttpResponse.json(
          limited(
            jobOrderMatches.filter((match) => open(match) && !submitted(id, match.JobOrder.Id)),
            request,
          ),
        );
      }),
      handle(API_CALLS.getJobOrder, ({ params }) => {
        const order = stored.get(Number(params.id));
        return order
          ? HttpResponse.json(shown(order))
          : HttpResponse.json(apiErrorBody('not_found', 'Job order not found.'), { status: 404 });
      }),
      handle(API_CALLS.createJobOrder, ({ request }) => saved(request, CREATED_ID, 201)),
      handle(API_CALLS.updateJobOrder, ({ request, params }) => saved(request, Number(params.id), 200)),
      handle(API_CALLS.listJobOrders, ({ request }) => {
        const query = queryOf(request);
        jobOrderQueries.push(query);
        const items = listed.filter(
          (order) =>
            (!query.status || query.status === order.Status) &&
            (!query.q ||
              `${order.Title} ${order.Institution.Name} ${order.Unit} ${order.Institution.City}`
                .toLowerCase()
                .includes(query.q.toLowerCase())),
        );
        return HttpResponse.json({ Items: items, Page: 1, PageSize: 25, Total: items.length });
      }),
      handle(API_CALLS.listApplicants, ({ request }) => {
        const query = queryOf(request);
        applicantQueries.push(query);
        const needle = (query.q ?? '').toLowerCase();
        const items = fixtures.applicants.filter((applicant) =>
          `${applicant.FirstName} ${applicant.LastName} ${applicant.Email}`.toLowerCase().includes(needle),
        );
        return HttpResponse.json({ Items: items, Page: 1, PageSize: 25, Total: items.length });
      }),
      handle(API_CALLS.listJobOrderSubmissions, ({ params }) =>
        HttpResponse.json(held.filter((submission) => submission.JobOrderId === Number(params.id))),
      ),
      handle(API_CALLS.listApplicantSubmissions, ({ params }) =>
        HttpResponse.json(held.filter((submission) => submission.ApplicantId === Number(params.id))),
      ),
      handle(API_CALLS.submitApplicants, async ({ request, params }) => {
        const body = (await request.json()) as SubmitApplicantsPayload;
        const jobOrderId = Number(params.id);
        const order = stored.get(jobOrderId) ?? {
          ...storyJobOrder,
          ...listed.find((entry) => entry.Id === jobOrderId),
        };
        const result: SubmitApplicantsResult = { Created: [], AlreadySubmitted: [] };
        for (const applicantId of body.ApplicantIds) {
          const earlier = held.find(
            (submission) => submission.JobOrderId === jobOrderId && submission.ApplicantId === applicantId,
          );
          if (earlier) {
            result.AlreadySubmitted.push({
              ApplicantId: applicantId,
              ApplicantName: earlier.ApplicantName,
              SubmissionId: earlier.Id,
            });
            continue;
          }
          const applicant = fixtures.applicants.find((entry) => entry.ApplicantId === applicantId);
          const { Name, Email, Number } = applicantOf(applicantId);
          const created: Submission = {
            Id: (nextSubmission += 1),
            JobOrderId: jobOrderId,
            JobOrderTitle: order.Title,
            InstitutionName: order.Institution.Name,
            ApplicantId: applicantId,
            ApplicantName: Name,
            ApplicantNumber: Number,
            ApplicantEmail: Email,
            ApplicantStatus:
              applicant?.Status ?? matches.find((entry) => entry.ApplicantId === applicantId)?.Status ?? 'lead',
            Status: 'submitted',
            InterviewAt: null,
            SubmittedBy: 'Jane Doe',
            CreatedAt: NOW,
            UpdatedAt: NOW,
            History: [{ From: null, To: 'submitted', Note: body.Note ?? '', By: 'Jane Doe', At: NOW }],
          };
          held.unshift(created);
          result.Created.push(created);
        }
        return HttpResponse.json(result, { status: 201 });
      }),
      handle(API_CALLS.changeSubmissionStatus, async ({ request, params }) => {
        const body = (await request.json()) as SubmissionStatusPayload;
        const submission = held.find((entry) => entry.Id === Number(params.id));
        if (!submission) return HttpResponse.json(apiErrorBody('not_found', 'Submission not found.'), { status: 404 });
        const from = submission.Status;
        submission.History = [
          ...submission.History,
          { From: from, To: body.Status, Note: body.Note ?? '', By: 'Jane Doe', At: NOW },
        ];
        submission.Status = body.Status;
        submission.UpdatedAt = NOW;
        if (body.Status === 'interview') submission.InterviewAt = body.InterviewAt ?? null;
        const pipeline = SUBMISSION_PIPELINE_MOVES[body.Status];
        if (pipeline && body.MoveApplicant) submission.ApplicantStatus = pipeline;
        const order = stored.get(submission.JobOrderId) ?? storyJobOrder;
        const placed = (id: number) =>
          held.filter((entry) => entry.JobOrderId === id && entry.Status === 'placed').length;
        // Placements outside the submissions held (the fixture's job order has one) count as they were.
        const filledCount = (baseFilled.get(order.Id) ?? 0) + placed(order.Id);
        const status =
          order.Status === 'open' && filledCount >= order.Openings
            ? 'filled'
            : order.Status === 'filled' && filledCount < order.Openings
              ? 'open'
              : order.Status;
        stored.set(order.Id, { ...order, Filled: filledCount, Status: status });
        return HttpResponse.json({
          Submission: { ...submission },
          JobOrderStatus: status,
          JobOrderFilled: filledCount,
          JobOrderOpenings: order.Openings,
        });
      }),
    ],
  };
}
