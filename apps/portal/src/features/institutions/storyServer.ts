// Stories only: the institution calls answered from the fixtures, recording the queries the screens send
// (the portal story's recorder keeps paths and bodies, not query strings), so a play function can assert
// what the screen asked for.
import { HttpResponse, type HttpHandler } from 'msw';
import {
  API_CALLS,
  type ApiErrorBody,
  type Institution,
  type InstitutionPayload,
  type InstitutionSummary,
  type JobOrderSummary,
  type RoleKey,
  type Submission,
} from '@agency/api-client/contract';
import { apiErrorBody, createTestTokenResponse, fixtures, handle, handlers } from '@agency/api-client/testing';

/** The sign-in answer of a staff member with `roles` (the story's session). */
export const signedInAs = (roles: RoleKey[]) =>
  handlers.login.with(createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: roles } }));

/** The job orders at the fixtures' facility (31) in four statuses: listJobOrders?institution=31 answers them. */
export const facilityJobOrders: JobOrderSummary[] = [
  ...fixtures.jobOrders.Items,
  {
    ...fixtures.jobOrders.Items[0]!,
    Id: 504,
    Title: 'ER RN, evenings',
    Unit: 'Emergency',
    Specialty: 'ER',
    Shift: 'evenings',
    StartDate: '2026-09-07',
    Openings: 1,
    Filled: 1,
    Status: 'filled',
  },
  {
    ...fixtures.jobOrders.Items[0]!,
    Id: 505,
    Title: 'Float RN, days',
    Unit: '',
    Specialty: null,
    Shift: 'days',
    StartDate: '2026-06-01',
    Openings: 2,
    Filled: 0,
    Status: 'closed',
  },
];

/** A placement at the facility: Maria Rivera placed on ICU RN, nights (501), its history ending in Placed. */
export const facilityPlacement: Submission = {
  ...fixtures.submission,
  Status: 'placed',
  ApplicantStatus: 'accepted',
  UpdatedAt: '2026-12-04T17:00:00.000Z',
  History: [
    ...fixtures.submission.History,
    { From: 'interview', To: 'placed', Note: '', By: 'Jane Doe', At: '2026-12-04T17:00:00.000Z' },
  ],
};

export interface InstitutionServerOptions {
  /** The list's rows (default: the fixtures'). */
  rows?: InstitutionSummary[];
  /** What the duplicate check answers (default: none). */
  duplicates?: InstitutionSummary[];
  /** The total the list answers (default: the rows'): more than a page, to page through. */
  total?: number;
  /** The list fails this many times before it answers (an error, then Try again). */
  listFailures?: number;
  /** Create and update answer 400 with these field messages. */
  fieldErrors?: Record<string, string>;
  /** getInstitution answers 404. */
  notFound?: boolean;
  /** The job orders listJobOrders filters by `institution` (default `facilityJobOrders`). */
  jobOrders?: JobOrderSummary[];
  /** The placements listInstitutionPlacements answers for the fixtures' facility (default `facilityPlacement`). */
  placements?: Submission[];
}

export interface InstitutionServer {
  handlers: HttpHandler[];
  /** The query of every listInstitutions request, in order. */
  listQueries: Record<string, string>[];
  /** The query of every duplicate check, in order. */
  duplicateQueries: Record<string, string>[];
  /** The query of every listJobOrders request (a facility's job orders), in order. */
  jobOrderQueries: Record<string, string>[];
}

/** The id a created facility gets. */
export const CREATED_ID = 77;

type Answer = Institution | ApiErrorBody;

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export function institutionServer({
  rows = fixtures.institutions.Items,
  total = rows.length,
  duplicates = [],
  listFailures = 0,
  fieldErrors,
  notFound = false,
  jobOrders = facilityJobOrders,
  placements = [facilityPlacement],
}: InstitutionServerOptions = {}): InstitutionServer {
  const listQueries: Record<string, string>[] = [];
  const duplicateQueries: Record<string, string>[] = [];
  const jobOrderQueries: Record<string, string>[] = [];
  let failures = listFailures;
  // What was saved, by id: the detail opened after a save shows it.
  const stored = new Map<number, Institution>([[fixtures.institution.Id, fixtures.institution]]);
  const saved = async (request: Request, id: number, status: number): Promise<HttpResponse<Answer>> => {
    if (fieldErrors)
      return HttpResponse.json<Answer>(apiErrorBody('validation_failed', 'The facility is not valid.', fieldErrors), {
        status: 400,
      });
    const body = (await request.json()) as InstitutionPayload;
    const institution: Institution = {
      ...fixtures.institution,
      ...body,
      Id: id,
      UpdatedAt: '2026-11-20T16:45:00.000Z',
      UpdatedBy: 'Jane Doe',
    };
    stored.set(id, institution);
    return HttpResponse.json<Answer>(institution, { status });
  };
  return {
    listQueries,
    duplicateQueries,
    jobOrderQueries,
    handlers: [
      handle(API_CALLS.listJobOrders, ({ request }) => {
        const query = queryOf(request);
        jobOrderQueries.push(query);
        const ids = query.institution?.split(',').map(Number);
        const items = jobOrders.filter((order) => !ids || ids.includes(order.Institution.Id));
        const page = Number(query.page ?? 1);
        const size = Number(query.pageSize ?? 25);
        return HttpResponse.json({
          Items: items.slice((page - 1) * size, page * size),
          Page: page,
          PageSize: size,
          Total: items.length,
        });
      }),
      handle(API_CALLS.listInstitutionPlacements, ({ params }) =>
        HttpResponse.json(Number(params.id) === fixtures.institution.Id ? placements : []),
      ),
      handle(API_CALLS.listInstitutions, ({ request }) => {
        listQueries.push(queryOf(request));
        if (failures > 0) {
          failures -= 1;
          return HttpResponse.json(apiErrorBody('internal_error', 'An unexpected error occurred.'), {
            status: 500,
          });
        }
        const query = queryOf(request);
        return HttpResponse.json({
          Items: rows,
          Page: Number(query.page ?? 1),
          PageSize: Number(query.pageSize ?? 25),
          Total: total,
        });
      }),
      handle(API_CALLS.findInstitutionDuplicates, ({ request }) => {
        duplicateQueries.push(queryOf(request));
        return HttpResponse.json(duplicates);
      }),
      handle(API_CALLS.getInstitution, ({ params }) => {
        const institution = notFound ? undefined : stored.get(Number(params.id));
        return institution
          ? HttpResponse.json(institution)
          : HttpResponse.json(apiErrorBody('not_found', 'Facility not found.'), { status: 404 });
      }),
      handle(API_CALLS.createInstitution, ({ request }) => saved(request, CREATED_ID, 201)),
      handle(API_CALLS.updateInstitution, ({ request, params }) => saved(request, Number(params.id), 200)),
    ],
  };
}
