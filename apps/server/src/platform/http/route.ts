import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyCall, CallResponse, PathParamNames } from '@agency/api-client/contract';
import { withPolicy } from '../policy';

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The request of a call's handler: its path parameters by name (as text), the query as parsed. */
export type CallRequest<D extends AnyCall> = FastifyRequest<{
  Params: { [K in PathParamNames<D['path']>]: string };
  Querystring: Record<string, unknown>;
}>;

/** A handler answers the call's response type, or sends the reply itself (text, status codes). */
export type CallHandler<D extends AnyCall> = (
  request: CallRequest<D>,
  reply: FastifyReply,
) => Promise<CallResponse<D> | FastifyReply>;

/**
 * Registers the handler of one API call at the method and path of its contract descriptor (`API_CALLS`).
 * A signed-in call must name its authentication pre-handler and an anonymous one must not: a mismatch
 * with the descriptor stops the server at start, so the contract and the server cannot disagree about
 * who may call what. The handler runs under the caller's agency's permission table (platform/policy.ts).
 */
export function route<D extends AnyCall>(
  app: FastifyInstance,
  call: D,
  options: { preHandler?: PreHandler },
  handler: CallHandler<D>,
): void {
  if (call.anonymous === (options.preHandler !== undefined)) {
    throw new Error(
      `${call.method} ${call.path} is ${call.anonymous ? 'anonymous' : 'signed-in'} in the contract but registered ${call.anonymous ? 'with' : 'without'} an authentication pre-handler.`,
    );
  }
  app.route({
    method: call.method,
    url: call.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: (request: FastifyRequest, reply: FastifyReply) =>
      withPolicy(request.rolePolicy, () => handler(request as CallRequest<D>, reply)),
  });
}
