import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  production: boolean;
  /** Origins besides its own that the SPA served here may call (an API host baked in with VITE_API_URL). */
  connectSrc: readonly string[];
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy the SPA and the server's own pages run under. Scripts come only from this origin:
 * no inline script and no eval. 'wasm-unsafe-eval' lets the database worker compile sqlite's WebAssembly, which
 * is not script text. react-aria positions popovers through inline style attributes, hence 'unsafe-inline' for
 * styles only. OAuth and escrow leave by navigation, which connect-src does not govern.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // The worker fetches sqlite3.wasm from /assets; the API is this origin unless the build names another one.
    connectSrc: ["'self'", ...options.connectSrc],
    // The database worker is a module script from /assets; sqlite's OPFS proxy worker comes from there too.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    frameSrc: ["'none'"],
    // Only behind TLS: on plain http (development, tests) it would send the browser to an https that is not there.
    ...(options.production ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Security headers on every answer (API, SPA files, server-rendered pages): the CSP above, nosniff, no framing,
 * no Referer (reset links carry their token in the URL), and HSTS in production only, where TLS is in front.
 * helmet's middleware is built once here. @fastify/helmet 13 builds it again for every request, parsing the CSP's
 * directives each time, which shows in a CPU profile of the server under load (bench/domains-load.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: options.production ? { maxAge: ONE_YEAR_S, includeSubDomains: true } : false,
  });
  // helmet 8 throws instead of passing an error on, so its callback only says it is done.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
