import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { notFound } from '../http/errors';
import { queryKey, sendKeptAnswer } from '../http/kept-answer';
import { LISTED_STATUSES, VISIBLE_STATUSES, listDomainPage, loadDomain } from '../services/domains';

export const DOMAIN_MESSAGES = {
  notFound: 'Nie znaleziono domeny. Mogła zostać sprzedana lub wycofana z oferty.',
} as const;

/** The customer's domain catalogue: the search list and one domain. */
export function domainHandlers(ctx: AppContext): Pick<Handlers, 'searchDomains' | 'getDomain'> {
  const { db, listsDb, domainListAnswers } = ctx;
  return {
    async searchDomains(request, reply) {
      const key = `customer ${queryKey(request.query)}`;
      const source = { db: listsDb, replica: listsDb !== db, knownVersion: request.auth?.catalogueVersion };
      const answer = await domainListAnswers.answer(source, key, (from) =>
        listDomainPage(from, request.query, LISTED_STATUSES),
      );
      return sendKeptAnswer(request, reply, domainListAnswers, key, answer);
    },

    async getDomain(request) {
      const domain = await loadDomain(db, request.params.id, VISIBLE_STATUSES);
      if (!domain) throw notFound(DOMAIN_MESSAGES.notFound);
      return domain;
    },
  };
}
