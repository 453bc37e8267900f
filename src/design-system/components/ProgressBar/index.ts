export { ProgressBar, progressSizes, progressTones, type ProgressBarProps } from './ProgressBar';
