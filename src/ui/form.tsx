import type { Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';

export interface FormProps extends Omit<AriaFormProps, 'validationBehavior'> {
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form whose fields tell their messages through ARIA: the app checks the values itself (and the server answers
 * 422), so the browser's own validation bubbles never show.
 */
export function Form(props: FormProps) {
  return <AriaForm {...props} validationBehavior="aria" />;
}
