import { pl } from '../../i18n/pl';
import { useTemporaryCart } from '../../platform/http/storage-status';
import { Alert } from '../../ui/alert';

/** Says plainly when the cart will not survive closing the window (no OPFS, e.g. a private window). */
export function StorageNotice() {
  if (!useTemporaryCart()) return null;
  return <Alert tone="info">{pl.storage.temporaryCart}</Alert>;
}
