/**
 * The footer (spec section 2): the current year and the brand, and links to the terms, privacy policy,
 * help, affiliates, partner and application pages. In-app pages appear once their screens exist;
 * website pages open in a new tab. Partner brands keep their own name and support address.
 */
import { useState } from 'react';
import { Link } from '@/design-system/components/Link';
import { useTranslation } from '@/i18n/i18n';
import { config } from '@/config';
import type { Brand } from '@/app/brand';
import { routeIsBuilt, type IsBuilt } from '../shellMenus';
import * as styles from './Footer.css';

type BrandLinks = Brand['links'];

export interface FooterLink {
  key: string;
  href: string;
}

/** The footer's links for a brand; internal pages only when built, external ones always. */
export function footerLinks(options: { isPartner: boolean; support: string | null; links?: BrandLinks; affiliates?: boolean }, isBuilt: IsBuilt = routeIsBuilt): FooterLink[] {
  const site = options.links ?? { terms: config.termsUrl, privacy: config.privacyUrl, help: config.helpUrl };
  const links: FooterLink[] = [
    { key: 'shell.footer.terms', href: site.terms },
    { key: 'shell.footer.privacy', href: site.privacy },
    { key: 'shell.footer.help', href: isBuilt('faq') ? '/resource-center/faq' : site.help },
  ];
  // Affiliates is the platform's programme; partner brands do not advertise it, and it is shown only where the
  // sidebar shows it too (a sub-account without affiliates:index does not see it).
  if (!options.isPartner && (options.affiliates ?? true)) links.push({ key: 'shell.footer.affiliates', href: config.affiliatesUrl });
  if (isBuilt('partnerPage')) links.push({ key: 'shell.footer.partner', href: '/partner/page' });
  if (isBuilt('applications')) links.push({ key: 'shell.footer.applications', href: '/application/index' });
  // A partner's support site is a link; a support e-mail address is shown as text (see Footer).
  if (options.support && /^https?:\/\//.test(options.support)) links.push({ key: 'shell.footer.support', href: options.support });
  return links;
}

export interface FooterProps {
  brandName: string;
  isPartner: boolean;
  support: string | null;
  /** The brand's terms, privacy and help pages (a partner's own where it has them). */
  links?: BrandLinks;
  /** Whether the user's menu offers affiliates (default: yes, unless a partner brand). */
  affiliates?: boolean;
  year?: number;
  isBuilt?: IsBuilt;
}

export function Footer({ brandName, isPartner, support, links, affiliates, year: fixedYear, isBuilt }: FooterProps) {
  const { t } = useTranslation();
  const [currentYear] = useState(() => new Date().getFullYear());
  const year = fixedYear ?? currentYear;
  return (
    <footer className={styles.footer}>
      <span className={styles.copyright}>
        {t('shell.footer.copyright', { year, brand: brandName })}
        {support && !/^https?:\/\//.test(support) && <> · {t('shell.footer.supportEmail', { email: support })}</>}
      </span>
      <nav aria-label={t('shell.footer.label')}>
        <ul className={styles.links}>
          {footerLinks({ isPartner, support, links, affiliates }, isBuilt).map((link) => (
            <li key={link.key}>
              <Link href={link.href} variant="quiet" className={styles.link}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
