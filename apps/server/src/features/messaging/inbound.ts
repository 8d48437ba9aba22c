import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import { escapeHtml, isLoopbackPeer } from '../../platform/mail';
import { isLoopbackHost } from '../../platform/mail/dev-routes';
import { agencyOfRequest } from '../../platform/tenant';
import { writeEvent, type MessagingContext } from './context';
import { SMS_INBOUND_PATH, SMS_STATUS_PATH } from './delivery';
import { e164, keywordOf } from './sms';
import { UNSUBSCRIBE_PATH } from './unsubscribe';

/** The form fields of a webhook (every value as text). */
function formOf(request: FastifyRequest): Record<string, string> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'invalid_body', 'The webhook body must be form-encoded.');
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([name, value]) => [
      name,
      Array.isArray(value) ? String(value[0]) : String(value),
    ]),
  );
}

/** The answer of the webhooks without an SMS provider outside development: they do not exist. */
export const SMS_WEBHOOKS_OFF_MESSAGE =
  'The SMS webhooks are off: no SMS provider is configured (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM).';

/**
 * Only the provider may call the webhooks: with a provider configured, a valid `X-Twilio-Signature` over the
 * public URL the provider called (SMS_CALLBACK_URL or ISSUER, else the request's own origin). Without one the
 * webhooks exist only beside the dev outbox (development and test: `ctx.localWebhooks`), like it for a client
 * on this machine using a local host name only; anywhere else they answer 404. A loopback peer alone proves
 * nothing: it is every request a reverse proxy on the same machine forwards.
 */
function checkCaller(ctx: MessagingContext, request: FastifyRequest, path: string, form: Record<string, string>): void {
  if (ctx.sms.kind === 'outbox') {
    if (!ctx.localWebhooks) throw new ApiError(404, 'not_found', SMS_WEBHOOKS_OFF_MESSAGE);
    if (!isLoopbackPeer(request) || !isLoopbackHost(request.headers.host))
      throw new ApiError(
        403,
        'forbidden',
        'Without an SMS provider the webhooks answer only on this machine, to a local host name (localhost, 127.0.0.1).',
      );
    return;
  }
  const base = ctx.smsCallbackUrl ?? ctx.publicOrigin ?? `${request.protocol}://${request.host}`;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const signature = request.headers['x-twilio-signature'];
  if (!ctx.sms.verifySignature(`${base}${path}${query}`, form, typeof signature === 'string' ? signature : undefined))
    throw new ApiError(403, 'forbidden', 'The request is not signed by the SMS provider.');
}

const twiml = (reply: FastifyReply) =>
  reply.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');

/**
 * An SMS received (the provider's inbound webhook): recorded as an inbound message of the applicant whose
 * mobile number it came from (in the agency of the host), the latest SMS sent to that number becomes
 * `replied` (or `opted-out` for STOP), STOP / START keywords opt the number out / back in, and the applicant's
 * activity gets an 'sms-reply' row. A MessageSid already recorded (the provider retrying) changes nothing.
 */
export async function receiveSms(
  ctx: MessagingContext,
  agencyId: number,
  form: { From?: string; To?: string; Body?: string; MessageSid?: string },
): Promise<{ messageId: number | null }> {
  const phone = e164(form.From);
  if (!phone) throw new ApiError(400, 'validation_failed', 'From must be a phone number.');
  const body = (form.Body ?? '').slice(0, 1600);
  const sid = form.MessageSid?.trim() || null;
  const keyword = keywordOf(body);
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (sid) {
      const known = await trx
        .selectFrom('messages')
        .select('id')
        .where('agency_id', '=', agencyId)
        .where('provider_id', '=', sid)
        .executeTakeFirst();
      if (known) return { messageId: null };
    }
    const digits = phone.replace(/\D/g, '').slice(-10);
    const applicant = await trx
      .selectFrom('applicants')
      .select(['id'])
      .where('agency_id', '=', agencyId)
      .where(sql<boolean>`right(regexp_replace(mobile_phone, '[^0-9]', '', 'g'), 10) = ${digits}`)
      .orderBy(sql`archived_at IS NULL`, 'desc')
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const inbound = await trx
      .insertInto('messages')
      .values({
        agency_id: agencyId,
        channel: 'sms',
        direction: 'inbound',
        state: 'received',
        applicant_id: applicant?.id ?? null,
        sender_id: null,
        template_id: null,
        template_name: null,
        recipient: phone,
        from_address: form.To ?? '',
        subject: null,
        text: body,
        html: null,
        reply_to: null,
        unsubscribe_url: null,
        time_zone: null,
        automation_key: null,
        send_at: now,
        sent_at: now,
        last_error: null,
        provider_id: sid,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeEvent(trx, { agencyId, messageId: inbound.id, state: 'received', detail: `From ${phone}`, at: now });

    if (keyword === 'stop') {
      await trx
        .insertInto('sms_opt_outs')
        .values({ agency_id: agencyId, phone, keyword: body.trim().toUpperCase().slice(0, 20) })
        .onConflict((conflict) => conflict.columns(['agency_id', 'phone']).doNothing())
        .execute();
    } else if (keyword === 'start') {
      await trx.deleteFrom('sms_opt_outs').where('agency_id', '=', agencyId).where('phone', '=', phone).execute();
    }
    const latest = await trx
      .selectFrom('messages')
      .select(['id', 'state'])
      .where('agency_id', '=', agencyId)
      .where('channel', '=', 'sms')
      .where('direction', '=', 'outbound')
      .where('recipient', '=', phone)
      .where('state', 'in', ['sent', 'delivered', 'replied'])
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (latest && keyword !== 'start') {
      const state = keyword === 'stop' ? 'opted-out' : 'replied';
      await trx
        .updateTable('messages')
        .set({ state, last_error: keyword === 'stop' ? 'The recipient replied STOP' : null, updated_at: now })
        .where('id', '=', latest.id)
        .execute();
      await writeEvent(trx, {
        agencyId,
        messageId: latest.id,
        state,
        detail: keyword === 'stop' ? `Replied ${body.trim()}: opted out of SMS` : 'Replied',
        at: now,
      });
    }
    if (applicant)
      await ctx.events.emit(trx, 'applicant.activity', {
        agencyId,
        applicantId: applicant.id,
        actor: null,
        kind: 'sms-reply',
        text:
          keyword === 'stop'
            ? `${body.trim()} (opted out of SMS)`
            : keyword === 'start'
              ? `${body.trim()} (opted back in to SMS)`
              : body,
      });
    return { messageId: inbound.id };
  });
}

