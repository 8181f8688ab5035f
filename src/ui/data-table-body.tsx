import { memo, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { columnMeta, type AppColumnMeta, type AppTableFeatures } from './table-hook';
import styles from './data-table.module.css';

/** What every body needs from the table around it; it changes only with the shown columns. */
export interface BodyLayout {
  /** How many columns are shown. */
  columnCount: number;
  /** The class of a row (a highlighted one), from the table's own row object. */
  rowClassOf: (original: unknown) => string | undefined;
}

/** The class aligning a column's header and cells, from its meta. */
export function alignClass(meta: AppColumnMeta): string {
  return meta.align === 'end' ? (styles.end ?? '') : '';
}

interface BodyProps<TData extends RowData> {
  rows: Row<AppTableFeatures, TData>[];
  layout: BodyLayout;
  /** Shown in one full-width row when there are no rows; undefined while a page loads. */
  empty: React.ReactNode | undefined;
}

/** A row's cells in the shown columns. */
function Cells<TData extends RowData>({ row }: { row: Row<AppTableFeatures, TData> }) {
  return row.getVisibleCells().map((cell) => (
    <td key={cell.id} className={alignClass(columnMeta(cell.column))}>
      <FlexRender cell={cell} />
    </td>
  ));
}

export function EmptyRow({ layout, empty }: { layout: BodyLayout; empty: React.ReactNode | undefined }) {
  if (empty === undefined || empty === null) return null;
  return (
    <tr>
      <td colSpan={layout.columnCount} className={styles.empty}>
        {empty}
      </td>
    </tr>
  );
}

/** Every row in the DOM: for pages of ordinary size. */
export function StaticRows<TData extends RowData>({ rows, layout, empty }: BodyProps<TData>) {
  if (rows.length === 0) return <EmptyRow layout={layout} empty={empty} />;
  return rows.map((row) => (
    <tr key={row.id} className={layout.rowClassOf(row.original)}>
      <Cells row={row} />
    </tr>
  ));
}

interface PageRowsProps<TData extends RowData> {
  /** The caller's rows this page was made from: while it is the same array, the page is the same. */
  source: unknown;
  rows: Row<AppTableFeatures, TData>[];
  layout: BodyLayout;
}

/**
 * The rows of one kept page (see useKeptPages). Rendered once: showing or hiding the page changes its body's
 * `hidden` attribute, not its rows, and the table's own row objects for the same source are equal in content.
 * Cells that follow other state (a cart button) subscribe to it themselves.
 */
export const PageRows = memo(
  function PageRows<TData extends RowData>({ rows, layout }: PageRowsProps<TData>) {
    return rows.map((row) => (
      <tr key={row.id} className={layout.rowClassOf(row.original)}>
        <Cells row={row} />
      </tr>
    ));
  },
  (previous, next) => previous.source === next.source && previous.layout === next.layout,
) as <TData extends RowData>(props: PageRowsProps<TData>) => React.ReactElement;

interface VirtualRowProps<TData extends RowData> {
  row: Row<AppTableFeatures, TData>;
  index: number;
  layout: BodyLayout;
  rowHeight: number;
  measure: (element: HTMLTableRowElement | null) => void;
}

/**
 * One rendered row. Memoised: scrolling changes which rows are in view, not the rows themselves, so a row already
 * on screen is not rendered again; only the rows coming into view are. Cells that follow other state (the admin's
 * edits) subscribe to it themselves.
 */
const VirtualRow = memo(function VirtualRow<TData extends RowData>({
  row,
  index,
  layout,
  rowHeight,
  measure,
}: VirtualRowProps<TData>) {
  return (
    <tr
      data-index={index}
      ref={measure}
      aria-rowindex={index + 2}
      style={{ height: rowHeight }}
      className={layout.rowClassOf(row.original)}
    >
      <Cells row={row} />
    </tr>
  );
}) as <TData extends RowData>(props: VirtualRowProps<TData>) => React.ReactElement;

/**
 * Which of the rows around the view a render mounts besides the rows in view: none, those below, those on both
 * sides (at rest), or mostly those the scroll moves towards.
 */
type Around = 'none' | 'after' | 'both' | 'forward' | 'backward';

/**
 * The rows kept on the side a scroll moves away from: enough for a small step back (a wheel notch), which the
 * `both` rows then follow once the scroll stops.
 */
const BEHIND = 2;

/** The rows in view, with up to `above` rows before them and `below` after them. */
function kept(range: Range, above: number, below: number): number[] {
  const start = Math.max(0, range.startIndex - above);
  const end = Math.min(range.count - 1, range.endIndex + below);
  return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
}

const EXTRACTORS: Record<Around, (range: Range) => number[]> = {
  none: (range) => kept(range, 0, 0),
  after: (range) => kept(range, 0, range.overscan),
  both: (range) => kept(range, range.overscan, range.overscan),
  forward: (range) => kept(range, BEHIND, range.overscan),
  backward: (range) => kept(range, range.overscan, BEHIND),
};

/** What a scroll in this direction mounts, once the rows around a jump have all arrived. */
function leaning(around: Around, direction: 'forward' | 'backward' | null): Around {
  if (around === 'none' || around === 'after') return around;
  return direction ?? 'both';
}

/**
 * Only the rows in view (and a few around them) are in the DOM. Spacer rows keep the scroll height, so the table
 * keeps its native layout and its columns stay aligned with the header; each rendered row says where it is.
 */
export function VirtualRows<TData extends RowData>({
  rows,
  layout,
  empty,
  rowHeight,
  scrollElement,
}: BodyProps<TData> & { rowHeight: number; scrollElement: HTMLDivElement | null }) {
  // Stable while the rows are: the virtualiser lays out every row again whenever this function changes.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // Where the rows in the DOM begin and end, in the virtualiser's offsets (the header not counted).
  const committed = useRef<{ start: number; end: number } | null>(null);
  const [, catchUp] = useReducer((renders: number) => renders + 1, 0);
  // A jump past every rendered row (the top, the end, the scrollbar dragged) mounts only the rows in view; the rows
  // below and then those above follow, each in a task of its own. The jump back to the top had been the longest task
  // of /manage's 1000-row page scrolled 4× throttled (all the rows in the DOM unmounted and as many mounted in one
  // task); split so, the pass's longest task is shorter and no frame is without rows (docs/performance.md).
  //
  // While the rows scroll, the rows they leave behind are mostly not kept (see BEHIND): every frame of a scroll paints
  // all the rows in the DOM again, so the rows of the far side cost each frame without ever being shown. Keeping
  // fewer makes each frame's prepaint, paint and layerize cheaper and a scroll's long tasks fewer (docs/performance.md);
  // no pass, reversals included, shows a frame without rows.
  const [around, setAround] = useState<Around>('both');
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual hands back functions the React Compiler cannot memoise; this app does not run the compiler
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    getItemKey,
    overscan: 8,
    rangeExtractor: EXTRACTORS[around],
    // The rows a scroll brings into view are rendered in React's own task, not inside the scroll event: the frame's
    // layout and paint and the mounting of the new rows are two tasks instead of one long one (`npm run bench`,
    // the longest task while a 1000-row page scrolls). They still arrive before the next frame, so no frame shows
    // the box without rows; deferring them further (a transition) left two frames in three empty under 4×
    // throttling.
    useFlushSync: false,
    // Unless the last scroll's task has not run yet (the browser drew a frame first, as it may on a busy machine)
    // and this scroll leaves part of the box without rows: the few rows missing are rendered in the scroll event,
    // so the frame does not show the gap. A jump past every row in the DOM (the scrollbar dragged, Home, End)
    // renders there too, but only the rows in view; the rows below and then those above follow in React's tasks
    // (see `around`).
    onChange: (instance, scrolling) => {
      const span = committed.current;
      const top = instance.scrollOffset ?? 0;
      const bottom = top + (instance.scrollRect?.height ?? 0);
      const overlaps = span !== null && span.start < bottom && span.end > top;
      // Only a change of direction (or its end) changes which rows are kept, not every scroll.
      const lean = () => {
        const next = leaning(around, instance.scrollDirection);
        if (next !== around) setAround(next);
      };
      if (scrolling && span !== null && !overlaps)
        flushSync(() => {
          setAround('none');
          catchUp();
        });
      else if (scrolling && overlaps && (top < span.start || bottom > span.end))
        flushSync(() => {
          lean();
          catchUp();
        });
      else lean();
    },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  useLayoutEffect(() => {
    committed.current = first && last ? { start: first.start, end: last.end } : null;
    // Lays out the rows just mounted in this task, React's, rather than in the next frame's, where the virtualiser's
    // scroll handler reading the offset would force it before the frame's own paint, lengthening the frame's task
    // (docs/performance.md, "Virtual rows"). A commit that changed no layout reads it for free.
    if (scrollElement) void scrollElement.scrollTop;
  });
  useEffect(() => {
    if (around === 'none' || around === 'after') setAround(around === 'none' ? 'after' : 'both');
  }, [around]);
  if (rows.length === 0) return <EmptyRow layout={layout} empty={empty} />;
  const before = first?.start ?? 0;
  const after = virtualizer.getTotalSize() - (last?.end ?? 0);
  return (
    <>
      {before > 0 && <tr aria-hidden="true" className={styles.spacer} style={{ height: before }} />}
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <VirtualRow
            key={row.id}
            row={row}
            index={item.index}
            layout={layout}
            rowHeight={rowHeight}
            measure={virtualizer.measureElement}
          />
        );
      })}
      {after > 0 && <tr aria-hidden="true" className={styles.spacer} style={{ height: after }} />}
    </>
  );
}
