/**
 * The product guide (presentational; hidden for partner themes): the steps from finding a product to a
 * priced list, each linking to its page, and the top categories to start browsing from.
 */
import { Card } from '@/design-system/components/Card';
import { Link } from '@/design-system/components/Link';
import { useTranslation } from '@/i18n/i18n';
import type { CallData } from '@/kit/data';
import { Page } from '@/kit/page';
import { catalogueSearchPath } from './format';
import * as styles from './catalogue.css';

const steps = [
  { key: 'find', href: catalogueSearchPath },
  { key: 'ship', href: '/shipping/calculate' },
  { key: 'price', href: '/settings/price-rules' },
  { key: 'list', href: '/products/my-products' },
  { key: 'source', href: '/products/collect-products' },
] as const;

export function GuideView({ categories }: { categories: CallData<'guideSkuCategories'> | undefined }) {
  const { t } = useTranslation();
  return (
    <Page title={t('route.productGuide')} description={t('catalogue.guide.description')}>
      <div className={styles.stack}>
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={step.key}>
              <Card title={`${i + 1}. ${t(`catalogue.guide.${step.key}.title`)}`} headingLevel={2} padding="md">
                <p>{t(`catalogue.guide.${step.key}.text`)}</p>
                <Link href={step.href}>{t(`catalogue.guide.${step.key}.link`)}</Link>
              </Card>
            </li>
          ))}
        </ol>
        <section aria-labelledby="guide-categories">
          <h2 id="guide-categories" className={styles.subheading}>{t('catalogue.guide.categories')}</h2>
          <ul className={styles.chips}>
            {categories?.map((c) => <li key={c.id}><Link href={`${catalogueSearchPath}?categoryId=${c.id}`}>{c.name}</Link></li>)}
          </ul>
        </section>
      </div>
    </Page>
  );
}
