import { owedArticlesOf, type PublicationItem } from '../../src/kernel/user-article';

/**
 * The user_articles rows that list an order's bought publications, each awaiting its content; `at` dates them
 * (undefined leaves the column defaults). The seed and marking an order paid list them the same way.
 */
export function owedArticleRows(
  order: { id: number; user_id: number },
  items: readonly PublicationItem[],
  at: Date | undefined,
) {
  return owedArticlesOf(items).map((article) => ({
    ...article,
    user_id: order.user_id,
    order_id: order.id,
    title: null,
    status: 'awaiting_content',
    content: null,
    notes: null,
    file_name: null,
    file_size: null,
    file_path: null,
    published_url: null,
    created_at: at,
    updated_at: at,
  }));
}
