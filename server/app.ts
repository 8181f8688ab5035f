import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions, type onRequestHookHandler } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import openapiGlue from 'fastify-openapi-glue';
import qs from 'qs';
import type { AppContext } from './context';
import { loadOperations, SPEC_PATH, type OperationMeta } from './openapi';
import { requireRoles } from './auth/guard';
import { requireCsrf } from './auth/csrf';
import { HttpError, MESSAGES } from './http/errors';
import { handleError } from './http/error-handler';
import { notFoundHandler, trackRoutes } from './http/not-found';
import { serveSpa } from './http/spa';
import { createHandlers } from './handlers';

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface BuildOptions {
  /** Pino options (a level, a stream for tests), or false for silence. */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
}

function rateLimitFor(ctx: AppContext, meta: OperationMeta) {
  if (!meta.rateLimit) return undefined;
  const { windowMs } = ctx.config.rateLimits;
  return {
    max: ctx.config.rateLimits[meta.rateLimit],
    timeWindow: windowMs,
    // After body parsing, so the e-mail can be part of the key: one address cannot lock everybody else out.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.toLowerCase() : '';
      return `${meta.operationId}|${request.ip}|${email}`;
    },
  };
}

/** Builds the API and SPA server from openapi.yaml: routes, validation, roles, CSRF, rate limits, errors. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: ctx.config.production,
    // Indexed arrays (tags[0]=1), bracket arrays (tags[]=1) and repeated keys all become arrays.
    routerOptions: {
      querystringParser: (query) => qs.parse(query, { arrayLimit: 200, parameterLimit: 500, depth: 2 }) as Record<string, unknown>,
    },
    ajv: {
      customOptions: {
        allErrors: true,
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        multipleOfPrecision: 6,
        strict: false,
      },
    },
  });

  app.decorateRequest('auth', null);
  app.setErrorHandler(handleError);
  const router = trackRoutes(app);
  app.setNotFoundHandler(notFoundHandler(router, ctx.config.distDir));

  await app.register(cookie);
  if (ctx.config.corsOrigins.length > 0) {
    await app.register(cors, { origin: ctx.config.corsOrigins, credentials: true });
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, MESSAGES.tooManyRequests(Math.ceil(context.ttl / 1000)), {}, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 30 },
    // Keep the file's name and type next to its bytes; keyValues alone would give a bare Buffer.
    async onFile(part) {
      const data = await part.toBuffer();
      (part as unknown as { value: unknown }).value = { filename: part.filename, mimetype: part.mimetype, data };
    },
  });

  // The glue warns about every media type in the spec without a body parser, responses included. These three are
  // only ever answered, never accepted; a parser that refuses them keeps the 415 Fastify gives anyway, quietly.
  for (const type of ['text/html', 'application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']) {
    app.addContentTypeParser(type, (_request, _body, done) => done(new HttpError(415, MESSAGES.unsupportedMediaType), undefined));
  }

  const operations = loadOperations();
  const handlers = createHandlers(ctx) as unknown as Record<string, (...args: never[]) => unknown>;
  const csrf = requireCsrf(ctx.secret);

  await app.register(openapiGlue, {
    specification: SPEC_PATH,
    operationResolver: (operationId: string) => {
      const meta = operations.get(operationId);
      const handler = handlers[operationId];
      if (!meta || !handler) throw new Error(`No handler or no spec entry for operation ${operationId}`);
      const onRequest: onRequestHookHandler[] = [];
      if (meta.csrf) onRequest.push(csrf);
      if (meta.roles) onRequest.push(requireRoles(ctx.db, meta.roles));
      const limit = rateLimitFor(ctx, meta);
      // The glue merges these into the route it builds (method, url and schemas come from the spec).
      return {
        handler,
        onRequest,
        ...(limit ? { config: { rateLimit: limit } } : {}),
      } as unknown as RouteOptions;
    },
  });

  await serveSpa(app, ctx.config.distDir);
  return app;
}
