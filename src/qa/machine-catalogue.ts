import type { AnyStateMachine } from 'xstate';
import { adminDomainEditsMachine } from '../features/admin-domains/admin-domain-edits.machine';
import { articleUploadMachine } from '../features/articles/article-upload.machine';
import { authMachine } from '../features/auth/auth.machine';
import { cartMachine } from '../features/cart/cart.machine';
import { changePasswordMachine } from '../features/profile/change-password.machine';
import { checkDetailsMachine } from '../features/check-details/check-details.machine';
import { checkoutMachine } from '../features/checkout/checkout.machine';
import { dialogMachine } from '../platform/machines/dialog.machine';
import { escrowMachine } from '../features/checkout/escrow.machine';
import { invoiceDownloadMachine } from '../features/orders/invoice-download.machine';
import { orderStatusMachine } from '../features/admin-orders/order-status.machine';
import { publicationOrderMachine } from '../features/catalogue/portals/publication-order.machine';
import { submissionMachine } from '../platform/machines/submission.machine';
import { definitionHash } from './definition-hash';

const MACHINES: readonly AnyStateMachine[] = [
  adminDomainEditsMachine,
  articleUploadMachine,
  authMachine,
  cartMachine,
  changePasswordMachine,
  checkDetailsMachine,
  checkoutMachine,
  dialogMachine,
  escrowMachine,
  invoiceDownloadMachine,
  orderStatusMachine,
  publicationOrderMachine,
  submissionMachine,
];

/** Every machine of the app by its id: what a recorded session's actors are replayed with. */
export const machineCatalogue: Readonly<Record<string, AnyStateMachine>> = Object.fromEntries(
  MACHINES.map((machine) => [machine.id, machine]),
);

/** The definition hash of each machine by id, computed once: sessions are exported and checked against these. */
let hashes: Record<string, string> | null = null;
export function machineHashes(): Record<string, string> {
  hashes ??= Object.fromEntries(Object.entries(machineCatalogue).map(([id, machine]) => [id, definitionHash(machine)]));
  return { ...hashes };
}
