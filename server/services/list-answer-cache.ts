import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';

/**
 * One list answer as it goes out: its JSON as UTF-8 bytes, and each encoding made of it, made once. Bytes, not text:
 * a string would be measured and converted again on every send (a 1000-row page is 500 KB), where a buffer is
 * written as it is.
 */
export interface KeptAnswer {
  body: Buffer;
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
}

export type AnswerEncoding = 'br' | 'gzip';

/** Where a list is read, and what the request knows of the catalogue's version already. */
export interface AnswerSource {
  db: Db;
  /**
   * Whether `db` is a read replica (or a pooler over several), which may stand behind the server the version was
   * read from; false when it is that server itself (the primary, PGlite).
   */
  replica: boolean;
  /**
   * The version this request has read already with its token (auth/tokens.ts), from the primary; without it the
   * version is read from `db`.
   */
  knownVersion?: bigint | null;
}

export interface ListAnswerCacheOptions {
  /**
   * How many bytes of answers one process keeps, least recently used dropped first. 0 keeps none and lets no
   * request wait for another's identical answer, so that every request computes its own: the benchmark measures the
   * lists' own cost that way.
   */
  maxBytes?: number;
}

/** DOMAIN_LIST_CACHE_MB's default, 64 MiB: a 30-row page is about 15 KB as JSON, a 1000-row page about 500 KB. */
export const LIST_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The domain lists' answers, kept per process for the catalogue version they were computed in (migration 0011), so
 * that the same search asked again costs one read of the version and no list statements: on a million domains those
 * cost PostgreSQL's CPU on every search, and many customers searching at once queue for them (bench/domains-load.ts;
 * figures in docs/performance.md).
 *
 * Exact, not timed: the version grows with every committed change to a table the answer shows, in the same
 * transaction as the change, and every request reads it (with its token). A miss computes the answer after that
 * read, or on a replica in one read-only snapshot that reads the version too, so a kept answer is never older than
 * the version it is kept under, and several processes need nothing shared. When a newer version is seen,
 * everything kept is dropped; a replica that is still behind (an older version) gets its answers computed and not
 * kept. Concurrent misses for one answer compute it once.
 */
export class ListAnswerCache {
  readonly #answers: LRUCache<string, KeptAnswer> | null;
  readonly #computing = new Map<string, Promise<KeptAnswer>>();
  #version = -1n;

  constructor({ maxBytes = LIST_ANSWER_CACHE_BYTES }: ListAnswerCacheOptions = {}) {
    this.#answers = maxBytes > 0 ? new LRUCache({ maxSize: maxBytes, sizeCalculation: answerBytes }) : null;
  }

  /**
   * The answer to `key` as the catalogue stands now where `source` reads: kept, or made by `compute`. `key` must
   * name everything the answer depends on besides the catalogue.
   */
  async answer(source: AnswerSource, key: string, compute: (db: Db) => Promise<unknown>): Promise<KeptAnswer> {
    // Keeping nothing also means sharing nothing: each request computes its own answer.
    if (!this.#answers) return { body: jsonBytes(await compute(source.db)), encoded: {} };
    const version = source.knownVersion ?? (await readCatalogueVersion(source.db));
    this.#see(version);
    if (version === this.#version) {
      const kept = this.#answers.get(key);
      if (kept) return kept;
      const computing = this.#computing.get(key);
      if (computing) return computing;
    }
    const made = this.#make(source, version, key, compute);
    if (version !== this.#version) return made;
    this.#computing.set(key, made);
    try {
      return await made;
    } finally {
      // A newer version may have cleared it and another request started its own since.
      if (this.#computing.get(key) === made) this.#computing.delete(key);
    }
  }

  /** Adds an encoding of a kept answer, counted in the cache's size from now on. */
  encoded(key: string, answer: KeptAnswer, encoding: AnswerEncoding, encode: (body: Buffer) => Buffer): Buffer {
    const done = answer.encoded[encoding];
    if (done) return done;
    const bytes = encode(answer.body);
    answer.encoded[encoding] = bytes;
    // Setting it again makes the cache weigh it anew; an answer no longer kept is not brought back.
    if (this.#answers?.peek(key) === answer) this.#answers.set(key, answer);
    return bytes;
  }

  /** How many answers are kept (the handlers' tests check that a search is kept). */
  get size(): number {
    return this.#answers?.size ?? 0;
  }

  #see(version: bigint): void {
    if (version <= this.#version) return;
    this.#version = version;
    this.#answers?.clear();
    this.#computing.clear();
  }

  /**
   * Computes an answer and keeps it under the version it is at least as new as. On the server the version was read
   * from, every statement after that read sees it or later. A replica may stand behind that server, or behind
   * another replica of the same pooler, so there the answer is computed in one snapshot that reads its own version.
   */
  async #make(
    source: AnswerSource,
    version: bigint,
    key: string,
    compute: (db: Db) => Promise<unknown>,
  ): Promise<KeptAnswer> {
    let seen = version;
    let body: Buffer;
    if (source.replica) {
      ({ seen, body } = await source.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(async (snapshot) => ({
          seen: await readCatalogueVersion(snapshot),
          body: jsonBytes(await compute(snapshot)),
        })));
    } else {
      body = jsonBytes(await compute(source.db));
    }
    const answer: KeptAnswer = { body, encoded: {} };
    this.#see(seen);
    if (seen === this.#version) this.#answers?.set(key, answer);
    return answer;
  }
}

async function readCatalogueVersion(db: Db): Promise<bigint> {
  const { rows } = await sql<{ version: string }>`select version::text as version from catalogue_version`.execute(db);
  // No row would mean the migration never ran; nothing is then kept (every answer is computed).
  return rows[0] ? BigInt(rows[0].version) : -2n;
}

function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

function answerBytes(answer: KeptAnswer): number {
  return answer.body.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0);
}
