import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { ApiError } from '../errors';
import { agencyOfRequest } from '../tenant';
import { escapeHtml } from './outbox';

export const DEV_OUTBOX_PATHS = { html: '/dev/outbox', json: '/dev/outbox.json' } as const;

/**
 * True when the TCP peer is this machine (127.0.0.0/8 or ::1). The socket's address, never `request.ip`:
 * with TRUST_PROXY that comes from X-Forwarded-For, which any client can write.
 */
export function isLoopbackPeer(request: FastifyRequest): boolean {
  const address = (request.raw.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * True when the Host header names this machine (`localhost`, `*.localhost`, 127.0.0.0/8, `[::1]`). A web
 * page whose own host name was rebound to 127.0.0.1 (DNS rebinding) reaches the server from the loopback
 * peer, but its requests carry its own host name: they are refused.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/**
 * The dev outbox (registered only when DEV_OUTBOX is on, which config allows in development and test
 * only): the latest 100 messages of the agency the request's host names (the tenant rule), to a client
 * on this machine using a local host name only. Anyone else gets 403; a host that names no agency 404 `unknown_agency`.
 */
export async function devOutboxRoutes(
  app: FastifyInstance,
  ctx: { db: Db; mail: { readonly enabled: boolean }; config: { defaultAgency: string | null } },
): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackPeer(request))
      throw new ApiError(403, 'forbidden', 'The dev outbox answers only on this machine (127.0.0.1 or ::1).');
    if (!isLoopbackHost(request.headers.host))
      throw new ApiError(
        403,
        'forbidden',
        'The dev outbox answers only to a local host name (localhost, <agency>.localhost, 127.0.0.1, [::1]).',
      );
  });

  const latest = async (request: FastifyRequest) => {
    const agency = await agencyOfRequest(ctx.db, request, ctx.config.defaultAgency);
    const rows = await ctx.db
      .selectFrom('outbox')
      .leftJoin('agencies', 'agencies.id', 'outbox.agency_id')
      .select([
        'outbox.id',
        'agencies.slug as agency',
        'recipient',
        'subject',
        'text_body',
        'attachments',
        'kind',
        'status',
        'attempts',
        'last_error',
        'outbox.created_at',
        'sent_at',
      ])
      .where('outbox.agency_id', '=', agency.id)
      .orderBy('outbox.id', 'desc')
      .limit(100)
      .execute();
    return { agency, rows };
  };

  app.get(DEV_OUTBOX_PATHS.json, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { rows } = await latest(request);
    return rows.map((row) => ({
      Id: row.id,
      Agency: row.agency,
      To: row.recipient,
      Subject: row.subject,
      Text: row.text_body,
      Kind: row.kind,
      Status: row.status,
      Attempts: row.attempts,
      LastError: row.last_error,
      CreatedAt: row.created_at.toISOString(),
      SentAt: row.sent_at ? row.sent_at.toISOString() : null,
      // Files sent with it (an invitation's ICS): names, and text files' content as text to read.
      Attachments: row.attachments.map((file) => ({
        Filename: file.Filename,
        ContentType: file.ContentType,
        Text: /^text\//.test(file.ContentType) ? Buffer.from(file.Content, 'base64').toString('utf8') : null,
      })),
    }));
  });

  app.get(DEV_OUTBOX_PATHS.html, async (request, reply) => {
    const { agency, rows } = await latest(request);
    const items = rows
      .map(
        (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(row.recipient)}</strong> · agency ${escapeHtml(row.agency ?? '-')} · ${escapeHtml(row.kind)} · ${escapeHtml(row.status)} · ${escapeHtml(row.created_at.toISOString())}</p>
  <pre>${escapeHtml(row.text_body)}</pre>${
    row.attachments.length > 0
      ? `\n  <p class="meta">Attachments: ${row.attachments.map((file) => escapeHtml(file.Filename)).join(', ')}</p>`
      : ''
  }
</article>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (development)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1a1a1a; background: #fff; }
  article { border: 1px solid #767676; border-radius: 6px; padding: 1rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #4a4a4a; margin: 0 0 .5rem; font-size: .9rem; }
  pre { white-space: pre-wrap; margin: 0; font-size: 1rem; }
</style>
</head>
<body>
<main>
<h1>Outbox (development only)</h1>
<p>Messages the server has written for agency ${escapeHtml(agency.slug)}, newest first (${rows.length}). ${ctx.mail.enabled ? 'SMTP_URL is set: pending messages are being delivered.' : 'SMTP_URL is not set: messages are captured here and not sent.'} JSON: <a href="${DEV_OUTBOX_PATHS.json}">${DEV_OUTBOX_PATHS.json}</a></p>
${items || '<p>No messages yet.</p>'}
</main>
</body>
</html>`;
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
