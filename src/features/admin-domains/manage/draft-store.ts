import type { ChangeField } from '../../../kernel/admin-domain-changes';

/** An amount typed into a cell that is not a valid value yet, with the message saying why. */
export interface Draft {
  text: string;
  error: string;
}

type Key = `${number}:${ChangeField}`;

/**
 * Cell text that cannot become a change entry yet (e.g. "12,345"). It lives above the table, like the entries, so
 * paging away and back shows it again and leaving the page asks first: what the user typed is never lost.
 * Each cell subscribes to its own key, so typing re-renders one cell, not the table.
 */
export class DraftStore {
  private drafts = new Map<Key, Draft>();
  private listeners = new Set<() => void>();
  private version = 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get(id: number, field: ChangeField): Draft | undefined {
    return this.drafts.get(`${id}:${field}`);
  }

  /** Changes with every write; lets a component subscribe to the whole store. */
  getVersion = (): number => this.version;

  get size(): number {
    return this.drafts.size;
  }

  set(id: number, field: ChangeField, draft: Draft | null): void {
    const key: Key = `${id}:${field}`;
    const old = this.drafts.get(key);
    if (draft === null ? !old : old?.text === draft.text && old.error === draft.error) return;
    if (draft === null) this.drafts.delete(key);
    else this.drafts.set(key, draft);
    this.emit();
  }

  /** Drops one domain's drafts, or all of them. */
  clear(id?: number): void {
    const before = this.drafts.size;
    for (const key of [...this.drafts.keys()]) {
      if (id === undefined || key.startsWith(`${id}:`)) this.drafts.delete(key);
    }
    if (this.drafts.size !== before) this.emit();
  }

  private emit(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
