import { assign, fromPromise, setup } from 'xstate';
import { ordersCopy } from './orders-copy';
import { invoiceFileName } from '../../kernel/invoice-file-name';
import { notProvided } from '../../platform/machines/not-provided';

/** How long a customer waits for an invoice before being told it takes too long (the spec's 15 s for files). */
export const INVOICE_DOWNLOAD_TIMEOUT_MS = 15_000;

/** Which invoice the machine fetches: its order, its id, and the number its file is named after. */
export interface InvoiceDownloadInput {
  orderId: number;
  invoiceId: number;
  invoiceNumber: string;
}

export interface InvoiceDownloadContext {
  orderId: number;
  invoiceId: number;
  /** FV_{number}.pdf, a slash in the number written as _. */
  fileName: string;
  /** The Polish message of the last failure or time-out, null otherwise. */
  error: string | null;
}

export type InvoiceDownloadEvent = { type: 'invoice.download' };

/**
 * Downloading one invoice's PDF: idle, downloading (tag busy), then saved, failed or timedOut. A wait over 15 s
 * stops the request (the invoked actor is stopped, which aborts its signal) and says so in its own words; every end
 * state lets the customer try again. The screen provides the `download` actor and the `saveFile` action.
 */
export const invoiceDownloadMachine = setup({
  types: {
    context: {} as InvoiceDownloadContext,
    events: {} as InvoiceDownloadEvent,
    input: {} as InvoiceDownloadInput,
  },
  actors: {
    download: fromPromise<Blob, { orderId: number; invoiceId: number }>(notProvided('download')),
  },
  actions: {
    /** Hands the PDF to the browser under its file name. */
    saveFile: (_, _params: { blob: Blob; fileName: string }) => {},
  },
  delays: {
    downloadTimeout: INVOICE_DOWNLOAD_TIMEOUT_MS,
  },
}).createMachine({
  id: 'invoiceDownload',
  context: ({ input }) => ({
    orderId: input.orderId,
    invoiceId: input.invoiceId,
    fileName: invoiceFileName(input.invoiceNumber),
    error: null,
  }),
  initial: 'idle',
  // Only idle and the end states take a download: a second press while downloading is ignored.
  states: {
    idle: {
      on: { 'invoice.download': { target: 'downloading' } },
    },
    downloading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'download',
        input: ({ context }) => ({ orderId: context.orderId, invoiceId: context.invoiceId }),
        onDone: {
          target: 'saved',
          actions: {
            type: 'saveFile',
            params: ({ context, event }) => ({ blob: event.output, fileName: context.fileName }),
          },
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ordersCopy.invoice.failed }),
        },
      },
      after: {
        downloadTimeout: {
          target: 'timedOut',
          actions: assign({ error: ordersCopy.invoice.timedOut }),
        },
      },
    },
    saved: {
      on: { 'invoice.download': { target: 'downloading' } },
    },
    failed: {
      on: { 'invoice.download': { target: 'downloading' } },
    },
    timedOut: {
      on: { 'invoice.download': { target: 'downloading' } },
    },
  },
});
