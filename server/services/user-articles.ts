import type { Db } from '../db/database';
import type { Schemas } from '../../src/contract/types';
import { maxLinksOf } from '../../src/kernel/user-article';
import { owedArticleRows } from '../db/owed-article-rows';

/** User articles joined with their portal's name: what the UserArticle resource needs. */
export function selectArticles(db: Db) {
  return db
    .selectFrom('user_articles')
    .innerJoin('portals', 'portals.id', 'user_articles.portal_id')
    .selectAll('user_articles')
    .select('portals.name as portal_name');
}

export type ArticleRow = Awaited<ReturnType<ReturnType<typeof selectArticles>['executeTakeFirstOrThrow']>>;

/** The UserArticle resource of openapi.yaml; the stored file's path and the unit number stay on the server. */
export function toUserArticle(row: ArticleRow): Schemas['UserArticle'] {
  return {
    id: row.id,
    title: row.title,
    status: row.status as Schemas['UserArticleStatus'],
    portal: { id: row.portal_id, name: row.portal_name },
    order_id: row.order_id,
    order_item_id: row.order_item_id,
    publication_offer_id: row.publication_offer_id as Schemas['PublicationOfferId'],
    link_type: row.link_type as Schemas['LinkType'],
    domenika_article: row.domenika_article,
    max_links: maxLinksOf(row.publication_offer_id),
    links: row.links.map(({ url, anchor }) => ({ url, anchor })),
    content: row.content,
    notes: row.notes,
    file_name: row.file_name,
    file_size: row.file_size,
    published_url: row.published_url,
    rejection_reason: row.rejection_reason,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Lists the publications a just-paid order bought, inside the caller's transaction: one awaiting content per unit
 * of each publication item (src/kernel/user-article.ts). A unit that already has its publication is left alone,
 * so marking an order paid twice, or the seed and this together, never lists one twice.
 */
export async function createOwedArticles(db: Db, orderId: number, at: Date): Promise<number> {
  const order = await db.selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirst();
  if (!order) return 0;
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).execute();
  const rows = owedArticleRows({ id: orderId, user_id: order.user_id }, items, at);
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('user_articles')
    .values(rows)
    .onConflict((oc) => oc.columns(['order_item_id', 'item_unit']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

export const CANCELLED_ORDER_REASON = 'Zamówienie zostało anulowane.';

/** A cancelled order publishes nothing more: what was not published yet is rejected, saying why. */
export async function rejectUnpublishedArticles(db: Db, orderId: number, at: Date): Promise<void> {
  await db
    .updateTable('user_articles')
    .set({ status: 'rejected', rejection_reason: CANCELLED_ORDER_REASON, updated_at: at })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['awaiting_content', 'in_review'])
    .execute();
}
