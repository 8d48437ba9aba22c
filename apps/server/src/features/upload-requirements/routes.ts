import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { route } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import type { Authentication } from '../auth';
import { applicantCaller, applicantIdParam, requestMeta, staffCaller } from '../onboarding';
import { addFile, applicantRequirements, removeFile, reviewFile, staffRequirements } from './service';

export interface UploadRequirementsRouteDeps {
  db: Db;
  auth: Authentication;
  mail: Mailer;
}

/** The applicant's own requirements and files; the staff's review (agency-scoped, `onboarding.review`). */
export async function uploadRequirementsRoutes(app: FastifyInstance, deps: UploadRequirementsRouteDeps): Promise<void> {
  const { requireUser, requireStaff } = deps.auth;
  const service = { db: deps.db, mail: deps.mail };

  route(app, API_CALLS.getUploadRequirements, { preHandler: requireUser }, async (request) =>
    applicantRequirements(service, applicantCaller(request)),
  );

  route(app, API_CALLS.addUploadRequirementFile, { preHandler: requireUser }, async (request, reply) =>
    reply.status(201).send(await addFile(service, applicantCaller(request), request.params.item, request.body)),
  );

  route(app, API_CALLS.removeUploadRequirementFile, { preHandler: requireUser }, async (request) =>
    removeFile(service, applicantCaller(request), request.params.fileId),
  );

  route(app, API_CALLS.getApplicantUploadRequirements, { preHandler: requireStaff }, async (request) =>
    staffRequirements(service, staffCaller(request), applicantIdParam(request.params.id), requestMeta(request)),
  );

  route(app, API_CALLS.approveUploadRequirementFile, { preHandler: requireStaff }, async (request) =>
    reviewFile(
      service,
      staffCaller(request),
      applicantIdParam(request.params.id),
      request.params.fileId,
      { approve: true },
      requestMeta(request),
    ),
  );

  route(app, API_CALLS.rejectUploadRequirementFile, { preHandler: requireStaff }, async (request) =>
    reviewFile(
      service,
      staffCaller(request),
      applicantIdParam(request.params.id),
      request.params.fileId,
      { approve: false, body: request.body },
      requestMeta(request),
    ),
  );
}
