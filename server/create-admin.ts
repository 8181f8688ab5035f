import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { checkAdminInput, createAdministrator, type AdminInput } from './cli/create-admin';
import { createPrompter } from './cli/prompt';
import { restrictNewFilesToOwner, restrictTreeToOwner } from './shared/owner-only-files';

/**
 * `npm run create-admin`: the first administrator of a production database (which is seeded without accounts), or
 * a new one later. Asks for the e-mail, the name and the password (twice, not echoed). With the embedded database
 * the server must be stopped first: PGlite's directory admits one process at a time.
 */
async function main(): Promise<void> {
  restrictNewFilesToOwner();
  const config = loadConfig();
  const prompter = createPrompter(process.stdin, process.stdout);
  const input: AdminInput = {
    email: (await prompter.ask('E-mail administratora: ')).trim(),
    name: (await prompter.ask('Imię i nazwisko: ')).trim(),
    password: await prompter.ask('Hasło (co najmniej 8 znaków): ', { hidden: true }),
    password_confirmation: await prompter.ask('Powtórz hasło: ', { hidden: true }),
  };
  prompter.close();
  const errors = checkAdminInput(input);
  if (Object.keys(errors).length > 0) {
    for (const [field, messages] of Object.entries(errors)) console.error(`${field}: ${messages.join(', ')}`);
    process.exit(1);
  }
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await migrateToLatest(database.db);
    const result = await createAdministrator(database.db, input);
    if (!config.databaseUrl) await restrictTreeToOwner(config.dataDir);
    console.log(
      result === 'created'
        ? `Utworzono administratora ${input.email}.`
        : `Konto ${input.email} otrzymało uprawnienia administratora.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
