import { describe, expect, it } from 'vitest';
import { readSavedSession, saveSession, SESSION_KEY } from './saved-session';

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

const session = { user: { id: 1, name: 'Jan', email: 'klient@example.pl', privileges: ['user'] }, access_token: '1|x' };

describe('the saved session', () => {
  it('comes back as it was saved', () => {
    const storage = new MemoryStorage();
    saveSession(storage, session);
    expect(readSavedSession(storage)).toEqual(session);
  });

  it('is absent in a fresh browser', () => {
    expect(readSavedSession(new MemoryStorage())).toBeNull();
  });

  it('is dropped when damaged, so start-up never breaks on it', () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_KEY, '{"user":');
    expect(readSavedSession(storage)).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    storage.setItem(SESSION_KEY, JSON.stringify({ user: { id: 'x' }, access_token: 5 }));
    expect(readSavedSession(storage)).toBeNull();
  });
});
