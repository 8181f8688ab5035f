import type { AnyStateMachine } from 'xstate';
import { adminDomainEditsMachine } from '../machines/admin-domain-edits.machine';
import { articleUploadMachine } from '../machines/article-upload.machine';
import { authMachine } from '../machines/auth.machine';
import { cartMachine } from '../machines/cart.machine';
import { changePasswordMachine } from '../machines/change-password.machine';
import { checkDetailsMachine } from '../machines/check-details.machine';
import { checkoutMachine } from '../machines/checkout.machine';
import { dialogMachine } from '../machines/dialog.machine';
import { escrowMachine } from '../machines/escrow.machine';
import { invoiceDownloadMachine } from '../machines/invoice-download.machine';
import { orderStatusMachine } from '../machines/order-status.machine';
import { publicationOrderMachine } from '../machines/publication-order.machine';
import { submissionMachine } from '../machines/submission.machine';
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
