import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS, isoDay } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { route } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import { principalOf, type Authentication } from '../auth';
import { applicantCaller, applicantIdParam, requestMeta, staffCaller, type UploadCounts } from '../onboarding';
import {
  createItem,
  getCatalogue,
  reorderItems,
  updateFormRequirement,
  updateItem,
  type CatalogueCaller,
} from './catalogue';
import {
  addFile,
  applicantRequirements,
  removeFile,
  requirementsOverview,
  reviewFile,
  staffRequirements,
} from './service';

export interface UploadRequirementsRouteDeps {
  db: Db;
  auth: Authentication;
  mail: Mailer;
  /** The onboarding checklist's port: given this feature's counts, so its progress counts Upload Requirements. */
  uploadCounts?: UploadCounts;
}

/** The signed-in staff member, for the forms catalogue (`userId` tells the agency's owner). */
function catalogueCaller(request: FastifyRequest): CatalogueCaller {
  const principal = principalOf(request);
  return { agencyId: principal.agencyId, recruiterId: principal.recruiter!.RecruiterId, userId: principal.userId };
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
    getCatalogue(catalogue, catalogueCaller(request)),
  );

  route(app, API_CALLS.updateFormRequirement, { preHandler: requireStaff }, async (request) =>
    updateFormRequirement(catalogue, catalogueCaller(request), request.params.form, request.body),
  );

  route(app, API_CALLS.createUploadRequirementItem, { preHandler: requireStaff }, async (request, reply) =>
    reply.status(201).send(await createItem(catalogue, catalogueCaller(request), request.body)),
  );

  route(app, API_CALLS.updateUploadRequirementItem, { preHandler: requireStaff }, async (request) =>
    updateItem(catalogue, catalogueCaller(request), request.params.item, request.body),
  );

  route(app, API_CALLS.reorderUploadRequirementItems, { preHandler: requireStaff }, async (request) =>
    reorderItems(catalogue, catalogueCaller(request), request.body),
  );

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
