import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  changesNothing,
  clearChanges,
  editOf,
  failedNamesOf,
  failuresOf,
  isPending,
  mergeChange,
  pendingValue,
  removeChange,
  type AdminDomainChange,
  type AdminDomainChangeInput,
} from './admin-domain-changes';

const domain = { id: 7, price: 1200, rent_price: 49, tags: [{ id: 1 }, { id: 2 }], industries: [{ id: 5 }] };

describe('merging admin domain change entries (spec section 4)', () => {
  it('adds an entry with a new id at the end', () => {
    const list = mergeChange([{ id: 1, price: 10, updateDomain: true }], { id: 2, tags: [3], updateDomain: false });
    expect(list).toEqual([
      { id: 1, price: 10, updateDomain: true },
      { id: 2, tags: [3], updateDomain: false },
    ]);
  });

  it('merges an entry for an existing id in place, keeping old values where the new one is missing', () => {
    const first = mergeChange([], { id: 7, price: 1500, rent_price: 60, updateDomain: true });
    const second = mergeChange(mergeChange(first, { id: 8, price: 1, updateDomain: true }), {
      id: 7,
      tags: [4],
      industries: [],
    });
    expect(second).toEqual([
      { id: 7, price: 1500, rent_price: 60, tags: [4], industries: [], updateDomain: true },
      { id: 8, price: 1, updateDomain: true },
    ]);
  });

  it('replaces a field the new entry sets, updateDomain included', () => {
    const list = mergeChange([{ id: 7, price: 1500, tags: [1], updateDomain: true }], {
      id: 7,
      price: 1600,
      updateDomain: false,
    });
    expect(list).toEqual([{ id: 7, price: 1600, tags: [1], updateDomain: false }]);
  });

  it('keeps a lease price set to null (no longer for lease) as a value, not as a missing one', () => {
    const list = mergeChange(mergeChange([], { id: 7, rent_price: null, updateDomain: true }), { id: 7, price: 1300 });
    expect(list).toEqual([{ id: 7, rent_price: null, price: 1300, updateDomain: true }]);
  });

  it('gives a new entry without updateDomain a price update exactly when it carries a price', () => {
    expect(mergeChange([], { id: 1, price: 5 })).toEqual([{ id: 1, price: 5, updateDomain: true }]);
    expect(mergeChange([], { id: 1, tags: [2] })).toEqual([{ id: 1, tags: [2], updateDomain: false }]);
  });

  it('does not share arrays with the caller', () => {
    const tags = [1, 2];
    const list = mergeChange([], { id: 1, tags });
    tags.push(3);
    expect(list[0]!.tags).toEqual([1, 2]);
  });

  it('empties the list with the clearing action and undoes one domain', () => {
    const list = mergeChange(mergeChange([], { id: 1, price: 1 }), { id: 2, price: 2 });
    expect(clearChanges()).toEqual([]);
    expect(removeChange(list, 1)).toEqual([{ id: 2, price: 2, updateDomain: true }]);
    expect(removeChange(list, 99)).toEqual(list);
  });
});

describe('the value a domain will have', () => {
  it('is the pending one where the list changes it, else the current one', () => {
    const list = mergeChange([], { id: 7, price: 1500, updateDomain: true });
    expect(pendingValue(list, domain, 'price')).toBe(1500);
    expect(pendingValue(list, domain, 'rent_price')).toBe(49);
    expect(pendingValue(list, domain, 'tags')).toEqual([1, 2]);
    expect(pendingValue([], domain, 'industries')).toEqual([5]);
  });

  it('ignores a price in an entry that updates only tags and industries, as the server does', () => {
    const list: AdminDomainChange[] = [{ id: 7, price: 1, tags: [9], updateDomain: false }];
    expect(isPending(list, 7, 'price')).toBe(false);
    expect(pendingValue(list, domain, 'price')).toBe(1200);
    expect(pendingValue(list, domain, 'tags')).toEqual([9]);
  });

  it('a tag edit after a price edit keeps the price applied', () => {
    const list = mergeChange(mergeChange([], editOf(7, 'price', 1500)), editOf(7, 'tags', [3]));
    expect(list).toEqual([{ id: 7, price: 1500, tags: [3], updateDomain: true }]);
    expect(pendingValue(list, domain, 'price')).toBe(1500);
  });

  it('knows when an entry would change nothing', () => {
    expect(changesNothing(mergeChange([], editOf(7, 'price', 1200)), domain)).toBe(true);
    expect(changesNothing(mergeChange([], editOf(7, 'tags', [2, 1])), domain)).toBe(true);
    expect(changesNothing(mergeChange([], editOf(7, 'rent_price', null)), domain)).toBe(false);
  });
});

