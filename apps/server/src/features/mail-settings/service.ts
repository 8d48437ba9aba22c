import type {
  MailConfiguration,
  SmtpServer,
  SmtpServerPayload,
  SmtpTestResult,
  UserMailSettings,
  UserMailSettingsPayload,
} from '@agency/api-client/contract';
import { addressList } from '@agency/forms/schemas';
import { atRestCipher, type AtRestCipher } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { notFound, OperationError, validationFailed } from '../../platform/errors';
import {
  DEFAULT_SMTP_TIMEOUT_MS,
  markdownToEmailHtml,
  markdownToEmailText,
  sendSmtp,
  SmtpError,
  smtpServerProblems,
  type SmtpGuard,
  type SmtpTarget,
} from '../../platform/mail';
import type { SmtpServerRow } from './tables';
import './tables';

/** The purpose the SMTP passwords are sealed under (HKDF info). */
export const SMTP_PASSWORD_PURPOSE = 'smtp-password';

/** The seal context of a server's password: its agency and owner, so a sealed value cannot be moved to another row. */
export const smtpPasswordContext = (agencyId: number, userId: string | null) =>
  `smtp_servers:${agencyId}:${userId ?? 'agency'}`;

/** The SMTP passwords' cipher under the data encryption key. */
export function smtpCipher(dataKey: Buffer): AtRestCipher {
  return atRestCipher(dataKey, SMTP_PASSWORD_PURPOSE);
}

/** How a staff member's or the agency's SMTP server is reached (always through platform/mail's `sendSmtp`). */
export type SmtpTransportOptions = SmtpTarget;

/**
 * Where staff may point their servers (SMTP_ALLOW_PRIVATE_HOSTS) and how long a server may take to connect
 * and to greet (SMTP_TIMEOUT).
 */
export interface SmtpPolicy {
  allowPrivateHosts: boolean;
  timeoutMs: number;
  /** Name resolution (tests pass their own). */
  lookup?: SmtpGuard['lookup'];
}

/** The default policy: public servers only, 15 s timeouts. */
export const DEFAULT_SMTP_POLICY: SmtpPolicy = { allowPrivateHosts: false, timeoutMs: DEFAULT_SMTP_TIMEOUT_MS };

const guardOf = (policy: SmtpPolicy): SmtpGuard => ({
  allowPrivateHosts: policy.allowPrivateHosts,
  ...(policy.lookup ? { lookup: policy.lookup } : {}),
});

/** Everything a message from a staff member needs: who it is from and which server carries it. */
export interface ResolvedSender {
  fromName: string;
  fromAddress: string;
  /** The user's reply-to, else their sign-in e-mail. */
  replyTo: string;
  signatureText: string;
  signatureHtml: string;
  cc: string[];
  bcc: string[];
  /**
   * The server to send through (with `sendSmtp`, which checks where it is): the user's own, else the agency's;
   * null: the platform's mailer (SMTP_URL or the outbox).
   */
  smtp: SmtpTransportOptions | null;
  /** Whose server `smtp` is. */
  via: 'user' | 'agency' | 'platform';
}

export type SenderResolver = (db: Db, agencyId: number, userId: string) => Promise<ResolvedSender>;

async function account(db: Db, agencyId: number, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('agency_id', '=', agencyId)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('The account no longer exists.');
  return user;
}

/** The user's mail settings, or the defaults (their name as the sender, nothing else) before they saved any. */
export async function mailSettingsOf(db: Db, agencyId: number, userId: string): Promise<UserMailSettings> {
  const user = await account(db, agencyId, userId);
  const row = await db
    .selectFrom('user_mail_settings')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    SenderName: row?.sender_name ?? `${user.first_name} ${user.last_name}`.trim(),
    ReplyTo: row?.reply_to ?? '',
    Signature: row?.signature ?? '',
    Cc: row?.cc ?? '',
    Bcc: row?.bcc ?? '',
    AccountEmail: user.email,
  };
}

