/**
 * The search of the administrators' mail outbox (/outbox): part of the recipient, the page, and the message open
 * in the reader. All of it lives in the page URL, so back closes the message and a link can be shared.
 */
import { LIST_PAGE_SIZES, parseInteger, readPaging, writePaging } from './url-params';

/** The page sizes offered; the default is the 30 of every list. */
export const OUTBOX_PER_PAGE_OPTIONS = LIST_PAGE_SIZES;
/** The API's limit on the recipient filter (openapi: adminListOutbox `to`). */
export const MAX_OUTBOX_TO_LENGTH = 254;

export interface OutboxSearch {
  to: string;
  page: number;
  per_page: number;
  /** The id of the message being read, or null. */
  message: number | null;
}

export function defaultOutboxSearch(): OutboxSearch {
  return { to: '', page: 1, per_page: 30, message: null };
}

/** Reads the URL tolerantly: a bad value reads as its default. */
export function parseOutboxSearch(params: URLSearchParams): OutboxSearch {
  return {
    to: (params.get('to') ?? '').trim().slice(0, MAX_OUTBOX_TO_LENGTH),
    ...readPaging(params),
    message: parseInteger(params.get('message'), 1, Number.MAX_SAFE_INTEGER),
  };
}

/** The URL form: defaults left out, so the plain list is just /outbox. */
export function outboxSearchParams(search: OutboxSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.to) params.set('to', search.to);
  writePaging(params, search);
  if (search.message !== null) params.set('message', String(search.message));
  return params;
}

/** What the API is asked: the message being read is the screen's business only. */
export function outboxApiQuery({ to, page, per_page }: OutboxSearch): { to?: string; page: number; per_page: number } {
  return to ? { to, page, per_page } : { page, per_page };
}

/** Only the page changed, so the list starts from the top; opening a message or filtering keeps the scroll. */
export function isOutboxPageTurn(from: OutboxSearch, to: OutboxSearch): boolean {
  return from.page !== to.page && from.to === to.to && from.per_page === to.per_page;
}
