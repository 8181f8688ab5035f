import type { Config } from './config';

/**
 * Why this configuration must not serve production, one sentence in Polish and English per problem; empty when it
 * may (and always outside production). Add a check here for each setting production cannot do without.
 */
export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.smtpUrl) {
    problems.push(
      'Brak SMTP_URL: w produkcji poczta (linki do resetu hasła i weryfikacji adresu) musi wychodzić przez prawdziwy serwer SMTP. ' +
        '/ SMTP_URL is not set: in production, mail (password-reset and verification links) must go out through a real SMTP server.',
    );
  }
  return problems;
}

/** The text printed on stderr when the server refuses to start. */
export function refusalMessage(problems: string[]): string {
  return [
    'Serwer nie wystartuje z NODE_ENV=production / The server will not start with NODE_ENV=production:',
    ...problems.map((p) => `  - ${p}`),
  ].join('\n');
}

/** A start-up the server refuses once it has looked at the database; main() prints its message without a stack. */
export class StartupRefused extends Error {
  constructor(readonly problems: string[]) {
    super(refusalMessage(problems));
    this.name = 'StartupRefused';
  }
}
