import { describe, expect, it } from 'vitest';
import { QA_MODE_KEY, readQaMode, withoutQaSwitch } from './qa-mode';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('QA mode', () => {
  it('is off for a customer: no switch in the address, nothing remembered, no build flag', () => {
    expect(readQaMode({ search: '?page=2', storage: memoryStorage() })).toBe(false);
  });

  it('is switched on by ?qa=1 and then stays on for the tab without the switch', () => {
    const storage = memoryStorage();
    expect(readQaMode({ search: '?qa=1', storage })).toBe(true);
    expect(storage.items.get(QA_MODE_KEY)).toBe('1');
    expect(readQaMode({ search: '', storage })).toBe(true);
  });

  it('is switched off again by ?qa=0', () => {
    const storage = memoryStorage({ [QA_MODE_KEY]: '1' });
    expect(readQaMode({ search: '?qa=0', storage })).toBe(false);
    expect(readQaMode({ search: '', storage })).toBe(false);
  });

  it('is on in every tab of a QA build', () => {
    expect(readQaMode({ search: '', storage: memoryStorage(), buildFlag: '1' })).toBe(true);
    expect(readQaMode({ search: '', storage: memoryStorage(), buildFlag: '0' })).toBe(false);
  });

  it('lasts for the address alone when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(readQaMode({ search: '?qa=1', storage: refusing })).toBe(true);
    expect(readQaMode({ search: '', storage: refusing })).toBe(false);
  });

  it('takes the switch out of the address and keeps the rest', () => {
    expect(withoutQaSwitch(new URL('https://d.pl/domain-list?qa=1&page=2#top'))).toBe('/domain-list?page=2#top');
    expect(withoutQaSwitch(new URL('https://d.pl/domain-list?page=2'))).toBeNull();
  });
});
