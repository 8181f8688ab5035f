import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { notFound } from '../http/errors';
import {
  listPortalPage,
  listPublicationPage,
  loadPortalForSale,
  loadPublication,
  publicationRows,
  toPortalPublications,
} from '../services/portals';
import {
  EXPORT_ROW_LIMIT,
  XLSX_CONTENT_TYPE,
  exportFileName,
  publicationsWorkbook,
} from '../services/publications-export';

type PortalOperations =
  'listPortals' | 'getPortal' | 'listPortalPublications' | 'getPortalPublication' | 'exportPortalPublications';

export const PORTAL_MESSAGES = {
  portalNotFound: 'Nie znaleziono portalu na sprzedaż.',
  publicationNotFound: 'Ten portal nie oferuje publikacji sponsorowanych.',
} as const;

/** Portals for sale, portals offering sponsored publications, and the publication list as a workbook. */
export function portalHandlers(ctx: AppContext): Pick<Handlers, PortalOperations> {
  const { db, listsDb } = ctx;
  return {
    async listPortals(request) {
      return listPortalPage(listsDb, request.query);
    },

    async getPortal(request) {
      const portal = await loadPortalForSale(db, request.params.id);
      if (!portal) throw notFound(PORTAL_MESSAGES.portalNotFound);
      return portal;
    },

    async listPortalPublications(request) {
      return listPublicationPage(listsDb, request.query);
    },

    async getPortalPublication(request) {
      const publication = await loadPublication(db, request.params.id);
      if (!publication) throw notFound(PORTAL_MESSAGES.publicationNotFound);
      return publication;
    },

    async exportPortalPublications(request, reply) {
      const now = ctx.now();
      const rows = await toPortalPublications(
        listsDb,
        await publicationRows(listsDb, request.query, 0, EXPORT_ROW_LIMIT),
      );
      const file = await publicationsWorkbook(rows, now);
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .type(XLSX_CONTENT_TYPE)
        .send(file);
    },
  };
}
