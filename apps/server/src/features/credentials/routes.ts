import type { FastifyInstance } from 'fastify';
import { API_CALLS, isoDay } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { idParam, requestMeta, route } from '../../platform/http';
import type { JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { applicantNotFound, staffOnApplicant } from '../applicants';
import { mayReadHealth } from '../onboarding';
import { nextRunDay, registerCredentialExpiryJob, scheduleCredentialExpiryRun } from './job';
import { applicantExpiries, expiringCredentials } from './queries';
import { requirePermission } from '../../core/policy';
import { writeAudit } from '../../core/audit';
import { applicantContext, staffActor, staffContext, type Authentication } from '../../core/identity';

export interface CredentialsDeps {
  db: Db;
  auth: Authentication;
  mail: Mailer;
  jobs: JobRunner;
}

/** The expiry lists (the applicant's own, an applicant's for staff, the dashboard's) and the daily job. */
export async function credentialsRoutes(app: FastifyInstance, deps: CredentialsDeps): Promise<void> {
  const { db } = deps;
  const { requireUser, requireStaff } = deps.auth;
  const today = () => isoDay(new Date());

  registerCredentialExpiryJob(deps);
  // The next run (13:00 UTC; once per day however many servers start; each run queues the next day's).
  app.addHook('onReady', async () => scheduleCredentialExpiryRun(deps.jobs, db, nextRunDay(new Date())));

  route(app, API_CALLS.getOwnCredentialExpiries, { preHandler: requireUser }, async (request) => {
    const caller = applicantContext(request);
    return (await applicantExpiries(db, caller.agencyId, caller.applicantId, today(), true)).entries;
  });

  // Health credentials (TB test, fit test, the flu season, health uploads) only for those who may read
  // health information, each such read audited.
  route(app, API_CALLS.getApplicantCredentialExpiries, { preHandler: requireStaff }, async (request) => {
    const caller = staffContext(request);
    const applicantId = idParam(request.params.id, applicantNotFound);
    const actor = await staffOnApplicant(db, caller, applicantId, 'onboarding.review', "read applicants' onboarding");
    const health = await mayReadHealth(db, actor, caller.agencyId, applicantId);
    const { entries, health: read } = await applicantExpiries(db, caller.agencyId, applicantId, today(), health);
    if (read)
      await writeAudit(db, {
        agencyId: caller.agencyId,
        applicantId,
        action: 'health-read',
        form: null,
        version: null,
        actor: { kind: 'staff', id: actor.recruiterId, name: actor.name },
        meta: requestMeta(request),
        detail: 'Credential expiries read (health information)',
      });
    return entries;
  });

  route(app, API_CALLS.listExpiringCredentials, { preHandler: requireStaff }, async (request) => {
    const caller = staffContext(request);
    const actor = await staffActor(db, caller.agencyId, caller.recruiterId);
    requirePermission(actor, 'onboarding.review', "read applicants' credentials");
    return expiringCredentials(db, caller.agencyId, today(), actor);
  });
}
