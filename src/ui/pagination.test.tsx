import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow, type PaginationProps } from './pagination';

const domainForms = { one: 'domena', few: 'domeny', many: 'domen' };

function renderPagination(overrides: Partial<PaginationProps> = {}) {
  const onPageChange = vi.fn<(page: number) => void>();
  const onPerPageChange = vi.fn<(perPage: number) => void>();
  const props: PaginationProps = {
    page: 3,
    lastPage: 10,
    perPage: 30,
    perPageOptions: [30, 60, 100, 200],
    total: 300,
    totalIsCapped: false,
    onPageChange,
    onPerPageChange,
    label: 'Strony wyników',
    itemForms: domainForms,
    ...overrides,
  };
  render(<Pagination {...props} />);
  return { onPageChange, onPerPageChange, nav: screen.getByRole('navigation', { name: 'Strony wyników' }) };
}

describe('the pagination', () => {
  it('counts with the Polish plural form', () => {
    renderPagination({ total: 1 });
    expect(screen.getByRole('status').textContent).toBe('1\u00a0domena');
  });

  it.each([
    [3, '3\u00a0domeny'],
    [25, '25\u00a0domen'],
    [1234, '1\u00a0234\u00a0domeny'],
  ])('says %i as "%s"', (total, text) => {
    renderPagination({ total });
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('shows a capped total as "10 000+"', () => {
    renderPagination({ total: 10_000, totalIsCapped: true });
    expect(screen.getByRole('status').textContent).toBe('10\u00a0000+\u00a0domen');
  });

  it('moves to the neighbouring, first and last pages', async () => {
    const { onPageChange } = renderPagination();
    await userEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Poprzednia strona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pierwsza strona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ostatnia strona' }));
    await userEvent.click(screen.getByRole('button', { name: 'Strona 4' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([4, 2, 1, 10, 4]);
  });

  it('marks the current page', () => {
    renderPagination();
    expect(screen.getByRole('button', { name: 'Strona 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Strona 4' }).hasAttribute('aria-current')).toBe(false);
  });

  it('disables going back on the first page', () => {
    renderPagination({ page: 1 });
    expect(screen.getByRole('button', { name: 'Poprzednia strona' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Pierwsza strona' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Następna strona' })).toHaveProperty('disabled', false);
  });

  it('disables going on on the last page', () => {
    renderPagination({ page: 10 });
    expect(screen.getByRole('button', { name: 'Następna strona' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Ostatnia strona' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Poprzednia strona' })).toHaveProperty('disabled', false);
  });

  it('disables both directions when everything fits on one page', () => {
    renderPagination({ page: 1, lastPage: 1, total: 4 });
    for (const name of ['Pierwsza strona', 'Poprzednia strona', 'Następna strona', 'Ostatnia strona']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });

  it('changes the page size from its select', async () => {
    const { onPerPageChange, nav } = renderPagination();
    const trigger = within(nav).getByRole('button', { name: /Wyników na stronie/ });
    expect(trigger.textContent).toContain('30');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: '100' }));
    expect(onPerPageChange).toHaveBeenCalledWith(100);
  });
});

describe('the page window', () => {
  it('keeps the ends and the neighbours, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    // A gap of one page shows that page rather than "…".
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
