import { useContext } from 'react';
import { FieldErrorContext, Text } from 'react-aria-components';

/**
 * Empty stand-ins for a field's description and error message while it shows neither. react-aria gives each slot
 * an id when the field renders, looks for its element once mounted (useSlotId), and when it finds none renders the
 * field again at once, synchronously, to drop the id: on a form's first paint that is a second render of every
 * such field inside the task that mounts it (/domain-list's ten metric fields). Found, the id stays and
 * the field renders once. The stand-ins are hidden and empty, so they add nothing to what is seen or heard.
 *
 * `description`: the field shows no description of its own. `errorMessage`: 'always' for a field that never shows
 * one, 'whileValid' beside a FieldError, which takes the slot's id while the field is invalid.
 */
export function EmptyFieldSlots({
  description,
  errorMessage,
}: {
  description: boolean;
  errorMessage: 'always' | 'whileValid';
}) {
  const validation = useContext(FieldErrorContext);
  const errorShown = errorMessage === 'whileValid' && Boolean(validation?.isInvalid);
  return (
    <>
      {description && <Text slot="description" hidden />}
      {!errorShown && <Text slot="errorMessage" hidden />}
    </>
  );
}
