import { sql, type Kysely } from 'kysely';

/**
 * Moje publikacje (the customer's publications). Every paid publication is listed, so a publication now exists
 * before its article:
 * - the statuses become awaiting_content, in_review, published, rejected; a `submitted` row already had its
 *   content, so it is in review;
 * - the title waits for the content (nullable), and a rejection keeps its reason;
 * - a publication knows the order item and the unit of its count that bought it (unique together, so one unit
 *   never owes two articles) and whether Domenika writes the article (`domenika_article`);
 * - the single target URL and anchor become a list of links, as many as the offer type allows.
 * Orders paid before this migration get their owed publications here, by the rule of src/kernel/user-article.ts
 * (one per unit of each publication item); the server applies the same rule when an order is paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE user_articles DROP CONSTRAINT IF EXISTS user_articles_status_check`.execute(db);
  await sql`UPDATE user_articles SET status = 'in_review' WHERE status = 'submitted'`.execute(db);
  await sql`ALTER TABLE user_articles ADD CONSTRAINT user_articles_status_check
    CHECK (status IN ('awaiting_content', 'in_review', 'published', 'rejected'))`.execute(db);
  await sql`ALTER TABLE user_articles ALTER COLUMN title DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE user_articles
    ADD COLUMN order_item_id integer REFERENCES order_items(id),
    ADD COLUMN item_unit integer CHECK (item_unit >= 1),
    ADD COLUMN domenika_article boolean NOT NULL DEFAULT false,
    ADD COLUMN links jsonb NOT NULL DEFAULT '[]'::jsonb,
    ADD COLUMN rejection_reason text`.execute(db);
  await sql`UPDATE user_articles
    SET links = jsonb_build_array(jsonb_build_object('url', target_url, 'anchor', coalesce(anchor_text, '')))
    WHERE target_url IS NOT NULL`.execute(db);
  await sql`ALTER TABLE user_articles DROP COLUMN target_url, DROP COLUMN anchor_text`.execute(db);
  // Existing articles sent for an order take the first units of its matching publication item.
  await sql`UPDATE user_articles AS ua
    SET order_item_id = m.item_id, item_unit = m.unit, domenika_article = m.domenika_article
    FROM (
      SELECT a.id, oi.id AS item_id, oi.count, coalesce(oi.domenika_article, false) AS domenika_article,
        row_number() OVER (PARTITION BY oi.id ORDER BY a.id) AS unit
      FROM user_articles a
      JOIN LATERAL (
        SELECT * FROM order_items i
        WHERE i.order_id = a.order_id AND i.kind = 'publication' AND i.item_id = a.portal_id
        ORDER BY (i.publication_offer_id = a.publication_offer_id) DESC, i.id
        LIMIT 1
      ) oi ON true
    ) AS m
    WHERE ua.id = m.id AND m.unit <= m.count`.execute(db);
  await sql`CREATE UNIQUE INDEX user_articles_order_item_unit ON user_articles (order_item_id, item_unit)`.execute(db);
  await sql`INSERT INTO user_articles
      (user_id, portal_id, order_id, order_item_id, item_unit, title, status, publication_offer_id, link_type,
       domenika_article, created_at, updated_at)
    SELECT o.user_id, oi.item_id, o.id, oi.id, unit, NULL, 'awaiting_content', oi.publication_offer_id,
      coalesce(oi.link_type, 1), coalesce(oi.domenika_article, false), coalesce(o.paid_at, now()),
      coalesce(o.paid_at, now())
    FROM orders o
    JOIN order_items oi ON oi.order_id = o.id
    CROSS JOIN LATERAL generate_series(1, oi.count) AS unit
    WHERE oi.kind = 'publication' AND oi.publication_offer_id IS NOT NULL
      AND o.status IN ('paid', 'in_progress', 'completed')
    ON CONFLICT (order_item_id, item_unit) DO NOTHING`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Publications that never received an article did not exist before.
  await sql`DELETE FROM user_articles WHERE title IS NULL`.execute(db);
  await sql`ALTER TABLE user_articles ADD COLUMN target_url text, ADD COLUMN anchor_text text`.execute(db);
  await sql`UPDATE user_articles SET target_url = links->0->>'url', anchor_text = links->0->>'anchor'`.execute(db);
  await sql`DROP INDEX IF EXISTS user_articles_order_item_unit`.execute(db);
  await sql`ALTER TABLE user_articles
    DROP COLUMN order_item_id, DROP COLUMN item_unit, DROP COLUMN domenika_article, DROP COLUMN links,
    DROP COLUMN rejection_reason`.execute(db);
  await sql`ALTER TABLE user_articles ALTER COLUMN title SET NOT NULL`.execute(db);
  await sql`ALTER TABLE user_articles DROP CONSTRAINT IF EXISTS user_articles_status_check`.execute(db);
  await sql`ALTER TABLE user_articles ADD CONSTRAINT user_articles_status_check
    CHECK (status IN ('submitted', 'in_review', 'published', 'rejected'))`.execute(db);
}