/** A delivery report (the provider's status callback): delivered, or failed / undelivered with the error code. */
export async function smsStatus(
  ctx: MessagingContext,
  form: { MessageSid?: string; MessageStatus?: string; ErrorCode?: string; ErrorMessage?: string },
): Promise<void> {
  const sid = form.MessageSid?.trim();
  if (!sid) throw new ApiError(400, 'validation_failed', 'MessageSid is required.');
  const status = (form.MessageStatus ?? '').toLowerCase();
  const state =
    status === 'delivered' ? 'delivered' : status === 'failed' || status === 'undelivered' ? 'failed' : null;
  if (!state) return;
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom('messages')
      .select(['id', 'agency_id'])
      .where('provider_id', '=', sid)
      .where('direction', '=', 'outbound')
      // A reply or an opt-out is news the delivery report does not undo.
      .where('state', 'in', ['sent', 'delivered'])
      .executeTakeFirst();
    if (!message) return;
    const reason =
      state === 'failed'
        ? `The carrier did not deliver it${form.ErrorCode ? ` (error ${form.ErrorCode}${form.ErrorMessage ? `: ${form.ErrorMessage}` : ''})` : ''}`
        : null;
    await trx
      .updateTable('messages')
      .set({ state, last_error: reason, updated_at: now })
      .where('id', '=', message.id)
      .execute();
    await writeEvent(trx, {
      agencyId: message.agency_id,
      messageId: message.id,
      state,
      detail: reason ?? 'Delivered to the handset',
      at: now,
    });
  });
}

/** The public unsubscribe page (GET: confirm; POST: record), outside the API. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export async function inboundRoutes(
  app: FastifyInstance,
  ctx: MessagingContext,
  config: { defaultAgency: string | null },
): Promise<void> {
  const db: Db = ctx.db;

  app.post(SMS_INBOUND_PATH, async (request, reply) => {
    const form = formOf(request);
    checkCaller(ctx, request, SMS_INBOUND_PATH, form);
    const agency = await agencyOfRequest(db, request, config.defaultAgency);
    await receiveSms(ctx, agency.id, form);
    return twiml(reply);
  });

  app.post(SMS_STATUS_PATH, async (request, reply) => {
    const form = formOf(request);
    checkCaller(ctx, request, SMS_STATUS_PATH, form);
    await smsStatus(ctx, form);
    return twiml(reply);
  });

  const recipientOf = async (token: string) => {
    const valid = ctx.tokens.verify(token);
    if (!valid) return null;
    const agency = await db
      .selectFrom('agencies')
      .select(['id', 'name'])
      .where('id', '=', valid.agencyId)
      .executeTakeFirst();
    return agency ? { ...valid, agencyName: agency.name } : null;
  };
  const invalid = (reply: FastifyReply) =>
    reply
      .status(404)
      .type('text/html; charset=utf-8')
      .send(page('Link not valid', '<p>This unsubscribe link is not valid. Copy the whole link from the e-mail.</p>'));

  app.get<{ Params: { token: string } }>(`${UNSUBSCRIBE_PATH}/:token`, async (request, reply) => {
    const recipient = await recipientOf(request.params.token);
    if (!recipient) return invalid(reply);
    const unsubscribed = await db
      .selectFrom('email_unsubscribes')
      .select('email')
      .where('agency_id', '=', recipient.agencyId)
      .where('email', '=', recipient.email)
      .executeTakeFirst();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        unsubscribed
          ? page(
              'You are unsubscribed',
              `<p>${escapeHtml(recipient.email)} no longer receives marketing e-mail from ${escapeHtml(recipient.agencyName)}.</p>`,
            )
          : page(
              'Unsubscribe',
              `<p>Stop marketing e-mail from ${escapeHtml(recipient.agencyName)} to <strong>${escapeHtml(recipient.email)}</strong>?</p>
<form method="post"><button type="submit">Unsubscribe</button></form>
<p>Messages about your own applications (an interview, an offer) still reach you.</p>`,
            ),
      );
  });

  // The form's POST and RFC 8058 one-click (List-Unsubscribe-Post) alike.
  app.post<{ Params: { token: string } }>(`${UNSUBSCRIBE_PATH}/:token`, async (request, reply) => {
    const recipient = await recipientOf(request.params.token);
    if (!recipient) return invalid(reply);
    await db
      .insertInto('email_unsubscribes')
      .values({ agency_id: recipient.agencyId, email: recipient.email })
      .onConflict((conflict) => conflict.columns(['agency_id', 'email']).doNothing())
      .execute();
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          'You are unsubscribed',
          `<p>${escapeHtml(recipient.email)} no longer receives marketing e-mail from ${escapeHtml(recipient.agencyName)}.</p>`,
        ),
      );
  });
}
