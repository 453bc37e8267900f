/**
 * The page-wide wait of the boot and of the router (translations, brand, a page's code loading): the design
 * system's Spinner look (its classes and drawing) as a plain progress bar. The Spinner is React Aria's
 * ProgressBar, which brings a number formatter and label hooks (about 2 kB gzip) into the first page's file
 * only for this wait (issue 13); an indeterminate progress bar needs just its role and name.
 */
import { spinner, svg, track } from '@/design-system/components/Spinner/Spinner.css';

export function PageSpinner({ label }: { label: string }) {
  return (
    // A <progress> element cannot draw the spinner (its content is only a fallback); the role names the wait.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div role="progressbar" aria-label={label} className={spinner({ size: 'lg', tone: 'brand' })}>
      <svg className={svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
        <path d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}
