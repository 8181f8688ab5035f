import { describe, expect, it } from 'vitest';
import {
  LINKS_PER_OFFER,
  USER_ARTICLE_STATUSES,
  USER_ARTICLE_STATUS_LABELS,
  isUserArticleStatus,
  maxLinksOf,
  owedArticlesOf,
  type PublicationItem,
} from './user-article';

const item = (changes: Partial<PublicationItem>): PublicationItem => ({
  id: 10,
  kind: 'publication',
  item_id: 4,
  count: 1,
  publication_offer_id: 'permanent_publication',
  link_type: 1,
  domenika_article: false,
  ...changes,
});

describe('the publication statuses', () => {
  it('are the four of a paid publication’s life, each with its Polish label', () => {
    expect(USER_ARTICLE_STATUSES).toEqual(['awaiting_content', 'in_review', 'published', 'rejected']);
    expect(Object.keys(USER_ARTICLE_STATUS_LABELS)).toEqual([...USER_ARTICLE_STATUSES]);
    expect(USER_ARTICLE_STATUS_LABELS).toEqual({
      awaiting_content: 'Oczekuje na treść',
      in_review: 'W weryfikacji',
      published: 'Opublikowany',
      rejected: 'Odrzucony',
    });
  });

  it('recognises only those four, not the old “submitted”', () => {
    expect(USER_ARTICLE_STATUSES.every(isUserArticleStatus)).toBe(true);
    expect(isUserArticleStatus('submitted')).toBe(false);
    expect(isUserArticleStatus('')).toBe(false);
  });
});

describe('links per offer type', () => {
  it('follows the spec: a permanent publication 1 link, a premium one 3, the others 1', () => {
    expect(LINKS_PER_OFFER).toEqual({
      permanent_publication: 1,
      advertising_link: 1,
      economic_publication: 1,
      permanent_publication_premium: 3,
    });
    expect(maxLinksOf('permanent_publication_premium')).toBe(3);
    expect(maxLinksOf('nieznany')).toBe(1);
  });
});

describe('the articles a paid order owes', () => {
  it('are one per unit of each publication item, numbered, with the item’s portal, offer, link and add-on', () => {
    const owed = owedArticlesOf([
      item({ id: 1, count: 2, publication_offer_id: 'permanent_publication_premium', link_type: 0 }),
      item({ id: 2, item_id: 9, domenika_article: true }),
    ]);
    expect(owed).toEqual([
      {
        order_item_id: 1,
        item_unit: 1,
        portal_id: 4,
        publication_offer_id: 'permanent_publication_premium',
        link_type: 0,
        domenika_article: false,
      },
      {
        order_item_id: 1,
        item_unit: 2,
        portal_id: 4,
        publication_offer_id: 'permanent_publication_premium',
        link_type: 0,
        domenika_article: false,
      },
      {
        order_item_id: 2,
        item_unit: 1,
        portal_id: 9,
        publication_offer_id: 'permanent_publication',
        link_type: 1,
        domenika_article: true,
      },
    ]);
  });

  it('are none for domains, portals or an item without an offer', () => {
    expect(
      owedArticlesOf([
        item({ kind: 'domain', publication_offer_id: null }),
        item({ kind: 'webPortal', publication_offer_id: null }),
        item({ publication_offer_id: null }),
      ]),
    ).toEqual([]);
  });
});
