export { FileTrigger, type FileTriggerProps } from './FileTrigger';
