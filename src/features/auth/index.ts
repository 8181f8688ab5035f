/** What other features may use of auth; everything else in this folder is its own. */
export { useAuth } from './auth-hooks';
