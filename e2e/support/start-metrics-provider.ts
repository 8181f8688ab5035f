// Runs the test metrics provider for the end-to-end run (scripts/e2e.mjs starts it) and prints its settings as one
// JSON line. "Sprawdź szczegóły" asks it for the metrics of names outside the catalogue.
import { startFakeMetricsProvider } from '../../server/test/fake-metrics-provider';

const provider = await startFakeMetricsProvider();
console.log(JSON.stringify({ url: provider.url, key: provider.key }));
process.on('SIGTERM', () => void provider.close().then(() => process.exit(0)));
