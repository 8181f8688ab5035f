import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adminRemovalRefusal } from './admin-privilege-rule';

describe('taking the admin privilege away', () => {
  it('is refused on one’s own account, however many administrators there are', () => {
    for (const adminCount of [1, 2, 30, null]) {
      expect(adminRemovalRefusal({ targetIsAdmin: true, targetIsActor: true, adminCount })).toBe('self');
    }
  });

  it('is refused on the last administrator', () => {
    expect(adminRemovalRefusal({ targetIsAdmin: true, targetIsActor: false, adminCount: 1 })).toBe('lastAdmin');
    // Zero is what a concurrent change could make the count look like: still refused, never a way through.
    expect(adminRemovalRefusal({ targetIsAdmin: true, targetIsActor: false, adminCount: 0 })).toBe('lastAdmin');
  });

  it('is allowed on another administrator while a second one remains', () => {
    expect(adminRemovalRefusal({ targetIsAdmin: true, targetIsActor: false, adminCount: 2 })).toBeNull();
  });

  it('says nothing while the number of administrators is not known yet', () => {
    expect(adminRemovalRefusal({ targetIsAdmin: true, targetIsActor: false, adminCount: null })).toBeNull();
  });

  it('never refuses for someone who holds no admin privilege', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.nat(50)), (targetIsActor, adminCount) => {
        expect(adminRemovalRefusal({ targetIsAdmin: false, targetIsActor, adminCount })).toBeNull();
      }),
    );
  });

  it('never lets the removal through when it would leave no administrator', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 1 }), (targetIsActor, adminCount) => {
        expect(adminRemovalRefusal({ targetIsAdmin: true, targetIsActor, adminCount })).not.toBeNull();
      }),
    );
  });
});
