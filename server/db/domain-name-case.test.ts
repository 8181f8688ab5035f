import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openedTestDatabase } from '../test/test-database';

const database = openedTestDatabase();

// The name search matches with LIKE on the lower-cased query (services/domain-filters.ts): a name stored with a
// capital letter would never be found, so the table itself refuses one, whatever writes it.
describe('domain names in the database', () => {
  it('refuses a name with capital letters, on insert and on update', async () => {
    const { db } = database.handle;
    const [first] = (
      await sql<{ id: number; name: string }>`select id, name from domains order by id limit 1`.execute(db)
    ).rows;
    await expect(sql`update domains set name = upper(name) where id = ${first!.id}`.execute(db)).rejects.toThrow(
      /domains_name_lower_case/,
    );
    await expect(
      sql`insert into domains (name, type, price, sale_price) values ('Wielka-Litera.pl', 1, 100, 100)`.execute(db),
    ).rejects.toThrow(/domains_name_lower_case/);
    const { rows } = await sql<{ name: string }>`select name from domains where id = ${first!.id}`.execute(db);
    expect(rows[0]!.name).toBe(first!.name);
  });
});
