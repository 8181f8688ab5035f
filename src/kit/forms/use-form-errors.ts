import { useCallback, useEffect, useState } from 'react';
import type { FieldErrors } from '../../kernel/validation';

/**
 * Field messages from two sources: the form's own checks on submit, and the server's 422. A server message stays
 * beside its field until the user edits that field; new server messages show again.
 */
export function useFormErrors(serverErrors: FieldErrors) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  // A new server answer shows all its messages again. Callers may build an empty answer on every render, so this
  // runs after render (an update while rendering would loop), and leaves the state as it is when nothing was edited:
  // a new empty set each time would render again, build a new answer, and never stop.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
  useEffect(() => setEdited((current) => (current.size === 0 ? current : new Set())), [serverErrors]);

  const errorFor = useCallback(
    (field: string): string | undefined =>
      clientErrors[field]?.[0] ?? (edited.has(field) ? undefined : serverErrors[field]?.[0]),
    [clientErrors, edited, serverErrors],
  );

  const markEdited = useCallback((field: string) => {
    setEdited((current) => new Set(current).add(field));
    setClientErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  return { errorFor, markEdited, setClientErrors };
}
