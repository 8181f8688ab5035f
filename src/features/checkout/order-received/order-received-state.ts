/** What the escrow flow passes in the navigation state to /order-received (spec section 2). */
export interface OrderReceivedState {
  status?: 'success';
  headline?: string;
  description?: string;
}
