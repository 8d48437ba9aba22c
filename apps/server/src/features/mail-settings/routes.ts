import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { mailSettingsSchema, smtpServerSchema, smtpTestSchema } from '@agency/forms/schemas';
import type { AtRestCipher } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { forbidden } from '../../platform/errors';
import { route, validateBody } from '../../platform/http';
import { createLimit } from '../../platform/rate-limit';
import { isAgencyOwner } from '../../core/policy';
import {
  deleteSmtpServer,
  mailConfigurationOf,
  mailSettingsOf,
  saveMailSettings,
  saveSmtpServer,
  testSmtpServer,
  type SmtpPolicy,
} from './service';
import { principalOf, type Authentication } from '../../core/identity';

export interface MailSettingsDeps {
  db: Db;
  auth: Authentication;
  /** The SMTP passwords' cipher (smtpCipher of the data encryption key). */
  smtpCipher: AtRestCipher;
  /** SMTP_ALLOW_PRIVATE_HOSTS and SMTP_TIMEOUT: where staff servers may be, how long they may take. */
  config: { smtpAllowPrivateHosts: boolean; smtpTimeoutMs: number };
  now?: () => Date;
}

/** Test e-mails a user may send in ten minutes (each opens a connection to a server they name). */
const TEST_LIMIT = { max: 10, windowMs: 600_000 };

export async function mailSettingsRoutes(app: FastifyInstance, deps: MailSettingsDeps): Promise<void> {
  const { db, smtpCipher: cipher } = deps;
  const { requireStaff } = deps.auth;
  const now = deps.now ?? (() => new Date());
  const policy: SmtpPolicy = {
    allowPrivateHosts: deps.config.smtpAllowPrivateHosts,
    timeoutMs: deps.config.smtpTimeoutMs,
  };
  const testLimit = createLimit(
    app,
    'smtp-test',
    TEST_LIMIT,
    (request) => principalOf(request).userId,
    'Too many test e-mails. Try again in {seconds} seconds.',
  );
  const owner = async (request: FastifyRequest) => {
    const principal = principalOf(request);
    if (!(await isAgencyOwner(db, principal.agencyId, principal.userId)))
      throw forbidden("Only the agency owner can change the agency's mail server.");
    return principal;
  };

  route(app, API_CALLS.getUserMailSettings, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    return mailSettingsOf(db, principal.agencyId, principal.userId);
  });

  route(app, API_CALLS.saveUserMailSettings, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const values = validateBody(mailSettingsSchema, request.body);
    return saveMailSettings(db, principal.agencyId, principal.userId, values, now());
  });

  route(app, API_CALLS.getUserMailConfiguration, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    return mailConfigurationOf(db, principal.agencyId, principal.userId);
  });

  route(app, API_CALLS.saveUserMailConfiguration, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const values = validateBody(smtpServerSchema, request.body);
    return saveSmtpServer(db, cipher, principal.agencyId, principal.userId, values, now(), policy);
  });

  route(app, API_CALLS.deleteUserMailConfiguration, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    return deleteSmtpServer(db, principal.agencyId, principal.userId);
  });

  route(app, API_CALLS.testUserMailConfiguration, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    const { To } = validateBody(smtpTestSchema, request.body ?? {});
    await testLimit(request);
    return testSmtpServer(db, cipher, principal.agencyId, principal.userId, principal.userId, To, now, policy);
  });

  route(app, API_CALLS.getAgencyMailServer, { preHandler: requireStaff }, async (request) => {
    const principal = await owner(request);
    return mailConfigurationOf(db, principal.agencyId, null);
  });

  route(app, API_CALLS.saveAgencyMailServer, { preHandler: requireStaff }, async (request) => {
    const principal = await owner(request);
    const values = validateBody(smtpServerSchema, request.body);
    return saveSmtpServer(db, cipher, principal.agencyId, null, values, now(), policy);
  });

  route(app, API_CALLS.deleteAgencyMailServer, { preHandler: requireStaff }, async (request) => {
    const principal = await owner(request);
    return deleteSmtpServer(db, principal.agencyId, null);
  });

  route(app, API_CALLS.testAgencyMailServer, { preHandler: requireStaff }, async (request) => {
    const principal = await owner(request);
    const { To } = validateBody(smtpTestSchema, request.body ?? {});
    await testLimit(request);
    return testSmtpServer(db, cipher, principal.agencyId, null, principal.userId, To, now, policy);
  });
}
