// Names for the generated contract, shared by the SPA, the model and the server. Types only: nothing here runs.
import type { components, operations } from './openapi';

export type { components, operations, paths } from './openapi';

/** Every schema of openapi.yaml by name: `Schemas['CompanyData']`. */
export type Schemas = components['schemas'];

/** Every operationId in openapi.yaml. */
export type OperationId = keyof operations;

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
