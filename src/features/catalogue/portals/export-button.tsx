import { useExportPublications } from './publications-api';
import { portalsCopy } from './portals-copy';
import type { PublicationSearch } from '../../../kernel/portal-search';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { saveFile } from '../../../ui/save-file';
import { useToast } from '../../../kit/toasts';

const copy = portalsCopy.publications;

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
