import type { FastifyInstance } from 'fastify';
import { API_CALLS, isoDay } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { idParam, requestMeta, route } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import type { UploadCounts } from '../onboarding';
import { createItem, getCatalogue, reorderItems, updateFormRequirement, updateItem } from './catalogue';
import {
  addFile,
  applicantRequirements,
  removeFile,
  requirementsOverview,
  reviewFile,
  staffRequirements,
} from './service';
import { applicantContext, staffContext, type Authentication } from '../../core/identity';
import { applicantNotFound } from '../applicants';

export interface UploadRequirementsRouteDeps {
  db: Db;
  auth: Authentication;
  mail: Mailer;
  /** The onboarding checklist's port: given this feature's counts, so its progress counts Upload Requirements. */
  uploadCounts?: UploadCounts;
}

/**
 * The applicant's own requirements and files; the staff's review (agency-scoped, `onboarding.review`); the
 * forms catalogue (every staff member reads it; the owner and `forms.edit` change it).
 */
export async function uploadRequirementsRoutes(app: FastifyInstance, deps: UploadRequirementsRouteDeps): Promise<void> {
  const { requireUser, requireStaff } = deps.auth;
  const service = { db: deps.db, mail: deps.mail };
  const catalogue = { db: deps.db };
  deps.uploadCounts?.provide(async (db, agencyId, applicantId) => {
    const { Total, Submitted, Approved, Missing } = await requirementsOverview(
      db,
      agencyId,
      applicantId,
      isoDay(new Date()),
    );
    return { Total, Submitted, Approved, Missing };
  });

  route(app, API_CALLS.getFormsCatalogue, { preHandler: requireStaff }, async (request) =>
    getCatalogue(catalogue, staffContext(request)),
  );

  route(app, API_CALLS.updateFormRequirement, { preHandler: requireStaff }, async (request) =>
    updateFormRequirement(catalogue, staffContext(request), request.params.form, request.body),
  );

  route(app, API_CALLS.createUploadRequirementItem, { preHandler: requireStaff }, async (request, reply) =>
    reply.status(201).send(await createItem(catalogue, staffContext(request), request.body)),
  );

  route(app, API_CALLS.updateUploadRequirementItem, { preHandler: requireStaff }, async (request) =>
    updateItem(catalogue, staffContext(request), request.params.item, request.body),
  );

  route(app, API_CALLS.reorderUploadRequirementItems, { preHandler: requireStaff }, async (request) =>
    reorderItems(catalogue, staffContext(request), request.body),
  );

  route(app, API_CALLS.getUploadRequirements, { preHandler: requireUser }, async (request) =>
    applicantRequirements(service, applicantContext(request)),
  );

  route(app, API_CALLS.addUploadRequirementFile, { preHandler: requireUser }, async (request, reply) =>
    reply.status(201).send(await addFile(service, applicantContext(request), request.params.item, request.body)),
  );

  route(app, API_CALLS.removeUploadRequirementFile, { preHandler: requireUser }, async (request) =>
    removeFile(service, applicantContext(request), request.params.fileId),
  );

  route(app, API_CALLS.getApplicantUploadRequirements, { preHandler: requireStaff }, async (request) =>
    staffRequirements(
      service,
      staffContext(request),
      idParam(request.params.id, applicantNotFound),
      requestMeta(request),
    ),
  );

  route(app, API_CALLS.approveUploadRequirementFile, { preHandler: requireStaff }, async (request) =>
    reviewFile(
      service,
      staffContext(request),
      idParam(request.params.id, applicantNotFound),
      request.params.fileId,
      { approve: true },
      requestMeta(request),
    ),
  );

  route(app, API_CALLS.rejectUploadRequirementFile, { preHandler: requireStaff }, async (request) =>
    reviewFile(
      service,
      staffContext(request),
      idParam(request.params.id, applicantNotFound),
      request.params.fileId,
      { approve: false, body: request.body },
      requestMeta(request),
    ),
  );
}