export async function saveMailSettings(
  db: Db,
  agencyId: number,
  userId: string,
  values: UserMailSettingsPayload,
  now: Date,
): Promise<UserMailSettings> {
  const row = {
    sender_name: values.SenderName,
    reply_to: values.ReplyTo,
    signature: values.Signature,
    cc: values.Cc,
    bcc: values.Bcc,
    updated_at: now,
  };
  await db
    .insertInto('user_mail_settings')
    .values({ user_id: userId, agency_id: agencyId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(row))
    .execute();
  return mailSettingsOf(db, agencyId, userId);
}

function serverQuery(db: Db, agencyId: number, userId: string | null) {
  const query = db.selectFrom('smtp_servers').selectAll().where('agency_id', '=', agencyId);
  return userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
}

function toSmtpServer(row: SmtpServerRow): SmtpServer {
  return {
    Host: row.host,
    Port: row.port,
    Security: row.security,
    Username: row.username,
    FromAddress: row.from_address,
    HasPassword: row.password_sealed !== null,
    UpdatedAt: row.updated_at.toISOString(),
    LastTest:
      row.last_test_at && row.last_test_ok !== null
        ? {
            Ok: row.last_test_ok,
            Message: row.last_test_message ?? '',
            To: row.last_test_to ?? '',
            At: row.last_test_at.toISOString(),
          }
        : null,
  };
}

/** The user's own server (userId) or the agency's (null), with what is used without it. */
export async function mailConfigurationOf(db: Db, agencyId: number, userId: string | null): Promise<MailConfiguration> {
  const row = await serverQuery(db, agencyId, userId).executeTakeFirst();
  if (userId === null)
    return {
      Server: row ? toSmtpServer(row) : null,
      Fallback: 'platform',
      FallbackDescription: "The portal's own mail service",
    };
  const agency = await serverQuery(db, agencyId, null).executeTakeFirst();
  return {
    Server: row ? toSmtpServer(row) : null,
    Fallback: agency ? 'agency' : 'platform',
    FallbackDescription: agency ? `The agency's server (${agency.host})` : "The portal's own mail service",
  };
}

/**
 * Saves a server (an empty password keeps the saved one; a changed host, port or user name forgets the last
 * test, which was of another server). A host that is an address (or a local name) not public, or a port
 * that is not a mail port, is refused in its field (400); names are checked again, resolved, at every send.
 */
export async function saveSmtpServer(
  db: Db,
  cipher: AtRestCipher,
  agencyId: number,
  userId: string | null,
  payload: SmtpServerPayload,
  now: Date,
  policy: SmtpPolicy = DEFAULT_SMTP_POLICY,
): Promise<MailConfiguration> {
  const problems = smtpServerProblems(payload.Host, payload.Port, guardOf(policy));
  if (problems) throw validationFailed(problems);
  await db.transaction().execute(async (trx) => {
    const existing = await serverQuery(trx, agencyId, userId).forUpdate().executeTakeFirst();
    const sealed = payload.Password
      ? cipher.seal(payload.Password, smtpPasswordContext(agencyId, userId))
      : (existing?.password_sealed ?? null);
    const sameServer =
      existing !== undefined &&
      existing.host === payload.Host &&
      existing.port === payload.Port &&
      existing.username === payload.Username &&
      !payload.Password;
    const values = {
      host: payload.Host,
      port: payload.Port,
      security: payload.Security,
      username: payload.Username,
      password_sealed: sealed,
      from_address: payload.FromAddress,
      updated_at: now,
      ...(sameServer ? {} : { last_test_ok: null, last_test_message: null, last_test_to: null, last_test_at: null }),
    };
    if (existing) await trx.updateTable('smtp_servers').set(values).where('id', '=', existing.id).execute();
    else
      await trx
        .insertInto('smtp_servers')
        .values({ agency_id: agencyId, user_id: userId, ...values })
        .execute();
  });
  return mailConfigurationOf(db, agencyId, userId);
}

export async function deleteSmtpServer(db: Db, agencyId: number, userId: string | null): Promise<MailConfiguration> {
  const query = db.deleteFrom('smtp_servers').where('agency_id', '=', agencyId);
  await (userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId)).execute();
  return mailConfigurationOf(db, agencyId, userId);
}

/** The saved server as `sendSmtp` reaches it: checked (the guard), with the policy's timeouts. */
function transportOptions(row: SmtpServerRow, cipher: AtRestCipher, policy: SmtpPolicy): SmtpTransportOptions {
  const pass = row.password_sealed
    ? cipher.open(row.password_sealed, smtpPasswordContext(row.agency_id, row.user_id))
    : null;
  return {
    host: row.host,
    port: row.port,
    secure: row.security === 'tls',
    requireTLS: row.security === 'starttls',
    ignoreTLS: row.security === 'none',
    ...(row.username ? { auth: { user: row.username, pass: pass ?? '' } } : {}),
    timeoutMs: policy.timeoutMs,
    guard: guardOf(policy),
  };
}

/**
 * "Send test e-mail": sends a short message through the saved server and answers what the server said
 * (its reply to the message, or why the connection, the sign-in or the message failed, never the words of a
 * service that is not an SMTP server). The answer is kept. A server whose name resolves to an address that
 * is not public, or off the mail ports, is refused in its field (400) without a connection; the whole send
 * is stopped after four times SMTP_TIMEOUT.
 */
