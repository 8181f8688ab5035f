import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server listens on loopback IPv4 by default (HOST=127.0.0.1); localhost may resolve to ::1 first.
const API = process.env.API_URL ?? 'http://127.0.0.1:3000';

// POST-only auth paths share names with SPA pages (/register); only non-GET requests go to the API.
const postOnly = {
  target: API,
  bypass: (req: { method?: string; url?: string }) => (req.method === 'GET' ? req.url : undefined),
};

/** Vite for the SPA; in development the API server runs beside it and these paths are proxied to it. */
export default defineConfig({
  plugins: [react()],
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
  },
  // The database worker imports sqlite-wasm as an ES module, which finds its .wasm next to itself; pre-bundling
  // would move the module away from the file.
  worker: { format: 'es' },
  optimizeDeps: { exclude: ['@sqlite.org/sqlite-wasm'] },
});
