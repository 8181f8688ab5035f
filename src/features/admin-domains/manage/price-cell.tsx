import { useState } from 'react';
import type { Domain } from '../admin-domains-api';
import { adminDomainsCopy as copy } from '../admin-domains-copy';
import { formatMoney } from '../../../kernel/polish';
import { CellTextField } from '../../../ui/cell-text-field';
import { amountText, parseAmount, parseOptionalAmount } from '../../../kernel/number-input';
import { useCellState, useManageEdits } from './edits-context';
import styles from './manage.module.css';

type PriceField = 'price' | 'rent_price';

function shown(value: number | null): string {
  return value === null ? copy.list.notForLease : formatMoney(value);
}

/**
 * An amount edited in its row (PLN, two decimals). A valid amount becomes a change entry at once, so paging or
 * leaving never loses it; an invalid one stays as typed, with its Polish message, until it is fixed.
 */
export function PriceCell({ domain, field }: { domain: Domain; field: PriceField }) {
  const { drafts, edit } = useManageEdits();
  const cell = useCellState(domain, field);
  // While the field has focus it shows exactly what is typed; reformatting "12," to "12,00" mid-typing would fight
  // the user.
  const [typing, setTyping] = useState<string | null>(null);
  const text = typing ?? cell.draft?.text ?? amountText(cell.value);
  const error = cell.draft?.error ?? cell.failure?.[0];

  const onChange = (next: string) => {
    setTyping(next);
    const parsed = field === 'price' ? parseAmount(next) : parseOptionalAmount(next);
    if (parsed.error !== null) {
      drafts.set(domain.id, field, { text: next, error: parsed.error });
      return;
    }
    drafts.set(domain.id, field, null);
    edit(domain, field, parsed.value);
  };

  // A small `size` keeps the input's intrinsic width from widening the column; CSS fills the cell.
  return (
    <CellTextField
      ariaLabel={copy.cells[field](domain.name)}
      value={text}
      onChange={onChange}
      onBlur={() => setTyping(null)}
      errorMessage={error}
      description={cell.changed ? copy.cells.was(shown(cell.current)) : undefined}
      changed={cell.changed}
      inputMode="decimal"
      size={8}
      placeholder={field === 'rent_price' ? copy.list.none : undefined}
      classNames={{
        field: styles.priceCell,
        input: styles.cellInput,
        description: styles.was,
        error: styles.cellError,
      }}
    />
  );
}
