import { useAppActorRef } from '../../platform/machines/use-app-machine';
import { fromPromise } from 'xstate';
import { useInvoiceDownloader, type InvoiceRef } from './orders-api';
import { invoiceDownloadMachine, type InvoiceDownloadInput } from './invoice-download.machine';
import { saveFile } from '../../ui/save-file';
import { useLatest } from '../../kit/use-latest';

/**
 * One invoice's download machine with its effects: the PDF through the typed client, then saved by the browser.
 * Created once per invoice; the newest downloader is read when used.
 */
export function useInvoiceDownload(input: InvoiceDownloadInput) {
  const latest = useLatest({ download: useInvoiceDownloader() });
  return useAppActorRef(
    invoiceDownloadMachine.provide({
      actors: {
        download: fromPromise<Blob, InvoiceRef>(({ input: ref, signal }) => latest().download(ref, signal)),
      },
      actions: {
        saveFile: (_, { blob, fileName }) => saveFile(blob, fileName),
      },
    }),
    { input },
  );
}
