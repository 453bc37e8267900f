import { inlineSpinner } from './spinner.css';

/** Decorative spinner: the control that shows it announces the pending state itself. */
export function InlineSpinner() {
  return <span className={inlineSpinner} aria-hidden="true" />;
}
