export { JobProgress, JOB_POLL_MS, JOB_FAILURES_SHOWN, type JobProgressProps } from './JobProgress';
export { JobProgressView, isJobFinished, type Job, type JobItem, type JobProgressViewProps } from './JobProgressView';
export { jobProgressMachine, JOB_POLL_MIN_MS, JOB_POLL_MAX_MS, JOB_LOAD_ATTEMPTS, type JobProgressContext, type JobProgressEvent } from './jobProgressMachine';
export { useJobInUrl, type JobInUrl } from './useJobInUrl';
