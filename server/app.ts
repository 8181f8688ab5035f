import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyInstance,
  type RouteOptions,
  type onRequestAsyncHookHandler,
  type onRequestHookHandler,
} from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import openapiGlue from 'fastify-openapi-glue';
import qs from 'qs';
import type { AppContext } from './context';
import { loadOperations, SPEC_PATH, type OperationMeta, type RateLimitedOperation } from './openapi';
import { requireRoles } from './auth/guard';
import { requireCsrf } from './auth/csrf';
import { HttpError, MESSAGES } from './http/errors';
import { handleError } from './http/error-handler';
import { clientErrorHandler } from './http/client-errors';
import { requireDeclaredMediaType } from './http/media-type';
import { rateLimitHook } from './http/rate-limits';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { refuseUnsafeValues } from './http/unsafe-values';
import { buildValidator } from './http/validators';
import { notFoundHandler, trackRoutes } from './http/not-found';
import { serveSpa } from './http/spa';
import { registerSecurityHeaders } from './http/security-headers';
import { answersPrivately, markPrivate, registerPrivateAnswers } from './http/private-answers';
import { withCompression } from './http/compression';
import { createHandlers } from './handlers';
import { ARTICLE_LIMITS, ARTICLE_MESSAGES } from '../src/kernel/article-submission';

const MAX_UPLOAD_BYTES = ARTICLE_LIMITS.max_file_bytes;

export interface BuildOptions {
  /** Pino options (a level, a stream for tests), or false for silence. */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
}

function hasRateLimit(meta: OperationMeta): meta is OperationMeta & { rateLimit: RateLimitedOperation } {
  return meta.rateLimit !== null;
}

/** Builds the API and SPA server from openapi.yaml: routes, validation, roles, CSRF, rate limits, errors. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    genReqId: () => randomUUID(),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; otherwise any client could pick the address
    // its rate limits are counted under.
    trustProxy: ctx.config.trustProxy.length > 0 ? ctx.config.trustProxy : false,
    requestTimeout: ctx.config.requestTimeoutMs,
    // Node enforces the request timeout only when the headers timeout is not longer, and checks every 30 s by default,
    // which would let a slow body linger long past the limit.
    http: {
      headersTimeout: Math.min(60_000, ctx.config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(ctx.config.requestTimeoutMs / 4))),
    },
    clientErrorHandler,
    // Indexed arrays (tags[0]=1), bracket arrays (tags[]=1) and repeated keys all become arrays.
    routerOptions: {
      querystringParser: (query) =>
        qs.parse(query, { arrayLimit: 200, parameterLimit: 500, depth: 2 }) as Record<string, unknown>,
    },
    schemaController: { compilersFactory: { buildValidator } },
  });

  app.decorateRequest('auth', null);
  app.setErrorHandler(handleError);
  const router = trackRoutes(app);
  app.setNotFoundHandler(notFoundHandler(router, ctx.config.distDir));

  registerSecurityHeaders(app, { production: ctx.config.production, connectSrc: ctx.config.cspConnectSrc });
  registerPrivateAnswers(app);
  // Mail still being sent after its answer finishes before the database closes.
  app.addHook('onClose', () => ctx.background.settled());
  await app.register(cookie);
  if (ctx.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: ctx.config.corsOrigins, credentials: true });
  }
  // Limits are applied by rateLimitHook, which checks several keys per attempt; the plugin supplies the limiter, and
  // the counts live in the database, so every API process on it shares them (http/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(ctx) });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30 },
    // Keep the file's name and type next to its bytes; keyValues alone would give a bare Buffer.
    async onFile(part) {
      const data = await part.toBuffer().catch((error: unknown) => {
        // The customer is told the limit itself, as the form tells it before the file is picked.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, ARTICLE_MESSAGES.fileTooBig(MAX_UPLOAD_BYTES));
        throw error;
      });
      (part as unknown as { value: unknown }).value = { filename: part.filename, mimetype: part.mimetype, data };
    },
  });

  // The glue warns about every media type in the spec without a body parser, responses included. These three are
  // only ever answered, never accepted; a parser that refuses them keeps the 415 Fastify gives anyway, quietly.
  for (const type of [
    'text/html',
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ]) {
    app.addContentTypeParser(type, (_request, _body, done) =>
      done(new HttpError(415, MESSAGES.unsupportedMediaType), undefined),
    );
  }

  const operations = loadOperations();
  const handlers = createHandlers(ctx) as unknown as Record<string, (...args: never[]) => unknown>;
  const csrf = requireCsrf(ctx.secret);

  // Compressed in a context of its own, so the SPA's precompressed files are not touched (see withCompression).
  await app.register(withCompression(openapiGlue), {
    specification: SPEC_PATH,
    operationResolver: (operationId: string) => {
      const meta = operations.get(operationId);
      const handler = handlers[operationId];
      if (!meta || !handler) throw new Error(`No handler or no spec entry for operation ${operationId}`);
      // Order matters: who may call comes before what was sent, so an anonymous caller learns nothing of the rules.
      const onRequest: Array<onRequestHookHandler | onRequestAsyncHookHandler> = [];
      if (meta.csrf) onRequest.push(csrf);
      if (meta.roles) onRequest.push(requireRoles(ctx.db, meta.roles));
      onRequest.push(requireDeclaredMediaType(meta));
      // After body parsing, so the e-mail can be part of the keys, and before any check of the body, so every attempt
      // counts, a refused one too. Route hooks run after the multipart plugin's, so a form's fields are read by then.
      const preValidation = [
        ...(hasRateLimit(meta) ? [rateLimitHook(app, ctx.config.rateLimits, meta, ctx.secret)] : []),
        refuseUnsafeValues,
      ];
      // The glue merges these into the route it builds (method, url and schemas come from the spec).
      const onSend = answersPrivately(operationId) ? [markPrivate] : [];
      return { handler, onRequest, preValidation, onSend } as unknown as RouteOptions;
    },
  });

  await serveSpa(app, ctx.config.distDir, { production: ctx.config.production });
  return app;
}
