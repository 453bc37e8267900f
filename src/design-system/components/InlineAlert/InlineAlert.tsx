/**
 * InlineAlert: a message that belongs to a place on the page (a form, a table, a card), as
 * opposed to a toast. It is not announced by default; pass role="alert" when it appears in
 * response to an action and must be heard at once.
 */
import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './InlineAlert.css';

export const inlineAlertTones = ['info', 'success', 'warning', 'danger'] as const;
type Tone = (typeof inlineAlertTones)[number];

const icons: Record<Tone, typeof Info> = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

export interface InlineAlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the message (e.g. "Try again"). */
  actions?: ReactNode;
  /** Shows a close button; the owner removes the alert. */
  onDismiss?: () => void;
  role?: 'alert' | 'status';
  className?: string;
}

export function InlineAlert({ tone = 'info', title, children, actions, onDismiss, role, className }: InlineAlertProps) {
  const { t } = useTranslation();
  const Icon = icons[tone];
  return (
    <div role={role} data-tone={tone} className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}>
      <Icon className={styles.icon} size={18} aria-hidden="true" />
      <div className={styles.body}>
        {title !== undefined && <p className={styles.title}>{title}</p>}
        {children !== undefined && <div>{children}</div>}
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
      {onDismiss && (
        <RACButton className={styles.dismiss} onPress={onDismiss} aria-label={t('ds.inlineAlert.dismiss')}>
          <X size={16} aria-hidden="true" />
        </RACButton>
      )}
    </div>
  );
}
