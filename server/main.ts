import { loadConfig, SettingRefused } from './config';
import { bootstrap } from './bootstrap';
import { buildApp } from './app';
import { ensureSpaBuilt } from './build-spa';
import { productionProblems, refusalMessage, StartupRefused } from './production-checks';
import { startUnpaidOrderExpiry } from './services/unpaid-orders';
import { startWindowSweep } from './services/rate-limit-counters';
import { restrictNewFilesToOwner } from './shared/owner-only-files';

/** `npm start`: builds the SPA when its sources are newer than the build, then serves SPA and API on one port. */
async function main(): Promise<void> {
  restrictNewFilesToOwner();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof SettingRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(refusalMessage(problems));
    process.exit(1);
  }
  if (process.env.SKIP_SPA_BUILD !== '1') await ensureSpaBuilt(config.distDir);
  const started = Date.now();
  const { ctx, database } = await bootstrap(config);
  const app = await buildApp(ctx);
  // Unpaid orders expire and ended rate-limit windows go from start-up on; closing the app stops the timers before
  // the database closes.
  const tasks = [startUnpaidOrderExpiry(ctx, app.log), startWindowSweep(ctx, app.log)];
  app.addHook('onClose', () => Promise.all(tasks.map((task) => task.stop())).then(() => undefined));
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.appUrl, database: database.kind, ms: Date.now() - started },
    `Domenika działa: ${config.appUrl}`,
  );
}

main().catch((error: unknown) => {
  // A refusal is an operator's message, not a crash: no stack trace.
  console.error(error instanceof StartupRefused ? error.message : error);
  process.exit(1);
});
