/**
 * Image: a product or store picture (spec section 9). It loads lazily, asks the image host for
 * a picture the size it is shown at (src/design-system/image/resize.ts), retries a failed load
 * exactly once, and then shows a placeholder in place of a broken-image icon.
 */
import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { imageSrcSet, resizeImage } from '@/design-system/image/resize';
import * as styles from './Image.css';

export const imageFits = ['cover', 'contain'] as const;
export const imageRadii = ['none', 'sm', 'md'] as const;

/** Spec section 9: "lazy-load retries 1". */
export const imageRetries = 1;

export interface ImageProps {
  src: string | null | undefined;
  /** Text alternative; empty for a decorative picture. */
  alt: string;
  /** Displayed size in CSS px; the width also picks the resized rendition. */
  width: number;
  height?: number;
  fit?: (typeof imageFits)[number];
  radius?: (typeof imageRadii)[number];
  bordered?: boolean;
  /** Load at once instead of when scrolled near (pictures above the fold). */
  eager?: boolean;
  /** Called once, when the retry has failed too and the placeholder is shown. */
  onFail?: (src: string) => void;
  className?: string;
}

type LoadState = { src: string; attempt: number; status: 'loading' | 'loaded' | 'failed' };

export function Image({ src, alt, width, height = width, fit = 'cover', radius = 'sm', bordered = false, eager, onFail, className }: ImageProps) {
  const { t } = useTranslation();
  const source = src ?? '';
  const [state, setState] = useState<LoadState>({ src: source, attempt: 0, status: 'loading' });
  // A new src starts over (with its own retry), without an effect and a wasted render.
  const current = state.src === source ? state : { src: source, attempt: 0, status: 'loading' as const };
  if (current !== state) setState(current);

  const failed = !source || current.status === 'failed';
  const onError = () => {
    if (current.attempt < imageRetries) {
      // A new key remounts the <img>, which makes the browser request the picture again.
      setState({ ...current, attempt: current.attempt + 1 });
      return;
    }
    setState({ ...current, status: 'failed' });
    onFail?.(source);
  };

  return (
    <span
      className={[styles.frame({ radius, bordered }), className].filter(Boolean).join(' ')}
      style={{ width, height }}
      data-status={failed ? 'failed' : current.status}
      data-attempt={current.attempt}
    >
      {failed ? (
        <span
          className={styles.placeholder}
          {...(alt ? { role: 'img', 'aria-label': `${alt} (${t('ds.image.unavailable')})` } : { 'aria-hidden': true })}
        >
          <ImageOff size={Math.max(14, Math.min(32, Math.round(Math.min(width, height) / 3)))} aria-hidden="true" />
        </span>
      ) : (
        <img
          key={current.attempt}
          className={styles.image({ fit })}
          src={resizeImage(source, width)}
          srcSet={imageSrcSet(source, width)}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          data-loaded={current.status === 'loaded' || undefined}
          onLoad={() => setState({ ...current, status: 'loaded' })}
          onError={onError}
        />
      )}
    </span>
  );
}
