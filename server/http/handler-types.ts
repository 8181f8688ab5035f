import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, HeadersOf, OperationId, ParamsOf, QueryOf, SuccessOf } from '../../src/contract/types';

export type { BodyOf, OperationId, QueryOf, Schemas, SuccessOf } from '../../src/contract/types';

export type RequestOf<K extends OperationId> = FastifyRequest<{
  Body: BodyOf<K>;
  Querystring: QueryOf<K>;
  Params: ParamsOf<K>;
  Headers: HeadersOf<K>;
}>;

/** A handler returns the success body, or sends through `reply` itself (files, redirects, other codes). */
export type OperationHandler<K extends OperationId> = (
  request: RequestOf<K>,
  reply: FastifyReply,
) => Promise<SuccessOf<K> | FastifyReply | void>;

/** One handler for every operation: the app does not compile while one is missing. */
export type Handlers = { [K in OperationId]: OperationHandler<K> };
