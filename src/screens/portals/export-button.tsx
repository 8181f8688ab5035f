import { useExportPublications } from '../../api/publications';
import { portalsCopy } from '../../i18n/portals';
import type { PublicationSearch } from '../../model/portal-search';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useToast } from '../shared/toasts';

const copy = portalsCopy.publications;

/** Hands a downloaded file to the browser under the server's name. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL would otherwise hold the blob in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Eksportuj do Excela": the list as filtered now, as an .xlsx file (the SPA waits at most 15 s). */
export function ExportButton({ search }: { search: PublicationSearch }) {
  const exportList = useExportPublications();
  const toast = useToast();
  const onPress = () =>
    exportList.mutate(search, {
      onSuccess: ({ blob, fileName }) => {
        saveFile(blob, fileName);
        toast('success', copy.exportDone(fileName));
      },
    });
  return (
    <div>
      <Button variant="secondary" isPending={exportList.isPending} onPress={onPress}>
        {copy.export}
      </Button>
      {exportList.isError && <Alert tone="error">{copy.exportFailed(exportList.error.message)}</Alert>}
    </div>
  );
}
