// `npm run dev`: the API server (restarted on change) and Vite's dev server with hot reload, side by side.
// Open http://localhost:5173; Vite forwards the API paths to the server on :3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SKIP_SPA_BUILD: '1', APP_URL: process.env.APP_URL ?? 'http://localhost:5173' },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
