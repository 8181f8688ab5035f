/**
 * A Web Storage kept in a Map, for tests of code that is handed a `Storage`. `sets` records the keys set, in order,
 * for tests about which writes reach the storage.
 */
export function memoryStorage(): Storage & { sets: string[] } {
  const data = new Map<string, string>();
  const sets: string[] = [];
  return {
    sets,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => {
      sets.push(key);
      data.set(key, value);
    },
  };
}
