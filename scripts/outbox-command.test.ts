import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxDir, writeOutboxFile } from '../server/mail/outbox-files';
import { DEFAULT_COUNT, formatOutboxMessage, parseOutboxArgs, runOutboxCommand } from './outbox-command';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'domenika-outbox-cli-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

async function run(argv: string[], smtpConfigured = false) {
  const io = { out: '', err: '' };
  const code = await runOutboxCommand(argv, {
    dataDir,
    smtpConfigured,
    out: (text) => (io.out += text),
    err: (text) => (io.err += text),
  });
  return { code, ...io };
}

const reset = (id: number, to: string, minute: number) => ({
  id,
  to,
  subject: 'Ustaw nowe hasło',
  text: `Dzień dobry!\n\nUstaw nowe hasło: http://localhost:3000/password-reset/token-${id}?email=${encodeURIComponent(to)}\n`,
  created_at: `2026-01-05T10:0${minute}:00.000Z`,
});

describe('npm run outbox', () => {
  it('reads --to and -n, with ten messages by default', () => {
    expect(parseOutboxArgs([])).toEqual({ to: null, count: DEFAULT_COUNT, help: false });
    expect(parseOutboxArgs(['--to', 'klient@example.pl', '-n', '3'])).toEqual({
      to: 'klient@example.pl',
      count: 3,
      help: false,
    });
    expect(parseOutboxArgs(['--to=klient', '-n2'])).toEqual({ to: 'klient', count: 2, help: false });
  });

  it('refuses a count that is not a positive whole number, and unknown options', async () => {
    for (const argv of [['-n', '0'], ['-n', 'dużo'], ['-n', '1.5'], ['--od', 'x'], ['klient']]) {
      const result = await run(argv);
      expect(result.code).toBe(2);
      expect(result.err).toContain('Użycie: npm run outbox');
      expect(result.out).toBe('');
    }
  });

  it('prints subject, recipient, Warsaw time and the text with its link', () => {
    expect(formatOutboxMessage(reset(7, 'klient@example.pl', 5))).toBe(
      [
        '─'.repeat(72),
        'Temat: Ustaw nowe hasło',
        'Do:    klient@example.pl',
        'Data:  5.01.2026, 11:05:00',
        '',
        'Dzień dobry!',
        '',
        'Ustaw nowe hasło: http://localhost:3000/password-reset/token-7?email=klient%40example.pl',
        '',
      ].join('\n'),
    );
  });

  it('prints the newest messages to the address, the newest last, just above the prompt', async () => {
    const dir = outboxDir(dataDir);
    await writeOutboxFile(dir, reset(1, 'klient@example.pl', 1));
    await writeOutboxFile(dir, reset(2, 'inny@example.pl', 2));
    await writeOutboxFile(dir, reset(3, 'klient@example.pl', 3));
    await writeOutboxFile(dir, reset(4, 'klient@example.pl', 4));
    const result = await run(['--to', 'klient@', '-n', '2']);
    expect(result.code).toBe(0);
    expect(result.out).not.toContain('token-1');
    expect(result.out).not.toContain('token-2');
    expect(result.out.indexOf('token-3')).toBeGreaterThan(-1);
    expect(result.out.indexOf('token-4')).toBeGreaterThan(result.out.indexOf('token-3'));
  });

  it('says where it looked when there is nothing, and why when SMTP is set', async () => {
    const empty = await run([]);
    expect(empty.code).toBe(0);
    expect(empty.out).toBe(`Brak wiadomości w ${outboxDir(dataDir)}.\n`);
    const smtp = await run(['--to', 'klient@example.pl'], true);
    expect(smtp.out).toContain('Brak wiadomości do „klient@example.pl”');
    expect(smtp.out).toContain('SMTP_URL jest ustawiony');
  });

  it('names a file that is not a message on stderr and prints the rest', async () => {
    const dir = outboxDir(dataDir);
    await writeOutboxFile(dir, reset(1, 'klient@example.pl', 1));
    await fs.writeFile(path.join(dir, 'notatka.json'), 'nie JSON');
    const result = await run([]);
    expect(result.err).toBe('Pominięto plik, który nie jest wiadomością: notatka.json\n');
    expect(result.out).toContain('token-1');
  });
});
