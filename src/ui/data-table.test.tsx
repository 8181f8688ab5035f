import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './data-table';

interface Fruit {
  id: number;
  name: string;
  weight: number;
}

const columns: DataTableColumn<Fruit>[] = [
  { id: 'name', header: 'Nazwa', cell: (row) => row.name, sortable: true },
  { id: 'weight', header: 'Waga', cell: (row) => `${row.weight} g`, sortable: true, align: 'end' },
  { id: 'note', header: 'Uwagi', cell: () => '—' },
];

const fruits: Fruit[] = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  name: `owoc-${i + 1}`,
  weight: 100 * (i + 1),
}));

function renderTable(overrides: Partial<DataTableProps<Fruit>> = {}) {
  const onSortChange = vi.fn<(sort: DataTableSort) => void>();
  const props: DataTableProps<Fruit> = {
    label: 'Owoce',
    columns,
    rows: fruits,
    rowKey: (row) => row.id,
    sort: null,
    onSortChange,
    ...overrides,
  };
  const view = render(<DataTable {...props} />);
  return { ...view, onSortChange, props };
}

describe('the data table', () => {
  it('renders a named table with one row per given row, in the given order', () => {
    renderTable({ rows: [fruits[2]!, fruits[0]!] });
    const table = screen.getByRole('table', { name: 'Owoce' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('cell', { name: 'owoc-3' })).toBeTruthy();
    expect(within(rows[2]!).getByRole('cell', { name: '100 g' })).toBeTruthy();
  });

  it('marks the sorted column with aria-sort, the other sortable ones with "none", and leaves the rest alone', () => {
    renderTable({ sort: { column: 'weight', direction: 'desc' } });
    expect(screen.getByRole('columnheader', { name: /Waga/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /Nazwa/ }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Uwagi' }).hasAttribute('aria-sort')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Uwagi' })).toBeNull();
  });

  it('flips the direction when the sorted column is clicked, and does not sort the rows itself', async () => {
    const { onSortChange } = renderTable({ sort: { column: 'name', direction: 'asc' } });
    await userEvent.click(screen.getByRole('button', { name: 'Nazwa' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'desc' });
    const cells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(cells).toEqual(['owoc-1', 'owoc-2', 'owoc-3']);
  });

  it('flips a descending column to ascending', async () => {
    const { onSortChange } = renderTable({ sort: { column: 'weight', direction: 'desc' } });
    await userEvent.click(screen.getByRole('button', { name: 'Waga' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'weight', direction: 'asc' });
  });

  it('starts a text column ascending and a quantity column descending', async () => {
    const { onSortChange, rerender, props } = renderTable({ sort: { column: 'weight', direction: 'asc' } });
    await userEvent.click(screen.getByRole('button', { name: 'Nazwa' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'asc' });
    rerender(<DataTable {...props} sort={{ column: 'name', direction: 'asc' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Waga' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'weight', direction: 'desc' });
  });

  it('sorts from the keyboard', async () => {
    const { onSortChange } = renderTable();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Nazwa' }));
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'asc' });
  });

  it('shows the empty state when there are no rows', () => {
    renderTable({ rows: [], empty: 'Brak owoców' });
    expect(screen.getByRole('cell', { name: 'Brak owoców' })).toBeTruthy();
  });

  it('keeps the rows visible but marks the table busy while a page loads, without the empty state', () => {
    const { rerender, props } = renderTable({ busy: true });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('cell', { name: 'owoc-1' })).toBeTruthy();
    rerender(<DataTable {...props} rows={[]} busy empty="Brak owoców" />);
    expect(screen.queryByText('Brak owoców')).toBeNull();
  });

  it('leaves out the columns its visibility state hides, headers and cells alike, and shows them again', () => {
    const { rerender, props } = renderTable({ columnVisibility: { weight: false }, rows: [], empty: 'Brak owoców' });
    expect(screen.getByRole('cell', { name: 'Brak owoców' }).getAttribute('colspan')).toBe('2');
    rerender(<DataTable {...props} rows={fruits} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nazwa', 'Uwagi']);
    expect(
      within(screen.getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['owoc-1', '—']);
    rerender(<DataTable {...props} rows={fruits} columnVisibility={{}} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nazwa', 'Waga', 'Uwagi']);
    expect(screen.getByRole('cell', { name: '100 g' }).className).toMatch(/end/);
  });

  it('aligns a quantity column to the end, its header and its cells, from the column meta', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: /Waga/ }).className).toMatch(/end/);
    expect(screen.getByRole('cell', { name: '100 g' }).className).toMatch(/end/);
    expect(screen.getByRole('cell', { name: 'owoc-1' }).className).toBe('');
  });
});

describe('the data table keeping recent pages', () => {
  const pageOf = (from: number): Fruit[] =>
    Array.from({ length: 3 }, (_, i) => ({ id: from + i, name: `owoc-${from + i}`, weight: from + i }));
  const [first, second, third] = [pageOf(1), pageOf(11), pageOf(21)];
  const shownNames = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

  it('shows only the current page, and a page shown again is the same rows, not rendered again', () => {
    const cell = vi.fn((row: Fruit) => row.name);
    const counted: DataTableColumn<Fruit>[] = [{ id: 'name', header: 'Nazwa', cell }];
    const { rerender, props } = renderTable({ columns: counted, rows: first, keepPages: 3 });
    const firstRow = screen.getByRole('cell', { name: 'owoc-1' }).closest('tr');
    rerender(<DataTable {...props} rows={second} />);
    expect(shownNames()).toEqual(['owoc-11', 'owoc-12', 'owoc-13']);
    expect(screen.queryByRole('cell', { name: 'owoc-1' })).toBeNull();
    const rendered = cell.mock.calls.length;

    rerender(<DataTable {...props} rows={first} />);
    expect(shownNames()).toEqual(['owoc-1', 'owoc-2', 'owoc-3']);
    expect(screen.getByRole('cell', { name: 'owoc-1' }).closest('tr')).toBe(firstRow);
    expect(cell.mock.calls.length).toBe(rendered);
  });

  it('lets the page shown longest ago go once more pages than kept have been shown', () => {
    const { rerender, props, container } = renderTable({ rows: first, keepPages: 2 });
    const firstRow = screen.getByRole('cell', { name: 'owoc-1' }).closest('tr');
    rerender(<DataTable {...props} rows={second} />);
    rerender(<DataTable {...props} rows={third} />);
    expect(container.querySelectorAll('tbody')).toHaveLength(2);
    rerender(<DataTable {...props} rows={first} />);
    expect(shownNames()).toEqual(['owoc-1', 'owoc-2', 'owoc-3']);
    expect(screen.getByRole('cell', { name: 'owoc-1' }).closest('tr')).not.toBe(firstRow);
  });

  it('shows the empty state for an empty page, and marks only the shown page busy', () => {
    const { rerender, props } = renderTable({ rows: first, keepPages: 3, empty: 'Brak owoców' });
    rerender(<DataTable {...props} rows={[]} />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Brak owoców' })).toBeTruthy();
    rerender(<DataTable {...props} rows={second} busy />);
    expect(shownNames()).toEqual(['owoc-11', 'owoc-12', 'owoc-13']);
    const bodies = [...document.querySelectorAll('tbody')];
    expect(bodies.filter((body) => !body.hidden).map((body) => body.className)).toEqual([
      expect.stringMatching(/busy/),
    ]);
    expect(bodies.filter((body) => body.hidden).every((body) => body.className === '')).toBe(true);
  });
});

describe('the virtualised data table', () => {
  // jsdom has no layout: give every element the size a browser would, so the virtualiser has a viewport.
  const many: Fruit[] = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, name: `owoc-${i + 1}`, weight: i }));
  afterEach(() => vi.restoreAllMocks());

  it('renders only the rows in view, and still tells the total and each row position', () => {
    // The scroll container's viewport (clientHeight) and each row's measured height (offsetHeight).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    renderTable({ rows: many, virtualized: true, height: 400, rowHeight: 40 });
    const table = screen.getByRole('table', { name: 'Owoce' });
    expect(table.getAttribute('aria-rowcount')).toBe('501');
    const rendered = within(table).getAllByRole('row').slice(1);
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    expect(rendered[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(screen.queryByRole('cell', { name: 'owoc-500' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Owoce' }).tabIndex).toBe(0);
  });

  /** A 400 px box of 40 px rows (ten in view, eight more each side), and a way to scroll it as a browser would. */
  function renderScrollable() {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    renderTable({ rows: many, virtualized: true, height: 400, rowHeight: 40 });
    const box = screen.getByRole('region', { name: 'Owoce' });
    let top = 0;
    Object.defineProperty(box, 'scrollTop', {
      configurable: true,
      get: () => top,
      set: (value: number) => (top = value),
    });
    /** The row names in the DOM when the scroll event has been handled, before React's own task runs. */
    const scrollTo = (offset: number): string[] => {
      top = offset;
      let inEvent: string[] = [];
      act(() => {
        box.dispatchEvent(new Event('scroll'));
        inEvent = names();
      });
      return inEvent;
    };
    const names = () =>
      within(screen.getByRole('table', { name: 'Owoce' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
    return { scrollTo, names };
  }

  it("renders the rows a scroll brings into view in React's task, leaving the scroll event short", () => {
    const { scrollTo, names } = renderScrollable();
    expect(names()).toContain('owoc-18');
    // 200 px down: the rows already rendered below the box (up to 18) still cover it.
    expect(scrollTo(200)).not.toContain('owoc-23');
    expect(names()).toContain('owoc-23');
  });

  it('renders the missing rows in the scroll event when a scroll leaves part of the box without rows', () => {
    const { scrollTo, names } = renderScrollable();
    // 600 px down: the box shows rows 16 to 25 and only rows up to 18 are in the DOM (React's task for the last
    // scroll has not run), so the event itself renders the rest, each at its place.
    expect(scrollTo(600)).toEqual(expect.arrayContaining(['owoc-16', 'owoc-25', 'owoc-33']));
    const rows = within(screen.getByRole('table', { name: 'Owoce' })).getAllByRole('row');
    const last = rows[rows.length - 1]!;
    expect(within(last).getAllByRole('cell')[0]!.textContent).toBe('owoc-33');
    expect(last.getAttribute('aria-rowindex')).toBe('34');
    // Scrolling down, only two rows are kept above the box.
    expect(names()[0]).toBe('owoc-14');
  });

  it('keeps eight rows ahead of a scroll and two behind it, then eight on both sides once the scroll stops', () => {
    // The virtualiser says a scroll has stopped 150 ms after its last scroll event.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { scrollTo, names } = renderScrollable();
      scrollTo(200);
      scrollTo(400);
      // The box shows rows 11 to 20.
      expect(names()[0]).toBe('owoc-9');
      expect(names().at(-1)).toBe('owoc-28');
      act(() => {
        vi.advanceTimersByTime(150);
      });
      expect(names()[0]).toBe('owoc-3');
      expect(names().at(-1)).toBe('owoc-28');

      // Back up: the box shows rows 6 to 15; the five rows above it (up to eight) are kept, and two below.
      scrollTo(200);
      expect(names()[0]).toBe('owoc-1');
      expect(names().at(-1)).toBe('owoc-17');
      act(() => {
        vi.advanceTimersByTime(150);
      });
      expect(names().at(-1)).toBe('owoc-23');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders only the rows in view in the scroll event of a jump past every rendered row, the rows around after', () => {
    const { scrollTo, names } = renderScrollable();
    // 8000 px down: the box shows rows 201 to 210, none of them in the DOM.
    const inEvent = scrollTo(8000);
    expect(inEvent).toEqual([
      'owoc-201',
      'owoc-202',
      'owoc-203',
      'owoc-204',
      'owoc-205',
      'owoc-206',
      'owoc-207',
      'owoc-208',
      'owoc-209',
      'owoc-210',
    ]);
    expect(names()).toEqual(expect.arrayContaining(['owoc-193', 'owoc-201', 'owoc-210', 'owoc-218']));
    expect(names()).not.toContain('owoc-1');
  });
});
