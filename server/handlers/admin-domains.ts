import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { fieldError, HttpError, notFound } from '../http/errors';
import { OPEN_ORDER_STATUSES } from '../../src/kernel/order-status';
import { isUniqueViolation } from '../services/catalogue-refs';
import { applyDomainChanges } from '../services/domain-bulk-update';
import { checkDomainInput, replaceDomainRefs, type CheckedDomain } from '../services/domain-input';
import { DOMAIN_NAME_MESSAGES } from '../services/domain-name';
import { listDomainPage, loadDomain } from '../services/domains';
import type { Db } from '../db/database';
import { auditActor } from '../http/audit-actor';
import { queryKey, sendKeptAnswer } from '../http/kept-answer';
import { recordAudit } from '../services/audit-log';
import { domainEdits, domainSnapshot, domainSnapshots } from '../services/domain-audit';

type AdminDomainOperations =
  | 'adminListDomains'
  | 'adminCreateDomain'
  | 'adminGetDomain'
  | 'adminUpdateDomain'
  | 'adminDeleteDomain'
  | 'adminBulkUpdateDomains';

export const ADMIN_DOMAIN_MESSAGES = {
  notFound: 'Nie znaleziono domeny.',
  inOpenOrders: (name: string, numbers: string[]) =>
    `Nie można usunąć domeny ${name}: jest w ${numbers.length === 1 ? 'otwartym zamówieniu' : 'otwartych zamówieniach'} ${numbers.join(', ')}. Najpierw zrealizuj lub anuluj ${numbers.length === 1 ? 'to zamówienie' : 'te zamówienia'}.`,
  activeRedirect: (name: string) =>
    `Nie można usunąć domeny ${name}: ma aktywne lub oczekujące przekierowanie 301. Poczekaj na jego koniec albo je anuluj.`,
  redirectHistory: (name: string) =>
    `Nie można usunąć domeny ${name}: klienci mają ją w historii przekierowań. Zamiast usuwać, ustaw status „Ukryta”.`,
} as const;

const ACTIVE_REDIRECT_STATUSES = ['pending', 'active'];

function mapUniqueName(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('name', DOMAIN_NAME_MESSAGES.taken);
  throw error;
}

async function writeRefs(trx: Db, id: number, checked: CheckedDomain) {
  await replaceDomainRefs(trx, new Map([[id, checked.tags]]), new Map([[id, checked.industries]]));
}

/** Why a domain may not be removed yet, or null when nothing uses it. */
async function deletionBlocker(db: Db, domain: { id: number; name: string }): Promise<string | null> {
  const openOrders = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select('orders.number')
    .distinct()
    .where('order_items.kind', '=', 'domain')
    .where('order_items.item_id', '=', domain.id)
    .where('orders.status', 'in', OPEN_ORDER_STATUSES)
    .orderBy('orders.number')
    .execute();
  if (openOrders.length > 0)
    return ADMIN_DOMAIN_MESSAGES.inOpenOrders(
      domain.name,
      openOrders.map((o) => o.number),
    );
  const redirects = await db.selectFrom('redirects').select('status').where('domain_id', '=', domain.id).execute();
  if (redirects.some((r) => ACTIVE_REDIRECT_STATUSES.includes(r.status)))
    return ADMIN_DOMAIN_MESSAGES.activeRedirect(domain.name);
  // Past redirects keep pointing at the domain (customers see their history), so the row must stay.
  if (redirects.length > 0) return ADMIN_DOMAIN_MESSAGES.redirectHistory(domain.name);
  return null;
}

/** The administrators' domain management: every status, create, edit, remove and bulk changes. */
export function adminDomainHandlers(ctx: AppContext): Pick<Handlers, AdminDomainOperations> {
  const { db, domainListAnswers } = ctx;

  return {
    // From the primary, so an administrator's own edit shows at once; the version read there makes that exact.
    async adminListDomains(request, reply) {
      const key = `admin ${queryKey(request.query)}`;
      const source = { db, replica: false, knownVersion: request.auth?.catalogueVersion };
      const answer = await domainListAnswers.answer(source, key, (from) => listDomainPage(from, request.query));
      return sendKeptAnswer(request, reply, domainListAnswers, key, answer);
    },

    async adminGetDomain(request) {
      const domain = await loadDomain(db, request.params.id);
      if (!domain) throw notFound(ADMIN_DOMAIN_MESSAGES.notFound);
      return domain;
    },

    async adminCreateDomain(request, reply) {
      const actor = auditActor(request);
      const checked = await checkDomainInput(db, request.body);
      const now = ctx.now();
      const domain = await db
        .transaction()
        .execute(async (trx) => {
          const inserted = await trx
            .insertInto('domains')
            .values({ ...checked.values, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeRefs(trx, inserted.id, checked);
          // Read again: the inserted row's category ids were copied from the links just written.
          const created = (await loadDomain(trx, inserted.id))!;
          const after = domainSnapshot(created);
          await recordAudit(trx, {
            ...actor,
            entity: 'domain',
            entity_id: inserted.id,
            action: 'domain.create',
            before: null,
            after,
          });
          return created;
        })
        .catch(mapUniqueName);
      return reply.code(201).send(domain);
    },

    async adminUpdateDomain(request) {
      const { id } = request.params;
      const exists = await db.selectFrom('domains').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw notFound(ADMIN_DOMAIN_MESSAGES.notFound);
      const checked = await checkDomainInput(db, request.body, id);
      const actor = auditActor(request);
      const domain = await db
        .transaction()
        .execute(async (trx) => {
          // Locked, so the entry's "before" is what this edit replaced and not a concurrent edit's result.
          await trx.selectFrom('domains').select('id').where('id', '=', id).forUpdate().execute();
          const before = await domainSnapshots(trx, [id]);
          const updated = await trx
            .updateTable('domains')
            .set({ ...checked.values, updated_at: ctx.now() })
            .where('id', '=', id)
            .returning('id')
            .executeTakeFirst();
          if (!updated) throw notFound(ADMIN_DOMAIN_MESSAGES.notFound);
          await writeRefs(trx, id, checked);
          await recordAudit(trx, ...domainEdits(actor, 'domain.update', before, await domainSnapshots(trx, [id])));
          // Read again: the updated row's category ids were copied from the links just written.
          return (await loadDomain(trx, id))!;
        })
        .catch(mapUniqueName);
      return domain;
    },

    async adminDeleteDomain(request, reply) {
      const { id } = request.params;
      const actor = auditActor(request);
      await db.transaction().execute(async (trx) => {
        const domain = await trx
          .selectFrom('domains')
          .select(['id', 'name'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!domain) throw notFound(ADMIN_DOMAIN_MESSAGES.notFound);
        const blocker = await deletionBlocker(trx, domain);
        if (blocker) throw new HttpError(409, blocker);
        const before = (await domainSnapshots(trx, [id])).get(id) ?? null;
        await recordAudit(trx, {
          ...actor,
          entity: 'domain',
          entity_id: id,
          action: 'domain.delete',
          before,
          after: null,
        });
        // Tag and industry links go with it (ON DELETE CASCADE); closed orders keep the name they were sold under.
        await trx.deleteFrom('domains').where('id', '=', id).execute();
      });
      return reply.code(204).send();
    },

    async adminBulkUpdateDomains(request) {
      return applyDomainChanges(db, request.body.changes, ctx.now(), auditActor(request));
    },
  };
}
