import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The server listens on loopback IPv4 by default (HOST=127.0.0.1); localhost may resolve to ::1 first.
const API = process.env.API_URL ?? 'http://127.0.0.1:3000';

// POST-only auth paths share names with SPA pages (/register); only non-GET requests go to the API.
const postOnly = {
  target: API,
  bypass: (req: { method?: string; url?: string }) => (req.method === 'GET' ? req.url : undefined),
};

/** The version a QA session export names: package.json's, and the commit when the build runs in a git clone. */
function appVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] });
    return `${version}+${commit.toString().trim()}`;
  } catch {
    return version;
  }
}

/** Vite for the SPA; in development the API server runs beside it and these paths are proxied to it. */
export default defineConfig({
  plugins: [
    react(),
    // Writes .br and .gz beside each text-like asset; the server sends them as they are (@fastify/static preCompressed)
    // instead of compressing on every request. Originals stay for clients that accept neither. Fonts already woff2
    // and images are left alone: they are compressed formats.
    compression({
      include: /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml|wasm|ttf|otf)$/,
      threshold: 1024,
      algorithms: ['brotliCompress', 'gzip'],
    }),
  ],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.VITE_APP_VERSION ?? appVersion()) },
  server: {
    port: 5173,
    proxy: {
      '/api': API,
      '/sanctum': API,
      '/dev': API,
      '/regulamin': API,
      '/email': API,
      '/google': API,
      '/facebook': API,
      '/login': postOnly,
      '/register': postOnly,
      '/logout': postOnly,
      '/forgot-password': postOnly,
      '/reset-password': postOnly,
    },
  },
  build: {
    target: 'es2022',
    // Maps are written for error reports but not linked from the bundles; the server never serves them in production.
    sourcemap: 'hidden',
    // The page's own modules are still preloaded from index.html. A lazy screen is not: Vite's helper would append
    // a <link rel="modulepreload"> for each of its chunks in one task when the screen is first needed, dozens of
    // links for /domain-list and most of a long task under Lighthouse's 4× CPU. The browser fetches the same chunks
    // itself as it reads the screen's imports. A cold /domain-list on slow 4G shows its rows sooner that way, because
    // the preloads no longer crowd the six connections ahead of the screen's own chunk (figures in
    // docs/performance.md). Stylesheets of lazy chunks are still loaded by the helper.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // The one chunk above Vite's 500 kB default is the QA inspector's, loaded only in QA mode: elkjs, its diagram
    // layout engine, is 1.4 MB by itself. The customers' first route has its own budget (docs/performance.md).
    chunkSizeWarningLimit: 1600,
    // Rolldown reports which plugins took longest on every build; on a busy machine that is always some plugin, and
    // the report buries the build's real warnings in `npm start`'s output.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // The database worker imports sqlite-wasm as an ES module, which finds its .wasm next to itself; pre-bundling
  // would move the module away from the file.
  worker: { format: 'es', rolldownOptions: { checks: { bundlerTimings: false } } },
  optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
});
