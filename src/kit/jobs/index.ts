export { JobProgress, JOB_POLL_MS, type JobProgressProps } from './JobProgress';
export { JobProgressView, isJobFinished, type Job, type JobItem, type JobProgressViewProps } from './JobProgressView';