export async function testSmtpServer(
  db: Db,
  cipher: AtRestCipher,
  agencyId: number,
  userId: string | null,
  actorUserId: string,
  to: string,
  now: () => Date,
  policy: SmtpPolicy = DEFAULT_SMTP_POLICY,
): Promise<SmtpTestResult> {
  const row = await serverQuery(db, agencyId, userId).executeTakeFirst();
  if (!row) throw notFound('No mail server is saved yet. Save one, then send a test e-mail.');
  const actor = await account(db, agencyId, actorUserId);
  const recipient = to || actor.email;
  const agency = await db.selectFrom('agencies').select('name').where('id', '=', agencyId).executeTakeFirstOrThrow();
  const deadline = 4 * policy.timeoutMs;
  let result: { Ok: boolean; Message: string };
  try {
    const info = await sendSmtp(
      transportOptions(row, cipher, policy),
      {
        from: { name: agency.name, address: row.from_address },
        to: recipient,
        subject: `Test e-mail from ${agency.name}`,
        text: `This test e-mail was sent through ${row.host}:${row.port}. Your mail server settings work.\n`,
      },
      AbortSignal.timeout(deadline),
    );
    result = { Ok: true, Message: info.response ?? 'Accepted.' };
  } catch (error) {
    if (error instanceof SmtpError && error.field) throw validationFailed({ [error.field]: error.message });
    result = {
      Ok: false,
      Message:
        error instanceof SmtpError && error.code === 'EABORT'
          ? `${row.host}:${row.port} did not finish within ${deadline / 1000} s.`
          : error instanceof Error
            ? error.message
            : 'The test e-mail could not be sent.',
    };
  }
  const at = now();
  await db
    .updateTable('smtp_servers')
    .set({ last_test_ok: result.Ok, last_test_message: result.Message, last_test_to: recipient, last_test_at: at })
    .where('id', '=', row.id)
    .execute();
  return { ...result, To: recipient, At: at.toISOString() };
}

/**
 * The sender of a staff member's messages: their settings (sender name, reply-to, signature, copies) and the
 * server to use: their own, else the agency's, else the platform's (null). The from address is the server's;
 * with the platform's, the agency's recruitment mailbox is not used (the platform's MAIL_FROM address is).
 */
export function createSenderResolver(options: {
  cipher: AtRestCipher;
  mailFrom: string;
  /** Where staff servers may be and their timeouts (default: public servers only, 15 s). */
  policy?: SmtpPolicy;
}): SenderResolver {
  const policy = options.policy ?? DEFAULT_SMTP_POLICY;
  const platformAddress = /<([^>]+)>/.exec(options.mailFrom)?.[1] ?? options.mailFrom.trim();
  return async (db, agencyId, userId) => {
    const settings = await mailSettingsOf(db, agencyId, userId);
    const rows = await db
      .selectFrom('smtp_servers')
      .selectAll()
      .where('agency_id', '=', agencyId)
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
      .execute();
    const server = rows.find((row) => row.user_id === userId) ?? rows.find((row) => row.user_id === null) ?? null;
    return {
      fromName: settings.SenderName,
      fromAddress: server?.from_address ?? platformAddress,
      replyTo: settings.ReplyTo || settings.AccountEmail,
      signatureText: markdownToEmailText(settings.Signature),
      signatureHtml: settings.Signature.trim() ? markdownToEmailHtml(settings.Signature) : '',
      cc: addressList(settings.Cc),
      bcc: addressList(settings.Bcc),
      smtp: server ? transportOptions(server, options.cipher, policy) : null,
      via: server ? (server.user_id ? 'user' : 'agency') : 'platform',
    };
  };
}

/**
 * Re-seals every SMTP password under `newKey` (the CLI's rotate-data-key, inside its transaction). Values
 * already under the new key are left alone; one under a third key stops the rotation with nothing changed.
 */
export async function rotateSmtpPasswords(trx: Db, oldKey: Buffer, newKey: Buffer): Promise<number> {
  const from = smtpCipher(oldKey);
  const to = smtpCipher(newKey);
  const rows = await trx
    .selectFrom('smtp_servers')
    .select(['id', 'agency_id', 'user_id', 'password_sealed'])
    .where('password_sealed', 'is not', null)
    .forUpdate()
    .execute();
  let count = 0;
  for (const row of rows) {
    const keyId = row.password_sealed!.split('.')[1];
    if (keyId === to.keyId) continue;
    if (keyId !== from.keyId)
      throw new OperationError(
        `An SMTP password is sealed under data key ${keyId}, which is neither OLD_DATA_ENCRYPTION_KEY (${from.keyId}) nor DATA_ENCRYPTION_KEY (${to.keyId}). Nothing was changed.`,
      );
    const context = smtpPasswordContext(row.agency_id, row.user_id);
    await trx
      .updateTable('smtp_servers')
      .set({ password_sealed: to.seal(from.open(row.password_sealed!, context), context) })
      .where('id', '=', row.id)
      .execute();
    count += 1;
  }
  return count;
}
