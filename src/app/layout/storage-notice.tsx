import { pl } from '../../i18n/pl';
import { useStorageStatus } from '../../api/storage-status';
import { Alert } from '../../ui/alert';

/** Says plainly when the cart will not survive closing the window (no OPFS, e.g. a private window). */
export function StorageNotice() {
  const status = useStorageStatus();
  if (!status.temporaryCart) return null;
  return <Alert tone="info">{pl.storage.temporaryCart}</Alert>;
}
