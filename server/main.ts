import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { buildApp } from './app';
import { ensureSpaBuilt } from './build-spa';

/** `npm start`: builds the SPA when its sources are newer than the build, then serves SPA and API on one port. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (process.env.SKIP_SPA_BUILD !== '1') await ensureSpaBuilt(config.distDir);
  const started = Date.now();
  const { ctx, database } = await bootstrap(config);
  const app = await buildApp(ctx);
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
  console.error(error);
  process.exit(1);
});
