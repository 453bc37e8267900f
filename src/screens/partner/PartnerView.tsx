/**
 * /partner/page (spec section 2, linked from the footer): the partner programme, and the partner
 * studio to try one's brand on the live portal for this browser session only — the same contrast
 * report and token-file download as Storybook's Partners/Studio. Presentational: props in, events out.
 */
import { PartnerStudio } from '@/brand/studio/PartnerStudio';
import type { StudioDraft } from '@/brand/studio/draft';
import { Button } from '@/design-system/components/Button';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Page } from '@/kit/page';
import { useTranslation } from '@/i18n/i18n';
import * as styles from './PartnerView.css';

export interface PartnerViewProps {
  draft: StudioDraft;
  onDraftChange: (draft: StudioDraft) => void;
  /** The name of the brand being tried on the portal, or null when none is. */
  trying: string | null;
  /** Null when the draft cannot make a brand yet (no valid brand colour or name). */
  onTry: (() => void) | null;
  onEnd: () => void;
  /** The support contact of the visit's brand, if it has one. */
  support: string | null;
}

const benefits = ['brand', 'readable', 'file'] as const;

export function PartnerView({ draft, onDraftChange, trying, onTry, onEnd, support }: PartnerViewProps) {
  const { t } = useTranslation();
  return (
    <Page title={t('partner.page.title')} description={t('partner.page.intro')}>
      <ul className={styles.benefits}>
        {benefits.map((key) => (
          <li key={key}>{t(`partner.page.benefits.${key}`)}</li>
        ))}
      </ul>
      {support && <p className={styles.muted}>{t('partner.page.contact', { support })}</p>}
      <PartnerStudio draft={draft} onDraftChange={onDraftChange}>
        <section aria-labelledby="partner-try" className={styles.tryPanel}>
          <h2 id="partner-try" className={styles.heading}>{t('partner.page.tryTitle')}</h2>
          <p className={styles.muted}>{t('partner.page.tryIntro')}</p>
          {trying && (
            <InlineAlert tone="info">
              {t('partner.page.active', { name: trying })}
            </InlineAlert>
          )}
          <div className={styles.actions}>
            <Button variant="primary" isDisabled={!onTry} onPress={() => onTry?.()}>
              {trying ? t('partner.page.update') : t('partner.page.apply')}
            </Button>
            {trying && (
              <Button variant="secondary" onPress={onEnd}>
                {t('partner.page.end')}
              </Button>
            )}
          </div>
        </section>
      </PartnerStudio>
    </Page>
  );
}
