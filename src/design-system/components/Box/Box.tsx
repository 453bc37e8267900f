/**
 * The layout atom: a plain element whose spacing, surface and flex props are sprinkles over the
 * theme's scales, so screens never write ad-hoc margins or colours.
 */
import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';

export const boxElements = ['div', 'section', 'header', 'footer', 'main', 'nav', 'aside', 'article', 'ul', 'ol', 'li', 'span', 'form'] as const;
export type BoxElement = (typeof boxElements)[number];

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    as?: BoxElement;
    children?: ReactNode;
    ref?: Ref<HTMLElement>;
  };

/** Splits props into sprinkles (atomic classes) and the rest (DOM attributes). */
export function splitSprinkles<P extends Record<string, unknown>>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  const atomClass = sprinkles(atoms);
  return createElement(as, { ...rest, className: className ? `${atomClass} ${className}` : atomClass });
}
