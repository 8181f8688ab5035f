import { startServer } from './server-process';
import { benchLighthouse } from './lighthouse';
import { report } from './report';
const server = await startServer({ DIST_DIR: '/tmp/probe-dist' });
try {
  report(await benchLighthouse(server.url), '/tmp/lh-bench.json');
} finally { await server.stop(); }
