import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../generated/openapi';

/** Every operationId in openapi.yaml. */
export type OperationId = keyof operations;
export type Schemas = components['schemas'];

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type MultipartContent<T> = T extends { content: { 'multipart/form-data': infer B } } ? B : never;

/** The request body of an operation (JSON, or the multipart fields). */
export type BodyOf<K extends OperationId> = operations[K] extends { requestBody: infer R }
  ? JsonContent<R> | MultipartContent<R>
  : operations[K] extends { requestBody?: infer R }
    ? JsonContent<NonNullable<R>> | MultipartContent<NonNullable<R>> | undefined
    : undefined;

/** The validated query string of an operation; Ajv has applied the defaults. */
export type QueryOf<K extends OperationId> = operations[K]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : Record<string, never>;

export type ParamsOf<K extends OperationId> = operations[K]['parameters'] extends { path: infer P }
  ? P
  : Record<string, never>;

export type HeadersOf<K extends OperationId> = operations[K]['parameters'] extends { header?: infer H }
  ? NonNullable<H>
  : Record<string, never>;

/** The JSON body of a 200 or 201 answer. */
export type SuccessOf<K extends OperationId> =
  | (operations[K]['responses'] extends { 200: infer R } ? JsonContent<R> : never)
  | (operations[K]['responses'] extends { 201: infer R } ? JsonContent<R> : never);

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
