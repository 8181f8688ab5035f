import { useEffect, useRef, useState } from 'react';
import { portalsCopy } from '../../i18n/portals';
import { MAX_PORTAL_NAME_LENGTH } from '../../model/portal-search';
import { TextField } from '../../ui/text-field';

/** How long typing has to pause before the search follows it. */
export const NAME_DEBOUNCE_MS = 300;

/**
 * The name-or-address filter: the search follows the typing after a short pause, replacing the history entry, so
 * back does not step through every letter. The field shows what is typed, and follows the URL when it changes
 * otherwise (back, forward, "Wyczyść filtry").
 */
export function NameFilter({ value, onCommit }: { value: string; onCommit(name: string): void }) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);

  useEffect(() => {
    if (timer.current === null) setText(value);
  }, [value]);

  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);

  const onChange = (next: string) => {
    setText(next);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      commit.current(next);
    }, NAME_DEBOUNCE_MS);
  };

  return (
    <TextField
      label={portalsCopy.filters.name}
      type="search"
      value={text}
      onChange={onChange}
      maxLength={MAX_PORTAL_NAME_LENGTH}
      placeholder={portalsCopy.filters.namePlaceholder}
      autoComplete="off"
    />
  );
}
