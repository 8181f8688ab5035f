/** What other features may use of profile; everything else in this folder is its own. */
export { useProfile, useResendVerification } from './profile-api';
