import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './errors';

/**
 * Serves the built SPA's files, precompressed (brotli or gzip) when the client accepts it. Hashed assets are cached for a
 * year; index.html never, so a new build is picked up at once. Client-side routes fall through to the not-found handler, which answers index.html. In production source
 * maps answer 404 even when the build left them in dist: they would hand out the whole source.
 */
export async function serveSpa(app: FastifyInstance, distDir: string, options: { production: boolean }): Promise<void> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'no built SPA found; serving the API only');
    return;
  }
  if (options.production) {
    // A hook, not only a missing route: the not-found handler would otherwise answer a page request with index.html.
    app.addHook('onRequest', (request, _reply, done) => {
      done((request.url.split('?')[0] ?? '').endsWith('.map') ? notFound() : undefined);
    });
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: ['index.html'],
    // vite build writes .br and .gz beside each asset (vite.config.ts); the file matching Accept-Encoding is sent as it
    // is, with Vary: accept-encoding, and the plain file when the client accepts neither or no variant was written.
    preCompressed: true,
    ...(options.production ? { globIgnore: ['**/*.map'] } : {}),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
