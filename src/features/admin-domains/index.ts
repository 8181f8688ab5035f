/** What other features may use of admin-domains; everything else in this folder is its own. */
export { adminDomainsCopy } from './admin-domains-copy';
