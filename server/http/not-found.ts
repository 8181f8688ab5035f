import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Router from 'find-my-way';
import { MESSAGES } from './errors';

// Paths that belong to the API; everything else that a browser asks for as a page is the SPA. No route lives under
// /dev/ any more, but it stays here so an old bookmark of the former public outbox (/dev/outbox) gets a plain 404,
// not the SPA's page with a 200.
const API_PREFIXES = ['/api/', '/sanctum/', '/dev/', '/email/'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Records every route as it is added, so an unknown path can be told from a known path asked with the wrong
 * method (405 with Allow) — Fastify itself answers 404 for both. Call before the routes are registered.
 */
export function trackRoutes(app: FastifyInstance): Router.Instance<Router.HTTPVersion.V1> {
  const router = Router();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || route.url.includes('*')) continue;
      try {
        router.on(method as Router.HTTPMethod, route.url, () => undefined);
      } catch {
        // The same method and path twice (an automatic HEAD, say); the first is enough.
      }
    }
  });
  return router;
}

/** 404 and 405 for the API; for any other GET that asks for a page, the SPA's index.html (client-side routing). */
export function notFoundHandler(router: Router.Instance<Router.HTTPVersion.V1>, distDir: string) {
  const indexPath = path.join(distDir, 'index.html');
  return async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApiPath(pathname) && wantsHtml(request)) {
      if (fs.existsSync(indexPath)) {
        reply.header('cache-control', 'no-cache');
        // Through @fastify/static when the SPA is served, so the page gets its .br/.gz variant like any asset does.
        if (reply.server.hasReplyDecorator('sendFile')) return reply.sendFile('index.html');
        return reply.type('text/html; charset=utf-8').send(fs.createReadStream(indexPath));
      }
    }
    const allowed = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter(
      (method) => method !== request.method && router.find(method, pathname) !== null,
    );
    if (allowed.length > 0) {
      return reply.code(405).header('allow', allowed.join(', ')).send({ message: MESSAGES.methodNotAllowed });
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  };
}
