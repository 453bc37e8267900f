/**
 * A link. Internal paths navigate through React Aria's router integration (see RouterBridge), so
 * the page does not reload. External links (absolute http(s) URLs, or `isExternal`) open in a new
 * tab, show a mark, and tell screen-reader users so with a translated hint.
 */
import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/i18n';
import { visuallyHidden } from '../../styles/focusRing.css';
import { externalMark, link } from './Link.css';
import { isExternalHref } from './href';

export const linkVariants = ['inline', 'standalone', 'quiet'] as const;

export interface LinkProps extends RACLinkProps {
  variant?: (typeof linkVariants)[number];
  /** Open in a new tab; defaults to true for absolute http(s) URLs. */
  isExternal?: boolean;
}


export function Link({ variant, isExternal, className, children, target, rel, ...props }: LinkProps) {
  const { t } = useTranslation();
  const external = isExternal ?? isExternalHref(props.href);
  return (
    <RACLink
      {...props}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      className={composeRenderProps(className, (custom) => [link({ variant }), custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {external && (
            <>
              <ExternalLink className={externalMark} aria-hidden="true" focusable="false" />
              <span className={visuallyHidden}>{t('ds.link.newTab')}</span>
            </>
          )}
        </>
      ))}
    </RACLink>
  );
}
