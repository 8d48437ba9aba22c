import type { FastifyRequest } from 'fastify';

/** Where a request came from, as recorded with signatures, consents and audit rows. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
}

/** The request's address and user agent (at most 500 characters of it). */
export function requestMeta(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? '', userAgent: (typeof agent === 'string' ? agent : '').slice(0, 500) };
}
