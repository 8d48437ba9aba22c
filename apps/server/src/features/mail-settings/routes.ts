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
import { contextOf, type Authentication } from '../../core/identity';

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
    (request) => contextOf(request).userId,
    'Too many test e-mails. Try again in {seconds} seconds.',
  );
  const owner = async (request: FastifyRequest) => {
    const caller = contextOf(request);
    if (!(await isAgencyOwner(db, caller.agencyId, caller.userId)))
      throw forbidden("Only the agency owner can change the agency's mail server.");
    return caller;
  };

  route(app, API_CALLS.getUserMailSettings, { preHandler: requireStaff }, async (request) => {
    const caller = contextOf(request);
    return mailSettingsOf(db, caller.agencyId, caller.userId);
  });

  route(app, API_CALLS.saveUserMailSettings, { preHandler: requireStaff }, async (request) => {
    const caller = contextOf(request);
    const values = validateBody(mailSettingsSchema, request.body);
    return saveMailSettings(db, caller.agencyId, caller.userId, values, now());
  });

  route(app, API_CALLS.getUserMailConfiguration, { preHandler: requireStaff }, async (request) => {
    const caller = contextOf(request);
    return mailConfigurationOf(db, caller.agencyId, caller.userId);
  });

  route(app, API_CALLS.saveUserMailConfiguration, { preHandler: requireStaff }, async (request) => {
    const caller = contextOf(request);
    const values = validateBody(smtpServerSchema, request.body);
    return saveSmtpServer(db, cipher, caller.agencyId, caller.userId, values, now(), policy);
  });

  route(app, API_CALLS.deleteUserMailConfiguration, { preHandler: requireStaff }, async (request) => {
    const caller = contextOf(request);
    return deleteSmtpServer(db, caller.agencyId, caller.userId);
  });

  route(app, API_CALLS.testUserMailConfiguration, { preHandler: requireStaff }, async (request) => {
    const caller = contextOf(request);
    const { To } = validateBody(smtpTestSchema, request.body ?? {});
    await testLimit(request);
    return testSmtpServer(db, cipher, caller.agencyId, caller.userId, caller.userId, To, now, policy);
  });

  route(app, API_CALLS.getAgencyMailServer, { preHandler: requireStaff }, async (request) => {
    const caller = await owner(request);
    return mailConfigurationOf(db, caller.agencyId, null);
  });

  route(app, API_CALLS.saveAgencyMailServer, { preHandler: requireStaff }, async (request) => {
    const caller = await owner(request);
    const values = validateBody(smtpServerSchema, request.body);
    return saveSmtpServer(db, cipher, caller.agencyId, null, values, now(), policy);
  });

  route(app, API_CALLS.deleteAgencyMailServer, { preHandler: requireStaff }, async (request) => {
    const caller = await owner(request);
    return deleteSmtpServer(db, caller.agencyId, null);
  });

  route(app, API_CALLS.testAgencyMailServer, { preHandler: requireStaff }, async (request) => {
    const caller = await owner(request);
    const { To } = validateBody(smtpTestSchema, request.body ?? {});
    await testLimit(request);
    return testSmtpServer(db, cipher, caller.agencyId, null, caller.userId, To, now, policy);
  });
}
