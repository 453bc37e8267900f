/**
 * Avatar: a person's picture, or their initials when there is no picture or it fails to load
 * (the top bar's user menu, sub-account lists).
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

/**
 * Up to two initials: the first letter of the first and last words ("Ayşe Yılmaz" -> "AY").
 * A name without spaces (common for Chinese names, "王小明") gives its first character.
 * Upper-casing follows the locale, so Turkish "i" becomes "İ".
 */
export function initialsOf(name: string, locale?: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0])[0];
  const last = words.length > 1 ? Array.from(words[words.length - 1])[0] : '';
  return `${first}${last}`.toLocaleUpperCase(locale);
}

export interface AvatarProps {
  /** The person's name: the image's text alternative and the source of the initials. */
  name: string;
  src?: string;
  size?: (typeof avatarSizes)[number];
  /** Hide from assistive technology when the name is already written next to it. */
  isDecorative?: boolean;
  className?: string;
}

export function Avatar({ name, src, size = 'md', isDecorative, className }: AvatarProps) {
  const { locale } = useTranslation();
  // Remembers which source failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src && failedSrc !== src;
  const a11y = isDecorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span {...a11y} className={[styles.avatar({ size }), className].filter(Boolean).join(' ')}>
      {showImage ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name, locale)}</span>
      )}
    </span>
  );
}
