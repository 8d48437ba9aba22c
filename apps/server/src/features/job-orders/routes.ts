import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { csvHeaders, idParam, route } from '../../platform/http';
import type { JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { applicantNotFound } from '../applicants';
import {
  createJobOrder,
  getJobOrder,
  jobOrderNotFound,
  jobOrderStatusCounts,
  listJobOrders,
  updateJobOrder,
} from './service';
import {
  applicantSubmissions,
  changeSubmissionStatus,
  institutionPlacements,
  jobOrderSubmissions,
  submissionNotFound,
  submitApplicants,
} from './submissions';
import { applicantJobOrderMatches, jobOrderMatches } from './matching';
import { listPositions, positionsCsv } from './positions';
import { staffContext, type Authentication } from '../../core/identity';
import { institutionNotFound } from '../institutions';
import type { EventBus } from '../../platform/events';

export interface JobOrdersDeps {
  db: Db;
  auth: Authentication;
  /** A submission moved to Interview schedules its calendar interview (invitation, reminders). */
  mail: Mailer;
  jobs: JobRunner;
  /** A submission's move tells `submission.statusChanged` (and `applicant.statusChanged` when it moves the applicant). */
  events: EventBus;
}

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** The job orders' calls (staff only; each checks its permission in the service). */
export async function jobOrdersRoutes(app: FastifyInstance, deps: JobOrdersDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.listJobOrders, { preHandler: requireStaff }, async (request) =>
    listJobOrders(db, staffContext(request), query(request)),
  );

  // Registered before `/:id`: `status-counts` is not an id.
  route(app, API_CALLS.getJobOrderStatusCounts, { preHandler: requireStaff }, async (request) =>
    jobOrderStatusCounts(db, staffContext(request)),
  );

  route(app, API_CALLS.getJobOrder, { preHandler: requireStaff }, async (request) =>
    getJobOrder(db, staffContext(request), idParam(request.params.id, jobOrderNotFound)),
  );

  route(app, API_CALLS.createJobOrder, { preHandler: requireStaff }, async (request, reply) =>
    reply.status(201).send(await createJobOrder(db, staffContext(request), request.body)),
  );

  route(app, API_CALLS.updateJobOrder, { preHandler: requireStaff }, async (request) =>
    updateJobOrder(db, staffContext(request), idParam(request.params.id, jobOrderNotFound), request.body),
  );

  route(app, API_CALLS.listJobOrderMatches, { preHandler: requireStaff }, async (request) =>
    jobOrderMatches(db, staffContext(request), idParam(request.params.id, jobOrderNotFound), query(request)),
  );

  route(app, API_CALLS.listApplicantJobOrderMatches, { preHandler: requireStaff }, async (request) =>
    applicantJobOrderMatches(db, staffContext(request), idParam(request.params.id, applicantNotFound), query(request)),
  );

  route(app, API_CALLS.listPositions, { preHandler: requireStaff }, async (request) =>
    listPositions(db, staffContext(request), query(request)),
  );

  route(app, API_CALLS.exportPositions, { preHandler: requireStaff }, async (request, reply) =>
    reply.headers(csvHeaders('positions')).send(await positionsCsv(db, staffContext(request), query(request))),
  );

  route(app, API_CALLS.listJobOrderSubmissions, { preHandler: requireStaff }, async (request) =>
    jobOrderSubmissions(db, staffContext(request), idParam(request.params.id, jobOrderNotFound)),
  );

  route(app, API_CALLS.listApplicantSubmissions, { preHandler: requireStaff }, async (request) =>
    applicantSubmissions(db, staffContext(request), idParam(request.params.id, applicantNotFound)),
  );

  route(app, API_CALLS.listInstitutionPlacements, { preHandler: requireStaff }, async (request) =>
    institutionPlacements(db, staffContext(request), idParam(request.params.id, institutionNotFound)),
  );

  route(app, API_CALLS.submitApplicants, { preHandler: requireStaff }, async (request, reply) =>
    reply
      .status(201)
      .send(
        await submitApplicants(db, staffContext(request), idParam(request.params.id, jobOrderNotFound), request.body),
      ),
  );

  route(app, API_CALLS.changeSubmissionStatus, { preHandler: requireStaff }, async (request) =>
    changeSubmissionStatus(
      {
        db,
        mail: deps.mail,
        jobs: deps.jobs,
        events: deps.events,
      },
      staffContext(request),
      idParam(request.params.id, submissionNotFound),
      request.body,
    ),
  );
}
