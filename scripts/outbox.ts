// `npm run outbox`: the newest mails the app kept instead of sending (no SMTP_URL), printed in the terminal.
import { loadConfig } from '../server/config';
import { runOutboxCommand } from './outbox-command';

const config = loadConfig();
process.exitCode = await runOutboxCommand(process.argv.slice(2), {
  dataDir: config.dataDir,
  smtpConfigured: config.smtpUrl !== null,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
