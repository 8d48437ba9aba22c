import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { csvHeaders, route } from '../../platform/http';
import type { JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { principalOf, type Authentication } from '../auth';
import type { StatusChanges } from '../applicants';
import { applicantIdParam } from '../onboarding';
import {
  createJobOrder,
  getJobOrder,
  jobOrderIdParam,
  jobOrderStatusCounts,
  listJobOrders,
  updateJobOrder,
  type JobOrdersCaller,
} from './service';
import { institutionIdParam } from '../institutions';
import {
  applicantSubmissions,
  changeSubmissionStatus,
  institutionPlacements,
  jobOrderSubmissions,
  submissionIdParam,
  submitApplicants,
} from './submissions';
import { applicantJobOrderMatches, jobOrderMatches } from './matching';
import { listPositions, positionsCsv } from './positions';

export interface JobOrdersDeps {
  db: Db;
  auth: Authentication;
  /** A submission moved to Interview schedules its calendar interview (invitation, reminders). */
  mail: Mailer;
  jobs: JobRunner;
  /** A submission's Offer or Placed moves the applicant: the listeners (automatic messages) are told. */
  statusChanges?: StatusChanges;
}

function caller(request: FastifyRequest): JobOrdersCaller {
  const principal = principalOf(request);
  return { agencyId: principal.agencyId, recruiterId: principal.recruiter!.RecruiterId };
}

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** The job orders' calls (staff only; each checks its permission in the service). */
export async function jobOrdersRoutes(app: FastifyInstance, deps: JobOrdersDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.listJobOrders, { preHandler: requireStaff }, async (request) =>
    listJobOrders(db, caller(request), query(request)),
  );

  // Registered before `/:id`: `status-counts` is not an id.
  route(app, API_CALLS.getJobOrderStatusCounts, { preHandler: requireStaff }, async (request) =>
    jobOrderStatusCounts(db, caller(request)),
  );

  route(app, API_CALLS.getJobOrder, { preHandler: requireStaff }, async (request) =>
    getJobOrder(db, caller(request), jobOrderIdParam(request.params.id)),
  );

  route(app, API_CALLS.createJobOrder, { preHandler: requireStaff }, async (request, reply) =>
    reply.status(201).send(await createJobOrder(db, caller(request), request.body)),
  );

  route(app, API_CALLS.updateJobOrder, { preHandler: requireStaff }, async (request) =>
    updateJobOrder(db, caller(request), jobOrderIdParam(request.params.id), request.body),
  );

  route(app, API_CALLS.listJobOrderMatches, { preHandler: requireStaff }, async (request) =>
    jobOrderMatches(db, caller(request), jobOrderIdParam(request.params.id), query(request)),
  );

  route(app, API_CALLS.listApplicantJobOrderMatches, { preHandler: requireStaff }, async (request) =>
    applicantJobOrderMatches(db, caller(request), applicantIdParam(request.params.id), query(request)),
  );

  route(app, API_CALLS.listPositions, { preHandler: requireStaff }, async (request) =>
    listPositions(db, caller(request), query(request)),
  );

  route(app, API_CALLS.exportPositions, { preHandler: requireStaff }, async (request, reply) =>
    reply.headers(csvHeaders('positions')).send(await positionsCsv(db, caller(request), query(request))),
  );

  route(app, API_CALLS.listJobOrderSubmissions, { preHandler: requireStaff }, async (request) =>
    jobOrderSubmissions(db, caller(request), jobOrderIdParam(request.params.id)),
  );

  route(app, API_CALLS.listApplicantSubmissions, { preHandler: requireStaff }, async (request) =>
    applicantSubmissions(db, caller(request), applicantIdParam(request.params.id)),
  );

  route(app, API_CALLS.listInstitutionPlacements, { preHandler: requireStaff }, async (request) =>
    institutionPlacements(db, caller(request), institutionIdParam(request.params.id)),
  );

  route(app, API_CALLS.submitApplicants, { preHandler: requireStaff }, async (request, reply) =>
    reply
      .status(201)
      .send(await submitApplicants(db, caller(request), jobOrderIdParam(request.params.id), request.body)),
  );

  route(app, API_CALLS.changeSubmissionStatus, { preHandler: requireStaff }, async (request) =>
    changeSubmissionStatus(
      {
        db,
        mail: deps.mail,
        jobs: deps.jobs,
        now: () => new Date(),
        ...(deps.statusChanges ? { onStatusChange: deps.statusChanges.notify } : {}),
      },
      caller(request),
      submissionIdParam(request.params.id),
      request.body,
    ),
  );
}
