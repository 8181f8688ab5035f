/**
 * A customer's publication (Moje publikacje): its statuses with their Polish names, how many anchor links each offer
 * type carries, and which articles a paid order owes its customer. The client and the server both read them here.
 */
import type { Schemas } from '../contract/types';

export type UserArticleStatus = Schemas['UserArticleStatus'];
type PublicationOfferId = Schemas['PublicationOfferId'];

/**
 * The life of a paid publication, in order: it waits for the customer's text, the editors review it, then it is
 * published on the portal or rejected with a reason. The contract's enum must hold exactly these.
 */
export const USER_ARTICLE_STATUSES = [
  'awaiting_content',
  'in_review',
  'published',
  'rejected',
] as const satisfies readonly UserArticleStatus[];

/** Polish names shown in the list, on the publication's page and in the status filter. */
export const USER_ARTICLE_STATUS_LABELS: Record<UserArticleStatus, string> = {
  awaiting_content: 'Oczekuje na treść',
  in_review: 'W weryfikacji',
  published: 'Opublikowany',
  rejected: 'Odrzucony',
};

export function isUserArticleStatus(value: string): value is UserArticleStatus {
  return (USER_ARTICLE_STATUSES as readonly string[]).includes(value);
}

/**
 * How many anchor links an article may carry, per offer type. The spec (section 9) names two: a permanent
 * publication has 1 link and a premium one up to 3. It says no number for the other two: an advertising link is one
 * link by its name, and the economic publication is the cheaper permanent one, so 1 as well.
 */
export const LINKS_PER_OFFER: Record<PublicationOfferId, number> = {
  permanent_publication: 1,
  advertising_link: 1,
  economic_publication: 1,
  permanent_publication_premium: 3,
};

/** The links an offer allows; an offer the contract does not know allows the fewest. */
export function maxLinksOf(offer: string): number {
  return offer in LINKS_PER_OFFER ? LINKS_PER_OFFER[offer as PublicationOfferId] : 1;
}

/** What an order item says about the publications it bought (the OrderItem columns the rule reads). */
export interface PublicationItem {
  id: number;
  kind: string;
  /** The portal's id. */
  item_id: number;
  count: number;
  publication_offer_id: string | null;
  link_type: number | null;
  domenika_article: boolean | null;
}

/** One article a paid order owes: the `unit`-th of its item's count, which makes it unique. */
export interface OwedArticle {
  order_item_id: number;
  item_unit: number;
  portal_id: number;
  publication_offer_id: string;
  link_type: number;
  domenika_article: boolean;
}

/**
 * Every article a paid order owes its customer: one per publication bought (an item of count 3 owes three). Items
 * that are not publications owe none.
 */
export function owedArticlesOf(items: readonly PublicationItem[]): OwedArticle[] {
  return items.flatMap((item) =>
    item.kind === 'publication' && item.publication_offer_id !== null
      ? Array.from({ length: item.count }, (_, index) => ({
          order_item_id: item.id,
          item_unit: index + 1,
          portal_id: item.item_id,
          publication_offer_id: item.publication_offer_id!,
          link_type: item.link_type ?? 1,
          domenika_article: item.domenika_article ?? false,
        }))
      : [],
  );
}
