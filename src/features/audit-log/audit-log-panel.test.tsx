import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { json, type Routes } from '../../test/fake-api';
import { adminDomain, noCategoryRoutes } from '../../test/domain-fixtures';
import { listPage } from '../../test/list-routes';
import { adminSession } from '../../test/sessions';

const stored = adminDomain(5, { name: 'sklep.pl', status: 'hidden', price: 1500, sale_price: 1000 });

const EDIT = {
  id: 12,
  at: '2026-01-06T09:15:00Z',
  actor: { id: 2, name: 'Anna Admin', email: 'admin@example.pl' },
  actor_ip: '203.0.113.7',
  entity: 'domain',
  entity_id: 5,
  action: 'domain.update',
  before: { price: 1200, status: 'available' },
  after: { price: 1500, status: 'hidden' },
};

const CREATION = {
  ...EDIT,
  id: 3,
  at: '2026-01-05T10:00:00Z',
  actor: null,
  action: 'domain.create',
  before: null,
  after: { name: 'sklep.pl', price: 1200 },
};

function entry(id: number) {
  return { ...EDIT, id, before: { dfs_rating: id }, after: { dfs_rating: id + 1 } };
}

const page = (data: object[], total: number, current = 1) =>
  listPage(data, { current_page: current, per_page: 10, last_page: Math.ceil(total / 10) || 1, total });

function api(audit: Routes[string]): Routes {
  return {
    ...noCategoryRoutes,
    'GET /api/admin/domains/5': () => json(200, stored),
    'GET /api/admin/audit-log': audit,
  };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the change history on the domain page', () => {
  it('lists when, who from where, the kind of change and the changed fields before and after, newest first', async () => {
    renderApp('/manage/5', { session: adminSession, api: api(() => json(200, page([EDIT, CREATION], 2))) });
    const region = await screen.findByRole('region', { name: 'Historia zmian' });
    await within(region).findByText('Edycja domeny');
    const [edit, creation] = rowsOf(within(region).getByRole('table', { name: 'Historia zmian' }));
    expect(within(edit!).getByText('06.01.2026, 10:15')).toBeTruthy();
    expect(within(edit!).getByText('Anna Admin')).toBeTruthy();
    expect(within(edit!).getByText('z adresu 203.0.113.7')).toBeTruthy();
    expect(within(edit!).getByText('Edycja domeny')).toBeTruthy();
    // Read as a screen reader reads it: the arrow is hidden, "zmieniono na" is not.
    const changes = within(edit!)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/→/g, '').replace(/\s+/g, ' '));
    expect(changes).toEqual(['Cena: 1 200,00 zł zmieniono na 1 500,00 zł', 'Status: Dostępna zmieniono na Ukryta']);
    expect(within(creation!).getByText('Dodanie domeny')).toBeTruthy();
    expect(within(creation!).getByText('Konto usunięte')).toBeTruthy();
  });

  it('says "Brak zmian" when nothing was changed yet', async () => {
    renderApp('/manage/5', { session: adminSession, api: api(() => json(200, page([], 0))) });
    const region = await screen.findByRole('region', { name: 'Historia zmian' });
    expect(await within(region).findByText('Brak zmian')).toBeTruthy();
  });

  it('pages through a long history', async () => {
    const requested: string[] = [];
    const all = Array.from({ length: 25 }, (_, i) => entry(100 - i));
    renderApp('/manage/5', {
      session: adminSession,
      api: api((request) => {
        const params = new URL(request.url).searchParams;
        requested.push(params.toString());
        const current = Number(params.get('page') ?? 1);
        return json(200, page(all.slice((current - 1) * 10, current * 10), all.length, current));
      }),
    });
    const region = await screen.findByRole('region', { name: 'Historia zmian' });
    expect(await within(region).findByText(/^25\szmian$/)).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Strona 2' }));
    // Entry 81 is the last of the second page; its DFS was 81.
    expect(await within(region).findByText('81')).toBeTruthy();
    expect(within(region).queryByText('92')).toBeNull();
    expect(requested.at(-1)).toContain('page=2');
    expect(requested.at(-1)).toContain('entity=domain');
    expect(requested.at(-1)).toContain('entity_id=5');
  });
});
