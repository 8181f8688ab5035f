import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { tableCopy } from '../i18n/table';
import { formatInteger, countOf, pluralForm, type PluralForms } from '../kernel/polish';
import { Button } from './button';
import { SelectField } from './select-field';
import styles from './pagination.module.css';

const copy = tableCopy.pagination;

export interface PaginationProps {
  page: number;
  lastPage: number;
  perPage: number;
  perPageOptions: number[];
  total: number;
  /** A capped total is shown as "10 000+". */
  totalIsCapped: boolean;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  /** Accessible name of the nav landmark. */
  label: string;
  /** The noun in its Polish forms, e.g. domena/domeny/domen. */
  itemForms: PluralForms;
}

/** "25 domen", or "10 000+ domen" when the server stopped counting. */
export function totalLabel(total: number, capped: boolean, forms: PluralForms): string {
  if (!capped) return countOf(total, forms);
  return `${formatInteger(total)}${copy.cappedSuffix}\u00a0${pluralForm(total, forms)}`;
}

/** The page numbers worth a button: the first, the last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, lastPage: number): Array<number | null> {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1].filter((p) => p >= 1 && p <= lastPage));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) result.push(previous + 1 === p - 1 ? p - 1 : null);
    result.push(p);
  });
  return result;
}

/**
 * Pages of a server-side list: the count, page buttons (disabled at the ends) and the page size. Memoised: a new
 * search renders the list's screen at once and its results a moment later (deferred), and the pager's dozen buttons
 * need to render only then, with the new total.
 */
export const Pagination = memo(function Pagination(props: PaginationProps) {
  const { page, perPage, perPageOptions, total, totalIsCapped, onPageChange, onPerPageChange, label, itemForms } =
    props;
  const lastPage = Math.max(1, props.lastPage);
  const atStart = page <= 1;
  const atEnd = page >= lastPage;
  // Callers pass a new function each render; the select keeps one that always calls the latest.
  const latestPerPage = useRef(onPerPageChange);
  useLayoutEffect(() => {
    latestPerPage.current = onPerPageChange;
  }, [onPerPageChange]);
  const perPageChanged = useCallback((next: number) => latestPerPage.current(next), []);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <p className={styles.count} role="status">
        {totalLabel(total, totalIsCapped, itemForms)}
      </p>
      <div className={styles.pages}>
        <Button variant="secondary" aria-label={copy.first} isDisabled={atStart} onPress={() => onPageChange(1)}>
          <span aria-hidden="true">«</span>
        </Button>
        <Button
          variant="secondary"
          aria-label={copy.previous}
          isDisabled={atStart}
          onPress={() => onPageChange(page - 1)}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <ul className={styles.numbers}>
          {pageWindow(page, lastPage).map((p, index) =>
            p === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
                …
              </li>
            ) : (
              <li key={p}>
                <Button
                  variant={p === page ? 'primary' : 'ghost'}
                  aria-label={copy.page(p)}
                  aria-current={p === page ? 'page' : undefined}
                  onPress={() => p !== page && onPageChange(p)}
                >
                  {formatInteger(p)}
                </Button>
              </li>
            ),
          )}
        </ul>
        <Button variant="secondary" aria-label={copy.next} isDisabled={atEnd} onPress={() => onPageChange(page + 1)}>
          <span aria-hidden="true">›</span>
        </Button>
        <Button variant="secondary" aria-label={copy.last} isDisabled={atEnd} onPress={() => onPageChange(lastPage)}>
          <span aria-hidden="true">»</span>
        </Button>
      </div>
      <PerPageSelect perPage={perPage} options={perPageOptions} onChange={perPageChanged} />
    </nav>
  );
});

interface PerPageSelectProps {
  perPage: number;
  options: number[];
  onChange: (perPage: number) => void;
}

/** The page size. Memoised: a new page or a new total leaves it as it is, and a react-aria Select is not light. */
const PerPageSelect = memo(function PerPageSelect({ perPage, options, onChange }: PerPageSelectProps) {
  const items = useMemo(() => options.map((n) => ({ id: n, label: formatInteger(n) })), [options]);
  return (
    <SelectField
      className={styles.perPage}
      label={copy.perPage}
      value={perPage}
      options={items}
      onChange={(value) => onChange(Number(value))}
    />
  );
});
