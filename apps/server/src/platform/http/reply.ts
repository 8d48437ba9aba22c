import type { FastifyReply } from 'fastify';

/** The token endpoint's caching rule (RFC 6749 §5.1), on every /connect/* answer. */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
}

export function sendText(reply: FastifyReply, text: string, status = 200): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(text);
}
