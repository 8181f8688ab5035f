/// <reference lib="webworker" />
// The database worker's entry: it only hands the messages over; worker-host.ts does the work.
import { serveDatabase } from './worker-host';

serveDatabase(self);
