/** What other features may use of checkout; everything else in this folder is its own. */
export { PaymentInstructions, isAwaitingPayment } from './payment-instructions';
