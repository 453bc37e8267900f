/**
 * A form (React Aria's Form). Server-side errors go in `validationErrors`, keyed by each field's
 * `name`: React Aria shows each message under its field, marks the field invalid, and clears it
 * as soon as the user edits that field. Validation errors show on submit (`validationBehavior`
 * "native" by default), so a half-typed field is not shouted at.
 *
 * When errors show and go is part of the form kit, so every form gets it: a field's error appears on
 * submit and, once shown, follows every keystroke — never on leaving the field. React Aria commits a
 * native field's validation on the input's `change` event, which the browser fires on blur; an error
 * appearing or vanishing then moves the controls below it while the pointer is down on one of them,
 * so the click that caused the blur landed on nothing (reset password needed a second click).
 */
import { useEffect, useRef } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { form } from './Form.css';

export const formGaps = ['sm', 'md', 'lg'] as const;

/** Field name → message(s), as a server answer maps onto a form. */
export type ServerFieldErrors = Record<string, string | string[]>;

export interface FormProps extends Omit<RACFormProps, 'validationErrors'> {
  gap?: (typeof formGaps)[number];
  validationErrors?: ServerFieldErrors;
}

/** Text-like inputs, whose `change` fires on blur; selects, checkboxes and files keep their own events. */
const textInputTypes = new Set(['text', 'email', 'password', 'tel', 'url', 'search', 'number']);
const isTextControl = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && textInputTypes.has(target.type));
const showsError = (control: Element) => control.getAttribute('aria-invalid') === 'true';

/** Attaches the "on submit, then on change once shown" rule to a form element; returns the detach. */
export function validateOnChangeOnceShown(element: HTMLFormElement): () => void {
  // Captured on the form, so it runs before React Aria's listener on the input itself.
  const onChange = (event: Event) => {
    if (event instanceof CustomEvent) return; // our own commit below
    if (isTextControl(event.target) && !showsError(event.target)) event.stopPropagation();
  };
  const onInput = (event: Event) => {
    // A shown error is re-checked as the user types; the layout settles before any pointer goes down.
    // The re-check must run after React has handled the keystroke and rendered. This listener runs in the
    // capture phase, before React's own (bubbling) listener on the root, and for a real key press the
    // browser runs microtasks between listeners: a microtask here would commit validation first, and a
    // controlled input would then be restored to its not-yet-rendered value (the key is lost). A task
    // runs after the whole event and React's synchronous render of it.
    const target = event.target;
    if (isTextControl(target) && showsError(target)) setTimeout(() => target.dispatchEvent(new CustomEvent('change')), 0);
  };
  element.addEventListener('change', onChange, true);
  element.addEventListener('input', onInput, true);
  return () => {
    element.removeEventListener('change', onChange, true);
    element.removeEventListener('input', onInput, true);
  };
}

export function Form({ gap, className, ref, ...props }: FormProps & { ref?: React.Ref<HTMLFormElement> }) {
  const own = useRef<HTMLFormElement>(null);
  useEffect(() => (own.current ? validateOnChangeOnceShown(own.current) : undefined), []);
  return (
    <RACForm
      {...props}
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      className={[form({ gap }), className].filter(Boolean).join(' ')}
    />
  );
}
