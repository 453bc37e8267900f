/**
 * Toasts: brief notifications for the result of an action (spec section 8's catalogue).
 * React Aria's toast region is a landmark that announces each new toast to screen readers,
 * pauses every timer while the pointer or focus is inside it (so a message can be read), and
 * returns focus sensibly when the last toast closes.
 */
import {
  Button as RACButton,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  UNSTABLE_ToastQueue,
  composeRenderProps,
  type ToastProps as RACToastProps,
  type ToastRegionProps as RACToastRegionProps,
} from 'react-aria-components';
import { CircleCheck, CircleX, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { toastQueue, type ToastContent, type ToastKind } from './toastQueue';
import * as styles from './Toast.css';

const icons: Record<ToastKind, typeof CircleCheck> = { success: CircleCheck, warning: TriangleAlert, error: CircleX };

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export type ToastProps = RACToastProps<ToastContent>;

/** One toast: icon, message and a close button. Its colour follows `toast.content.kind`. */
export function Toast({ className, ...props }: ToastProps) {
  const { t } = useTranslation();
  const { kind, message } = props.toast.content;
  const Icon = icons[kind];
  return (
    <RACToast
      {...props}
      data-kind={kind}
      className={composeRenderProps(className, (custom) => join(styles.toast({ kind }), custom))}
    >
      <Icon className={styles.icon} size={18} aria-hidden="true" />
      <RACToastContent className={styles.content}>
        <Text slot="title" className={styles.message}>
          {message}
        </Text>
      </RACToastContent>
      <RACButton slot="close" className={styles.close} aria-label={t('ds.toast.close')}>
        <X size={16} aria-hidden="true" />
      </RACButton>
    </RACToast>
  );
}

export interface ToastRegionProps extends Omit<RACToastRegionProps<ToastContent>, 'queue' | 'children'> {
  /** Defaults to the app's queue; stories and tests pass their own. */
  queue?: UNSTABLE_ToastQueue<ToastContent>;
}

/** Mount once near the root (the shell); it renders nothing until a toast is queued. */
export function ToastRegion({ queue = toastQueue, className, ...props }: ToastRegionProps) {
  const { t } = useTranslation();
  return (
    <RACToastRegion
      aria-label={t('ds.toast.region')}
      {...props}
      queue={queue}
      className={composeRenderProps(className, (custom) => join(styles.region, custom))}
    >
      {({ toast }) => <Toast toast={toast} />}
    </RACToastRegion>
  );
}
