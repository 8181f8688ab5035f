import { sql } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import type { Handlers } from '../http/handler-types';
import { fieldError, HttpError, notFound } from '../http/errors';
import { VALIDATION_MESSAGES as M } from '../../src/kernel/validation-messages';
import { isUniqueViolation } from '../services/catalogue-refs';
import {
  CATEGORY_MESSAGES,
  categoryInUseMessage,
  selectCategories,
  toIndustry,
  toTag,
  usageExamples,
  type CategoryKind,
  type CategoryRow,
} from '../services/categories';
import { slugify } from '../shared/slug';
import { auditActor } from '../http/audit-actor';
import { recordAudit, type AuditActor } from '../services/audit-log';

// The audit log's name for each kind's create and delete.
const AUDIT_ACTIONS = {
  industries: { create: 'industry.create', delete: 'industry.delete' },
  tags: { create: 'tag.create', delete: 'tag.delete' },
} as const;

type CategoryOperations =
  | 'listIndustries'
  | 'getIndustry'
  | 'createIndustry'
  | 'deleteIndustry'
  | 'listTags'
  | 'getTag'
  | 'createTag'
  | 'deleteTag';

/** Industries and tags: listed with their usage, created with a unique name, removed only when unused. */
export function categoryHandlers(ctx: AppContext): Pick<Handlers, CategoryOperations> {
  const { db } = ctx;

  async function find(kind: CategoryKind, id: number): Promise<CategoryRow> {
    const [row] = await selectCategories(db, kind, id);
    if (!row) throw notFound(CATEGORY_MESSAGES[kind].notFound);
    return row;
  }

  async function create(kind: CategoryKind, rawName: string, actor: AuditActor): Promise<CategoryRow> {
    const name = rawName.trim().replace(/\s+/g, ' ');
    if (!name) throw fieldError('name', M.required);
    const slug = slugify(name);
    if (!slug) throw fieldError('name', CATEGORY_MESSAGES.noLetters);
    const duplicate = CATEGORY_MESSAGES[kind].duplicate;
    // "Dom i ogród" and "dom i ogrod" share a slug, so they are the same category to a reader.
    const same = await db
      .selectFrom(kind)
      .select('id')
      .where((eb) => eb.or([eb(eb.fn('lower', ['name']), '=', name.toLowerCase()), eb('slug', '=', slug)]))
      .executeTakeFirst();
    if (same) throw fieldError('name', duplicate);
    const inserted = await db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto(kind)
          .values({ name, slug, created_at: ctx.now() })
          .returning(['id', 'name', 'slug'])
          .executeTakeFirstOrThrow();
        const after = { name: row.name, slug: row.slug };
        await recordAudit(trx, {
          ...actor,
          entity: 'category',
          entity_id: row.id,
          action: AUDIT_ACTIONS[kind].create,
          before: null,
          after,
        });
        return row;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw fieldError('name', duplicate);
        throw error;
      });
    return { ...inserted, domains_count: 0, portals_count: 0 };
  }

  async function remove(kind: CategoryKind, id: number, reply: FastifyReply, actor: AuditActor) {
    await db.transaction().execute(async (trx) => {
      // The row lock makes a concurrent linking of a domain wait until the category is gone (and then fail cleanly).
      await sql`select id from ${sql.table(kind)} where id = ${id} for update`.execute(trx);
      const [row] = await selectCategories(trx, kind, id);
      if (!row) throw notFound(CATEGORY_MESSAGES[kind].notFound);
      if (row.domains_count > 0 || row.portals_count > 0) {
        const examples = await usageExamples(trx, kind, id);
        const usage = { domains: row.domains_count, portals: row.portals_count, examples };
        throw new HttpError(409, categoryInUseMessage(kind, row.name, usage), {
          domains_count: row.domains_count,
          portals_count: row.portals_count,
          examples,
        });
      }
      await trx.deleteFrom(kind).where('id', '=', id).execute();
      const before = { name: row.name, slug: row.slug };
      await recordAudit(trx, {
        ...actor,
        entity: 'category',
        entity_id: id,
        action: AUDIT_ACTIONS[kind].delete,
        before,
        after: null,
      });
    });
    return reply.code(204).send();
  }

  return {
    async listIndustries() {
      return { data: (await selectCategories(db, 'industries')).map(toIndustry) };
    },
    async getIndustry(request) {
      return toIndustry(await find('industries', request.params.id));
    },
    async createIndustry(request, reply) {
      return reply.code(201).send(toIndustry(await create('industries', request.body.name, auditActor(request))));
    },
    async deleteIndustry(request, reply) {
      return remove('industries', request.params.id, reply, auditActor(request));
    },
    async listTags() {
      return { data: (await selectCategories(db, 'tags')).map(toTag) };
    },
    async getTag(request) {
      return toTag(await find('tags', request.params.id));
    },
    async createTag(request, reply) {
      return reply.code(201).send(toTag(await create('tags', request.body.name, auditActor(request))));
    },
    async deleteTag(request, reply) {
      return remove('tags', request.params.id, reply, auditActor(request));
    },
  };
}
