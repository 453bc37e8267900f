/**
 * Disclosure and DisclosureGroup: collapsible sections. The sidebar's menu groups (Home,
 * After sale, Products...) are a DisclosureGroup in the `sidebar` variant; pages use the
 * default variant for folding detail away.
 */
import { createContext, useContext, type ReactNode } from 'react';
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  DisclosurePanel as RACDisclosurePanel,
  Heading as RACHeading,
  composeRenderProps,
  type DisclosureGroupProps as RACDisclosureGroupProps,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import * as styles from './Disclosure.css';

export const disclosureVariants = ['default', 'sidebar'] as const;
type Variant = (typeof disclosureVariants)[number];

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** A group's variant reaches its sections, so a sidebar group is styled in one place. */
const VariantContext = createContext<Variant | null>(null);

export interface DisclosureGroupProps extends RACDisclosureGroupProps {
  variant?: Variant;
}

export function DisclosureGroup({ variant = 'default', className, ...props }: DisclosureGroupProps) {
  return (
    <VariantContext.Provider value={variant}>
      <RACDisclosureGroup {...props} className={composeRenderProps(className, (custom) => join(styles.group({ variant }), custom))} />
    </VariantContext.Provider>
  );
}

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** The always-visible heading that toggles the section. */
  title: ReactNode;
  /** A leading icon (sidebar groups). */
  icon?: ReactNode;
  /** Trailing content in the heading, e.g. a Badge. */
  extra?: ReactNode;
  /** The heading's level in the page outline. */
  level?: 2 | 3 | 4 | 5 | 6;
  variant?: Variant;
  children: ReactNode;
}

export function Disclosure({ title, icon, extra, level = 3, variant, children, className, ...props }: DisclosureProps) {
  const inherited = useContext(VariantContext);
  const resolved = variant ?? inherited ?? 'default';
  return (
    <RACDisclosure {...props} className={composeRenderProps(className, (custom) => join(styles.disclosure({ variant: resolved }), custom))}>
      <RACHeading level={level} className={styles.heading}>
        <RACButton slot="trigger" className={styles.trigger({ variant: resolved })}>
          {icon && <span className={styles.icon}>{icon}</span>}
          <span className={styles.title}>{title}</span>
          {extra}
          <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
        </RACButton>
      </RACHeading>
      <RACDisclosurePanel className={styles.panel({ variant: resolved })}>{children}</RACDisclosurePanel>
    </RACDisclosure>
  );
}