describe('a refused bulk update', () => {
  const sent: AdminDomainChange[] = [
    { id: 7, price: 1, updateDomain: true },
    { id: 8, tags: [999], updateDomain: false },
  ];

  it('names each failing entry by domain id, from failed[]', () => {
    const body = {
      message: 'Nie zapisano żadnej zmiany. Popraw 2 pozycje.',
      errors: { 'changes.0.price': ['Cena za niska'], 'changes.1.tags': ['Nieznany tag'] },
      failed: [
        { index: 0, id: 7, name: 'a.pl', errors: { price: ['Cena za niska'] } },
        { index: 1, id: 8, name: null, errors: { tags: ['Nieznany tag'] } },
      ],
    };
    expect(failuresOf(body, sent)).toEqual({ 7: { price: ['Cena za niska'] }, 8: { tags: ['Nieznany tag'] } });
    expect(failedNamesOf(body)).toEqual({ 7: 'a.pl' });
  });

  it('maps changes.N.field keys to the sent entries when failed[] is absent', () => {
    const body = { message: 'x', errors: { 'changes.1.tags': ['Zła wartość'], changes: ['Za dużo'] } };
    expect(failuresOf(body, sent)).toEqual({ 8: { tags: ['Zła wartość'] } });
  });

  it('reads nothing from a body of another shape', () => {
    expect(failuresOf(null, sent)).toEqual({});
    expect(failuresOf({ failed: [{ id: 'x' }] }, sent)).toEqual({});
  });
});

// ---------------------------------------------------------------- properties

const ids = fc.integer({ min: 1, max: 12 });
const money = fc.integer({ min: 0, max: 10_000_000 }).map((grosze) => grosze / 100);
const idList = fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 4 });

function entryWith(id: fc.Arbitrary<number>): fc.Arbitrary<AdminDomainChangeInput> {
  return fc.record(
    {
      id,
      price: money,
      rent_price: fc.option(money, { nil: null }),
      tags: idList,
      industries: idList,
      updateDomain: fc.boolean(),
    },
    { requiredKeys: ['id'] },
  );
}

const entry = entryWith(ids);
const list = fc.array(entry, { maxLength: 8 }).map((entries) => entries.reduce(mergeChange, [] as AdminDomainChange[]));
const byId = (items: AdminDomainChange[]) => [...items].sort((a, b) => a.id - b.id);

describe('the merge rules hold for any entries', () => {
  it('merging the same entry twice equals merging it once', () => {
    fc.assert(
      fc.property(list, entry, (start, e) => {
        const once = mergeChange(start, e);
        expect(mergeChange(once, e)).toEqual(once);
      }),
    );
  });

  it('never loses a field set earlier unless the new entry sets it', () => {
    fc.assert(
      fc.property(list, entry, entry, (start, first, second) => {
        const same = { ...second, id: first.id };
        const merged = mergeChange(mergeChange(start, first), same).find((item) => item.id === first.id)!;
        for (const field of ['price', 'rent_price', 'tags', 'industries', 'updateDomain'] as const) {
          if (same[field] !== undefined) expect(merged[field]).toEqual(same[field]);
          else if (first[field] !== undefined) expect(merged[field]).toEqual(first[field]);
        }
      }),
    );
  });

  it('the order of different ids does not matter for the final content', () => {
    // Entries of each id keep their relative order; how the ids interleave is shuffled.
    const sequence = fc.array(entry, { maxLength: 12 });
    fc.assert(
      fc.property(sequence, fc.infiniteStream(fc.nat()), (entries, choices) => {
        const queues = new Map<number, AdminDomainChangeInput[]>();
        for (const e of entries) queues.set(e.id, [...(queues.get(e.id) ?? []), e]);
        const interleaved: AdminDomainChangeInput[] = [];
        const picks = choices[Symbol.iterator]();
        while (queues.size > 0) {
          const keys = [...queues.keys()];
          const key = keys[picks.next().value! % keys.length]!;
          const queue = queues.get(key)!;
          interleaved.push(queue.shift()!);
          if (queue.length === 0) queues.delete(key);
        }
        expect(byId(interleaved.reduce(mergeChange, []))).toEqual(byId(entries.reduce(mergeChange, [])));
      }),
    );
  });

  it('keeps one entry per id, and undoing one id leaves the others as they were', () => {
    fc.assert(
      fc.property(list, ids, (items, id) => {
        expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
        expect(removeChange(items, id)).toEqual(items.filter((item) => item.id !== id));
      }),
    );
  });
});
