import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyCall, CallResponse, PathParamNames } from '@agency/api-client/contract';

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

/** What every handler runs inside; the default runs it as it is. */
type HandlerScope = <T>(request: FastifyRequest, run: () => T) => T;
let handlerScope: HandlerScope = (_request, run) => run();

/**
 * Sets what every handler runs inside, once per process: core/policy sets the caller's agency's permission
 * table (so `can` answers for that agency wherever a handler calls it). Platform knows no policy itself.
 */
export function setHandlerScope(scope: HandlerScope): void {
  handlerScope = scope;
}

/**
 * Registers the handler of one API call at the method and path of its contract descriptor (`API_CALLS`).
 * A signed-in call must name its authentication pre-handler and an anonymous one must not: a mismatch
 * with the descriptor stops the server at start, so the contract and the server cannot disagree about
 * who may call what. The handler runs inside the handler scope (`setHandlerScope`: core/policy's permission table).
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
      handlerScope(request, () => handler(request as CallRequest<D>, reply)),
  });
}
