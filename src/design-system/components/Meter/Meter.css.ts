/** A meter looks like a progress bar (label, value, track, fill); one set of styles serves both. */
export { fill, label, root, track, value } from '@/design-system/components/ProgressBar/ProgressBar.css';
