/** What other features may use of admin-users; everything else in this folder is its own. */
export { adminUsersCopy } from './admin-users-copy';
