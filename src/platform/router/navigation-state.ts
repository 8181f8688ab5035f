import type { Location } from 'react-router';

/** Where a visitor was going when sent to sign in, restored afterwards; and a notice for the sign-in screen. */
export interface OriginState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  notice?: string;
}
