import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';
import type { FieldErrors } from '../../src/model/validation';

/** User articles joined with their portal's name: what the UserArticle resource needs. */
export function selectArticles(db: Db) {
  return db
    .selectFrom('user_articles')
    .innerJoin('portals', 'portals.id', 'user_articles.portal_id')
    .selectAll('user_articles')
    .select('portals.name as portal_name');
}

export type ArticleRow = Awaited<ReturnType<ReturnType<typeof selectArticles>['executeTakeFirstOrThrow']>>;

/** The UserArticle resource of openapi.yaml; the stored file's path stays on the server. */
export function toUserArticle(row: ArticleRow): Schemas['UserArticle'] {
  return {
    id: row.id,
    title: row.title,
    status: row.status as Schemas['UserArticleStatus'],
    portal: { id: row.portal_id, name: row.portal_name },
    order_id: row.order_id,
    publication_offer_id: row.publication_offer_id as Schemas['PublicationOfferId'],
    link_type: row.link_type as Schemas['LinkType'],
    target_url: row.target_url,
    anchor_text: row.anchor_text,
    content: row.content,
    notes: row.notes,
    file_name: row.file_name,
    file_size: row.file_size,
    published_url: row.published_url,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export const ARTICLE_TARGET_MESSAGES = {
  portalMissing: 'Wybrany portal nie istnieje',
  offerMissing: 'Ten portal nie oferuje wybranego rodzaju publikacji',
  linkType: (linkType: number) => `Ten portal nie przyjmuje linków typu ${linkType === 1 ? 'Follow' : 'NoFollow'}`,
  orderMissing: 'Nie znaleziono tego zamówienia na Twoim koncie',
  orderCancelled: 'To zamówienie zostało anulowane',
  orderWithoutPortal: 'To zamówienie nie zawiera publikacji na wybranym portalu',
} as const;

export interface PublicationTarget {
  userId: number;
  portalId: number;
  offer: Schemas['PublicationOfferId'];
  linkType: number;
  orderId?: number;
}

/**
 * Checks that the portal exists, offers the chosen publication type and accepts the link type, and that a given
 * order is the customer's own, not cancelled, and holds a publication on that portal. Returns the field errors
 * and the portal's name for the support e-mail.
 */
export async function checkPublicationTarget(
  db: Db,
  target: PublicationTarget,
): Promise<{ errors: FieldErrors; portalName: string | null; orderNumber: string | null }> {
  const errors: FieldErrors = {};
  const portal = await db
    .selectFrom('portals')
    .select([
      'id',
      'name',
      'link_types',
      'permanent_publication',
      'advertising_link',
      'economic_publication',
      'permanent_publication_premium',
    ])
    .where('id', '=', target.portalId)
    .executeTakeFirst();
  if (!portal) {
    errors.portal_id = [ARTICLE_TARGET_MESSAGES.portalMissing];
  } else {
    if (portal[target.offer] === null) errors.publication_offer_id = [ARTICLE_TARGET_MESSAGES.offerMissing];
    if (!portal.link_types.includes(target.linkType))
      errors.link_type = [ARTICLE_TARGET_MESSAGES.linkType(target.linkType)];
  }
  let orderNumber: string | null = null;
  if (target.orderId !== undefined) {
    const order = await db
      .selectFrom('orders')
      .select(['id', 'number', 'status'])
      .where('id', '=', target.orderId)
      .where('user_id', '=', target.userId)
      .executeTakeFirst();
    if (!order) {
      errors.order_id = [ARTICLE_TARGET_MESSAGES.orderMissing];
    } else if (order.status === 'cancelled') {
      errors.order_id = [ARTICLE_TARGET_MESSAGES.orderCancelled];
    } else {
      const item = await db
        .selectFrom('order_items')
        .select('id')
        .where('order_id', '=', order.id)
        .where('kind', '=', 'publication')
        .where('item_id', '=', target.portalId)
        .executeTakeFirst();
      if (!item) errors.order_id = [ARTICLE_TARGET_MESSAGES.orderWithoutPortal];
      orderNumber = order.number;
    }
  }
  return { errors, portalName: portal?.name ?? null, orderNumber };
}
