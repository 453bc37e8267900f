/**
 * Breadcrumbs: where the current page sits in the menu ("Orders / Manage orders").
 * The last crumb is the current page (aria-current="page", not a link). Links go through
 * React Aria's router integration, so the app's RouterProvider makes them client-side.
 *
 * Drawn as React Aria's Breadcrumbs draws them (nav > ol > li, each crumb's link given its state through
 * LinkContext) but without its collection builder: the top bar shows breadcrumbs on every signed-in page,
 * and that code (React Aria's collection document and builder) was a few kB of the first page (issue 13).
 */
import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import {
  Link as RACLink,
  LinkContext,
  type BreadcrumbProps as RACBreadcrumbProps,
  type BreadcrumbsProps as RACBreadcrumbsProps,
  type Key,
} from 'react-aria-components';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './Breadcrumbs.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export type BreadcrumbsProps<T> = RACBreadcrumbsProps<T>;

interface CrumbState {
  id: Key;
  isCurrent: boolean;
  isDisabled: boolean;
  onAction?: (key: Key) => void;
}
const CrumbContext = createContext<CrumbState>({ id: 0, isCurrent: false, isDisabled: false });

export function Breadcrumbs<T extends object>({ className, items, children, isDisabled = false, onAction, style, id, ...props }: BreadcrumbsProps<T>) {
  const { t } = useTranslation();
  const crumbs: ReactNode[] = items && typeof children === 'function' ? [...items].map((item) => children(item)) : Children.toArray(children as ReactNode);
  const elements = crumbs.filter(isValidElement) as ReactElement<{ id?: Key }>[];
  return (
    <nav aria-label={props['aria-label'] ?? t('ds.breadcrumbs.label')}>
      <ol id={id} style={style} className={join(styles.list, className)}>
        {elements.map((element, index) => {
          const key: Key = element.props.id ?? element.key ?? index;
          return (
            <CrumbContext.Provider key={key} value={{ id: key, isCurrent: index === elements.length - 1, isDisabled, onAction }}>
              {element}
            </CrumbContext.Provider>
          );
        })}
      </ol>
    </nav>
  );
}

export interface BreadcrumbProps extends Omit<RACBreadcrumbProps, 'children'> {
  /** Where the crumb leads; omit for a group heading that has no page of its own. */
  href?: string;
  children: ReactNode;
}

export function Breadcrumb({ href, children, className, style }: BreadcrumbProps) {
  const { id, isCurrent, isDisabled: groupDisabled, onAction } = useContext(CrumbContext);
  const isDisabled = groupDisabled || isCurrent;
  const values = { isCurrent, isDisabled };
  const custom = typeof className === 'function' ? className({ ...values, defaultClassName: undefined }) : className;
  return (
    <li
      className={join(styles.item, custom)}
      style={typeof style === 'function' ? style({ ...values, defaultStyle: {} }) : style}
      data-current={isCurrent || undefined}
      data-disabled={isDisabled || undefined}
    >
      <LinkContext.Provider value={{ 'aria-current': isCurrent ? 'page' : undefined, isDisabled, onPress: () => onAction?.(id) }}>
        <RACLink href={href} className={styles.link}>
          {children}
        </RACLink>
      </LinkContext.Provider>
      {!isCurrent && <ChevronRight className={styles.separator} size={14} aria-hidden="true" />}
    </li>
  );
}
