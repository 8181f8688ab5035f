import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { containsPattern } from '../services/like-pattern';
import { privateTestDatabase } from '../test/test-database';

/**
 * The embedded PGlite and PostgreSQL must answer alike. Each probe is a question the app's queries rely on, with the
 * answer both engines must give: PGlite always, and PostgreSQL on the test command's second server run
 * (TEST_POSTGRES_URL). Both run with UTF-8, byte-order collation ("C") and C.UTF-8 character classes.
 */
const POLISH_WORDS = ['żaba', 'zebra', 'Ala', 'ala', 'ćma', 'cma', 'Łódź', 'lody', 'Ślęża', 'sanki'];

const PROBES: Array<{ name: string; query: ReturnType<typeof sql<{ answer: unknown }>>; answer: unknown }> = [
  {
    // Code point order: upper case before lower, and Polish letters after z (ć U+0107, Ł U+0141, Ś U+015A). The lists sort names this way on both
    // engines; a Polish alphabetical order would need ICU collations, which PGlite does not ship.
    name: 'collation: ORDER BY on Polish words is byte order',
    query: sql`select string_agg(w, ',' order by w) as answer from unnest(${POLISH_WORDS}::text[]) w`,
    answer: 'Ala,ala,cma,lody,sanki,zebra,ćma,Łódź,Ślęża,żaba',
  },
  {
    name: 'ILIKE folds Polish capitals: ŁÓDŹ finds Łódź, ŻÓŁW finds żółw',
    query: sql`select array[
      'Łódź' ilike ${containsPattern('ŁÓDŹ')},
      'mały żółw' ilike ${containsPattern('ŻÓŁW')},
      'Ślęża' ilike ${containsPattern('śLĘ')},
      'Zdzisław' ilike ${containsPattern('żdź')}
    ] as answer`,
    answer: [true, true, true, false],
  },
  {
    name: 'lower() and upper() on Polish letters (the admin searches lower-case their input)',
    query: sql`select lower('ZAŻÓŁĆ GĘŚLĄ JAŹŃ') || '|' || upper('zażółć gęślą jaźń') as answer`,
    answer: 'zażółć gęślą jaźń|ZAŻÓŁĆ GĘŚLĄ JAŹŃ',
  },
  {
    name: 'an escaped % and _ in a search are literal',
    query: sql`select array['rabat 50%' ilike ${containsPattern('50%')}, 'rabat 500' ilike ${containsPattern('50%')}, 'a_b' ilike ${containsPattern('_')}, 'ab' ilike ${containsPattern('_')}] as answer`,
    answer: [true, false, true, false],
  },
  {
    // numeric rounds half away from zero; a float rounds half to even. Money is integer grosze, rounded in JS,
    // so no price depends on either, but averages and casts in reports would.
    name: 'numeric rounding: half away from zero',
    query: sql`select array[round(2.5::numeric), round(-2.5::numeric), round(0.125::numeric, 2), 2.5::numeric::int, 3.5::numeric::int]::text[] as answer`,
    answer: ['3', '-3', '0.13', '3', '4'],
  },
  {
    name: 'float rounding: half to even, and binary fractions',
    query: sql`select array[round(2.5::float8), round(3.5::float8), 2.5::float8::int, (0.1::float8 + 0.2::float8)]::text[] as answer`,
    answer: ['2', '4', '2', '0.30000000000000004'],
  },
  {
    name: 'integer division truncates, and count(*) is a bigint read as a number',
    query: sql`select array[7 / 2, -7 / 2, (select count(*) from unnest(array[1, 2, 3]))::int] as answer`,
    answer: [3, -3, 3],
  },
];

const engines: Array<{ name: string; handle: DatabaseHandle; dispose?: () => Promise<void> }> = [];

beforeAll(async () => {
  engines.push({ name: 'PGlite', handle: await openDatabase({ memory: true }) });
  if (inject('postgresAdminUrl')) {
    const database = await privateTestDatabase();
    engines.push({
      name: 'PostgreSQL',
      handle: await openDatabase(database.options),
      dispose: () => database.dispose(),
    });
  }
});

afterAll(async () => {
  for (const engine of engines) {
    await engine.handle.close();
    await engine.dispose?.();
  }
});

describe('PGlite and PostgreSQL answer alike', () => {
  it.each(PROBES)('$name', async ({ query, answer }) => {
    for (const engine of engines) {
      const { rows } = await query.execute(engine.handle.db);
      expect({ engine: engine.name, answer: rows[0]?.answer }).toEqual({ engine: engine.name, answer });
    }
  });

  it('runs on PostgreSQL too when the test command provides one', () => {
    // On the PGlite-only run this records which engines answered; the PostgreSQL run must have both.
    const expected = inject('postgresAdminUrl') ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
    expect(engines.map((engine) => engine.name)).toEqual(expected);
  });
});
