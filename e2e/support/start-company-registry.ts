// Runs the test company registry (the VAT white list) for the end-to-end run (scripts/e2e.mjs starts it) and
// prints its settings as one JSON line. "Pobierz dane" on the profile screen goes to it instead of the real registry.
import { startFakeCompanyRegistry } from '../../server/test/fake-company-registry';

/** The one company the journeys look up. */
export const DEMO_COMPANY = {
  nip: '5260250274',
  name: 'Przykładowa Spółka z o.o.',
  workingAddress: 'ul. Świętokrzyska 12, 00-916 Warszawa',
  statusVat: 'Czynny',
} as const;

const registry = await startFakeCompanyRegistry([DEMO_COMPANY]);
console.log(JSON.stringify({ url: registry.url }));
process.on('SIGTERM', () => void registry.close().then(() => process.exit(0)));
