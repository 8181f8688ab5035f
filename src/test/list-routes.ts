import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { components } from '../contract/types';
import { json, type Routes } from './fake-api';

/** A page of a list as the API answers it. */
export type ListPage<T> = components['schemas']['PageMeta'] & { data: T[] };

/** A page of `rows`: by default the only page, of 30 rows at most. */
export function listPage<T>(rows: T[], meta: Partial<Omit<ListPage<T>, 'data'>> = {}): ListPage<T> {
  return {
    current_page: 1,
    per_page: 30,
    last_page: 1,
    total: rows.length,
    total_is_capped: false,
    data: rows,
    ...meta,
  };
}

/** A list route that filters like the server: the rows in the request's `status`, or all rows without one. */
export function listByStatus<T extends { status: string }>(rows: T[]): Routes[string] {
  return (request) => {
    const status = new URL(request.url).searchParams.get('status');
    return json(200, listPage(rows.filter((row) => !status || row.status === status)));
  };
}

/** The query of every request the app sent to `path`, in order. */
export function queriesTo(requests: Request[], path: string): URLSearchParams[] {
  return requests.filter((r) => new URL(r.url).pathname === path).map((r) => new URL(r.url).searchParams);
}

/** The query of the last request the app sent to `path`. */
export function lastQuery(requests: Request[], path: string): URLSearchParams {
  const last = queriesTo(requests, path).at(-1);
  if (!last) throw new Error(`no request to ${path}`);
  return last;
}

/**
 * Picks `label` in a list screen's status filter and checks what the user and the server see: the status in the
 * URL, a request to `path` for it, and `rows` rows (the header counted) in the table named `table`.
 */
export async function expectStatusFilterKept(
  { user, history, requests }: { user: UserEvent; history: { location: { search: string } }; requests: Request[] },
  { table, path }: { table: string; path: string },
  { label, status, rows }: { label: string; status: string; rows: number },
): Promise<void> {
  await screen.findByRole('table', { name: table });
  await user.click(within(screen.getByRole('radiogroup', { name: 'Status' })).getByText(label));
  await waitFor(() => expect(history.location.search).toBe(`?status=${status}`));
  await waitFor(() => expect(queriesTo(requests, path).map((query) => query.get('status'))).toContain(status));
  await waitFor(() =>
    expect(within(screen.getByRole('table', { name: table })).getAllByRole('row')).toHaveLength(rows),
  );
}
