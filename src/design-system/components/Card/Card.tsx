/**
 * A surface that groups one topic (a dashboard figure block, a settings section, a table).
 * With a `title` it becomes a labelled region, so screen-reader users can jump between cards.
 */
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export const cardVariants = ['outlined', 'elevated', 'subtle'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  variant?: (typeof cardVariants)[number];
  padding?: (typeof cardPaddings)[number];
  title?: ReactNode;
  description?: ReactNode;
  /** Controls at the header's end (buttons, menus). */
  actions?: ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3 | 4;
  children?: ReactNode;
}

export function Card({ variant, padding, title, description, actions, headingLevel = 2, className, children, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || actions != null;
  return (
    <section
      {...rest}
      aria-labelledby={title != null ? titleId : rest['aria-labelledby']}
      className={[styles.card({ variant, padding }), className].filter(Boolean).join(' ')}
    >
      {hasHeader && (
        <div className={styles.header}>
          <div className={styles.titles}>
            {title != null && <Heading id={titleId} className={styles.title}>{title}</Heading>}
            {description != null && <p className={styles.description}>{description}</p>}
          </div>
          {actions != null && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
