/** What other features may use of audit-log; everything else in this folder is its own. */
export { AuditLogPanel } from './audit-log-panel';
