/**
 * The look of the status pages (404, 401, application error): a large code, a title, an explanation and
 * the ways on. Inside a layout it fills the page area; rendered on its own by the router (an unknown
 * path, a crash) it brings the public frame with the brand and the language switcher.
 */
import type { ReactNode } from 'react';
import { RouterBridge } from '@/design-system/components/Link/RouterBridge';
import { Inline } from '@/design-system/components/Inline';
import { useLayout } from '@/shell/LayoutContext';
import { PublicFrame } from '@/shell/PublicLayout';
import { useDocumentTitle } from '@/app/documentTitle';
import * as styles from './StatusPage.css';

export interface StatusPageProps {
  code: string;
  titleKey: string;
  title: ReactNode;
  description: ReactNode;
  icon: ReactNode;
  actions: ReactNode;
  tone?: 'neutral' | 'danger';
}

function StatusContent({ code, title, description, icon, actions, tone = 'neutral' }: StatusPageProps) {
  return (
    <section className={styles.status} aria-labelledby="status-title">
      <div className={styles.badge({ tone })} aria-hidden="true">
        {icon}
      </div>
      <p className={styles.code}>{code}</p>
      <h1 id="status-title" className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      <Inline gap="sm" justify="center">{actions}</Inline>
    </section>
  );
}

export function StatusPage(props: StatusPageProps) {
  const layout = useLayout();
  useDocumentTitle(props.titleKey);
  if (layout) return <StatusContent {...props} />;
  return (
    <RouterBridge>
      <PublicFrame>
        <StatusContent {...props} />
      </PublicFrame>
    </RouterBridge>
  );
}
