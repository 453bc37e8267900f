/**
 * TagGroup and Tag: a keyboard-navigable row of tags, optionally selectable and closable.
 * The shell's visited views are a TagGroup whose tags are links, with the current view
 * selected and a close button on each (onRemove).
 */
import { createContext, useContext, type ReactNode } from 'react';
import {
  Button as RACButton,
  Label as RACLabel,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList as RACTagList,
  Text as RACText,
  composeRenderProps,
  type TagGroupProps as RACTagGroupProps,
  type TagListProps as RACTagListProps,
  type TagProps as RACTagProps,
} from 'react-aria-components';
import { X } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './TagGroup.css';

export const tagSizes = ['sm', 'md'] as const;
type TagSize = (typeof tagSizes)[number];

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** The group's size reaches every tag without repeating it on each. */
const SizeContext = createContext<TagSize>('md');

export interface TagGroupProps<T>
  extends Omit<RACTagGroupProps, 'children'>,
    Pick<RACTagListProps<T>, 'items' | 'children' | 'renderEmptyState' | 'dependencies'> {
  /** A visible label; without one, give `aria-label`. */
  label?: ReactNode;
  description?: ReactNode;
  size?: TagSize;
}

export function TagGroup<T extends object>({
  label,
  description,
  size = 'md',
  items,
  children,
  renderEmptyState,
  dependencies,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <RACTagGroup {...props} className={join(styles.group, className)}>
      {label !== undefined && <RACLabel className={styles.label}>{label}</RACLabel>}
      <SizeContext.Provider value={size}>
        <RACTagList
          className={styles.list}
          items={items}
          dependencies={dependencies}
          renderEmptyState={renderEmptyState && ((state) => <span className={styles.empty}>{renderEmptyState(state)}</span>)}
        >
          {children}
        </RACTagList>
      </SizeContext.Provider>
      {description !== undefined && (
        <RACText slot="description" className={styles.description}>
          {description}
        </RACText>
      )}
    </RACTagGroup>
  );
}

export type TagProps = RACTagProps;

export function Tag({ children, className, ...props }: TagProps) {
  const { t } = useTranslation();
  const size = useContext(SizeContext);
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACTag
      {...props}
      textValue={textValue}
      data-link={props.href ? true : undefined}
      className={composeRenderProps(className, (custom) => join(styles.tag({ size }), custom))}>
      {composeRenderProps(children, (content, { allowsRemoving }) => (
        <>
          <span className={styles.text}>{content}</span>
          {allowsRemoving && (
            // React Aria labels this button with its own text plus the tag's, e.g. "Remove Dashboard".
            <RACButton slot="remove" className={styles.remove} aria-label={t('ds.tagGroup.remove')}>
              <X size={12} strokeWidth={2.5} aria-hidden="true" />
            </RACButton>
          )}
        </>
      ))}
    </RACTag>
  );
}
