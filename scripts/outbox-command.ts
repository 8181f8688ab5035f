import { parseArgs } from 'node:util';
import { outboxDir, readOutboxFiles, type OutboxFileMessage } from '../server/mail/outbox-files';

/** `npm run outbox -- [--to <address>] [-n <count>]`. */
export interface OutboxArgs {
  to: string | null;
  count: number;
  help: boolean;
}

export const DEFAULT_COUNT = 10;

export const USAGE = `Użycie: npm run outbox -- [--to <adres>] [-n <liczba>]
  --to <adres>    tylko wiadomości do adresów zawierających ten tekst
  -n <liczba>     ile najnowszych wiadomości pokazać (domyślnie ${DEFAULT_COUNT})`;

/** Reads the command line; a wrong one gives a Polish message to print above the usage. */
export function parseOutboxArgs(argv: string[]): OutboxArgs | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { to: { type: 'string' }, count: { type: 'string', short: 'n' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { error: `Nieprawidłowe argumenty: ${(error as Error).message}` };
  }
  const count = values.count === undefined ? DEFAULT_COUNT : Number(values.count);
  if (!Number.isSafeInteger(count) || count < 1)
    return { error: `-n oczekuje liczby całkowitej większej od zera, a nie „${values.count}”.` };
  return { to: values.to?.trim() || null, count, help: values.help ?? false };
}

const RULE = '─'.repeat(72);

/** One message for a terminal: subject, recipient, date in Polish time, then the text with its links as they are. */
export function formatOutboxMessage(message: OutboxFileMessage): string {
  const date = new Date(message.created_at).toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw' });
  return [
    RULE,
    `Temat: ${message.subject}`,
    `Do:    ${message.to}`,
    `Data:  ${date}`,
    '',
    message.text.trimEnd(),
    '',
  ].join('\n');
}

export interface OutboxCommandIo {
  dataDir: string;
  /** SMTP_URL is set: mail goes out by SMTP and no files are written. */
  smtpConfigured: boolean;
  out(text: string): void;
  err(text: string): void;
}

/**
 * Prints the newest messages from DATA_DIR/outbox, oldest of them first, so the newest ends up just above the
 * prompt. It reads the files the outbox transport writes and never opens the database, so it is safe to run beside
 * the server. Returns the exit code.
 */
export async function runOutboxCommand(argv: string[], io: OutboxCommandIo): Promise<number> {
  const args = parseOutboxArgs(argv);
  if ('error' in args) {
    io.err(`${args.error}\n${USAGE}\n`);
    return 2;
  }
  if (args.help) {
    io.out(`${USAGE}\n`);
    return 0;
  }
  const dir = outboxDir(io.dataDir);
  const { messages, unreadable } = await readOutboxFiles(dir, { to: args.to, count: args.count });
  for (const name of unreadable) io.err(`Pominięto plik, który nie jest wiadomością: ${name}\n`);
  if (messages.length === 0) {
    const whom = args.to ? ` do „${args.to}”` : '';
    const why = io.smtpConfigured
      ? ' SMTP_URL jest ustawiony, więc poczta wychodzi przez SMTP i nie trafia do skrzynki.'
      : '';
    io.out(`Brak wiadomości${whom} w ${dir}.${why}\n`);
    return 0;
  }
  io.out(`${[...messages].reverse().map(formatOutboxMessage).join('\n')}\n`);
  return 0;
}
