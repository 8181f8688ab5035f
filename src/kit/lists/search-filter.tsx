import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../ui/text-field';

/** How long typing has to pause before the search follows it. */
export const NAME_DEBOUNCE_MS = 300;

export interface SearchFilterProps {
  label: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onCommit: (text: string) => void;
}

/**
 * A name filter of a catalogue (domains, portals): the search follows the typing after a short pause, replacing
 * the history entry, so back does not step through every letter. The field shows what is typed, and follows the
 * URL when it changes otherwise.
 */
export function SearchFilter({ label, placeholder, maxLength, value, onCommit }: SearchFilterProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  }, [onCommit]);

  // Back, forward or "Wyczyść filtry" changed the name: show it, unless the user is in the middle of typing.
  useEffect(() => {
    if (timer.current === null) setText(value);
  }, [value]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

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
      label={label}
      type="search"
      value={text}
      onChange={onChange}
      maxLength={maxLength}
      placeholder={placeholder}
      autoComplete="off"
    />
  );
}
