export { Toast, ToastRegion, type ToastProps, type ToastRegionProps } from './Toast';
export {
  createToastQueue,
  maxVisibleToasts,
  notify,
  toastDurations,
  toastKinds,
  toastQueue,
  type Notification,
  type ToastContent,
  type ToastKind,
} from './toastQueue';
