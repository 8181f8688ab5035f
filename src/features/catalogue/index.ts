/** What other features may use of catalogue; everything else in this folder is its own. */
export {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  type Category,
  type CategoryKind,
} from './categories-api';
export { type Domain } from './domains/domains-api';
export { DOMAIN_STATUS_LABELS } from './domains/domains-copy';
export { type Portal } from './portals/portals-api';
export { portalsCopy } from './portals/portals-copy';
export { type PortalPublication } from './portals/publications-api';
