/**
 * The search of the administrators' mail outbox (/outbox): part of the recipient, the page, and the message open
 * in the reader. All of it lives in the page URL, so back closes the message and a link can be shared.
 */
import { defineSearch, int, paging, text, view, type SearchValues } from './search-schema';
import { LIST_PAGE_SIZES } from './url-params';

/** The page sizes offered; the default is the 30 of every list. */
export const OUTBOX_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;
/** The API's limit on the recipient filter (openapi: adminListOutbox `to`). */
export const MAX_OUTBOX_TO_LENGTH = 254;

/** The message being read is the screen's business only: not sent, and opening one keeps the scroll. */
export const outboxSearch = defineSearch<'adminListOutbox'>()({
  to: text(MAX_OUTBOX_TO_LENGTH),
  ...paging(),
  message: view(int(1, Number.MAX_SAFE_INTEGER)),
});
export type OutboxSearch = SearchValues<typeof outboxSearch.fields>;

export const {
  defaults: defaultOutboxSearch,
  parse: parseOutboxSearch,
  toParams: outboxSearchParams,
  toApiQuery: outboxApiQuery,
  isPageTurn: isOutboxPageTurn,
} = outboxSearch;
