/**
 * /dashboard: the first page a merchant lands on. The navbar figures as cards (cart items, unread
 * messages, open tasks, products in the list) loaded with useCall (useDashboardFigures), whether a
 * store is connected — with a clear call to connect one when none is — the cart per type, and next
 * steps that lead somewhere real. Following the dashboard's menu entry again (`?t=`) reloads the
 * figures through the data layer (DataProvider refreshes the page's calls), not through the shell.
 */
import {
  BadgePercent, TriangleAlert, Bell, CheckCircle2, ChevronRight, Globe2, LifeBuoy, ListChecks, Package, RefreshCw, ShoppingCart, Store, UserRound,
} from 'lucide-react';
import { memo, useRef } from 'react';
import { Badge } from '@/design-system/components/Badge';
import { Button } from '@/design-system/components/Button';
import { Card } from '@/design-system/components/Card';
import { EmptyState } from '@/design-system/components/EmptyState';
import { Icon } from '@/design-system/components/Icon';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Link } from '@/design-system/components/Link';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stat } from '@/design-system/components/Stat';
import { useTranslation } from '@/i18n/i18n';
import { config } from '@/config';
import { usePartner } from '@/machines/partner';
import { AfterFirstPaint } from '@/app/afterFirstPaint';
import { useBrand } from '@/app/brand';
import { displayName, roleLabel, SessionContext, type SessionUser } from '@/machines/session';
import { ShipToContext } from '@/machines/shipTo';
import { linkTo } from '@/routes/menus';
import { cartKindOf, cartTypeOfKind, type CartKind } from '@/shell/navbar/cartKinds';
import { useDashboardFigures } from './useDashboardFigures';
import * as styles from './DashboardScreen.css';

/** Store platforms the portal installs into (spec section 2's platform callbacks). */
export const storePlatforms = ['Shopify', 'WooCommerce', 'Shopline', 'Shoplazza', 'BigCommerce', 'Wix', 'Etsy', 'AliExpress'] as const;

// The store card and the next steps depend on the user only: memoised, the figures arriving one by one
// (each a re-render of the dashboard) leave them alone.
const StoreCard = memo(function StoreCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { isPartner } = usePartner();
  const myStores = linkTo('myStores', user, { partner: isPartner }) ?? undefined;
  if (user.hasAuthStore) {
    return (
      <Card title={t('dashboard.stores.title')} variant="elevated" padding="lg">
        <div className={styles.storeConnected}>
          <Icon icon={CheckCircle2} size="lg" tone="success" />
          <div>
            <p className={styles.strong}>{t('dashboard.stores.connected')}</p>
            <p className={styles.muted}>{t('dashboard.stores.connectedHint')}</p>
          </div>
        </div>
        {myStores && <Link href={myStores}>{t('dashboard.stores.manage')}</Link>}
      </Card>
    );
  }
  return (
    <Card title={t('dashboard.stores.title')} variant="elevated" padding="lg">
      <EmptyState
        icon={<Store size={24} />}
        title={t('dashboard.stores.none')}
        description={t('dashboard.stores.noneHint')}
        action={
          myStores ? <Link href={myStores}>{t('dashboard.stores.connect')}</Link> : undefined
        }
      />
      <div id="store-platforms" className={styles.platforms}>
        <p className={styles.muted}>{t('dashboard.stores.howTo')}</p>
        <ul className={styles.platformList} aria-label={t('dashboard.stores.platforms')}>
          {storePlatforms.map((platform) => (
            <li key={platform} className={styles.platform}>{platform}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
});

function CartCard({ user, counts, loaded }: { user: SessionUser; counts: Record<CartKind, number>; loaded: boolean }) {
  const { t } = useTranslation();
  const { cartTypes, isPartner } = usePartner();
  const kinds = cartTypes.map(cartKindOf).filter((kind): kind is CartKind => kind !== null);
  const cartList = linkTo('cartList', user, { partner: isPartner });
  return (
    <Card title={t('dashboard.cart.title')} description={t('dashboard.cart.description')} variant="elevated" padding="lg">
      <ul className={styles.rows}>
        {kinds.map((kind) => {
          const href = cartList ? `${cartList}?type=${cartTypeOfKind[kind]}` : null;
          const label = t(`shell.cart.type.${kind}`);
          return (
            <li key={kind} className={styles.row}>
              {href ? <Link href={href}>{label}</Link> : <span>{label}</span>}
              {loaded ? <Badge count={counts[kind]} showZero tone={counts[kind] > 0 ? 'brand' : 'neutral'} label={t('shell.cart.items', { count: counts[kind] })} /> : <Skeleton width="2.5em" height="1.25em" />}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** The profile's required parts (the profile form's required fields): a first and a last name. */
export const isProfileComplete = (user: Pick<SessionUser, 'firstName' | 'lastName'>): boolean =>
  user.firstName.trim() !== '' && user.lastName.trim() !== '';

interface Step {
  key: string;
  icon: typeof Store;
  href?: string;
  onPress?: () => void;
}

const NextSteps = memo(function NextSteps({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { isPartner } = usePartner();
  const brand = useBrand();
  const shipTo = ShipToContext.useActorRef();
  const steps: Step[] = [];
  const profile = linkTo('accountSettings', user, { partner: isPartner });
  // Only a profile still missing its name is worth a step ("Complete your profile" for a complete one says nothing).
  if (profile && !isProfileComplete(user)) steps.push({ key: 'profile', icon: UserRound, href: profile });
  steps.push({ key: 'shipTo', icon: Globe2, onPress: () => shipTo.send({ type: 'shipTo.open' }) });
  const contactPage = linkTo('contact', user, { partner: isPartner });
  const contact = contactPage && `${contactPage}?active=messages`;
  steps.push({ key: 'help', icon: LifeBuoy, href: contact ?? brand.links.help });
  // Affiliates is an external page: shown where the sidebar shows it (not for partners, nor without affiliates:index).
  if (linkTo('affiliates', user, { partner: isPartner, isBuilt: () => true })) steps.push({ key: 'affiliates', icon: BadgePercent, href: config.affiliatesUrl });
  return (
    <Card title={t('dashboard.next.title')} variant="elevated" padding="lg">
      <ul className={styles.steps}>
        {steps.map((step) => (
          <li key={step.key} className={styles.step}>
            <span className={styles.stepIcon}><Icon icon={step.icon} size="md" /></span>
            <span className={styles.stepText}>
              {step.href ? (
                <Link href={step.href} className={styles.stepLink}>{t(`dashboard.next.${step.key}.title`)}</Link>
              ) : (
                <Button variant="quiet" size="sm" className={styles.stepButton} onPress={step.onPress} iconEnd={ChevronRight}>
                  {t(`dashboard.next.${step.key}.title`)}
                </Button>
              )}
              <span className={styles.muted}>{t(`dashboard.next.${step.key}.description`, { currency: user.currencyCode })}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
});

/**
 * One number format per language, made once: `value.toLocaleString(locale)` builds a new Intl.NumberFormat at
 * every call, and the figures call it five times in each render (the first page's and one per answer), a third
 * of the page's render on a slow phone (issue 13). The same text: toLocaleString(locale) is this format's format().
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

export default function DashboardScreen() {
  const user = SessionContext.useSelector((s) => s.context.user);
  return user ? <Dashboard user={user} /> : null;
}

function Dashboard({ user }: { user: SessionUser }) {
  const { t, locale } = useTranslation();
  const { figures: counts, loaded, failed, refreshing, refresh } = useDashboardFigures(user.id);
  const { cartTypes, isPartner } = usePartner();
  const ordersList = linkTo('ordersList', user, { partner: isPartner });

  const number = numberFormat(locale).format;
  const cartTotal = cartTypes.map(cartKindOf).reduce((sum, kind) => sum + (kind ? counts.cart[kind] : 0), 0);
  const isLoading = !loaded && !failed;
  // The cards below the figures (below the fold on a phone) render one task after the first page has painted,
  // so the shell's and the dashboard's first render is not one long task on a slow phone (issue 13); the page is
  // busy until then, and their step re-renders them alone, not the figures.
  const page = useRef<HTMLDivElement>(null);

  return (
    <div ref={page} className={styles.page} aria-busy>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('dashboard.title')}</h1>
          <p className={styles.description}>
            {t('dashboard.greeting', { name: displayName(user) })} · {roleLabel(user, { admin: t('shell.user.adminLabel'), staff: t('shell.user.staffLabel') })}
          </p>
        </div>
        <Button variant="secondary" iconStart={RefreshCw} isPending={refreshing && loaded} onPress={refresh}>
          {t('dashboard.refresh')}
        </Button>
      </div>

      {failed && (
        <InlineAlert
          tone="danger"
          role="alert"
          title={t('dashboard.loadFailed')}
          actions={<Button size="sm" variant="secondary" onPress={refresh}>{t('dashboard.retry')}</Button>}
        />
      )}

      <section aria-label={t('dashboard.figures')}>
        <div className={styles.figures}>
          <Stat label={t('dashboard.stats.cart')} value={number(cartTotal)} description={t('dashboard.stats.cartHint')} icon={<ShoppingCart size={18} />} isLoading={isLoading} />
          <Stat label={t('dashboard.stats.messages')} value={number(counts.unreadMessages)} description={t('dashboard.stats.messagesHint')} icon={<Bell size={18} />} isLoading={isLoading} />
          <Stat label={t('dashboard.stats.tasks')} value={number(counts.unprocessedTasks)} description={t('dashboard.stats.tasksHint')} icon={<ListChecks size={18} />} isLoading={isLoading} />
          <Stat label={t('dashboard.stats.products')} value={number(counts.productCount)} description={t('dashboard.stats.productsHint')} icon={<Package size={18} />} isLoading={isLoading} />
          {/* A figure like the others (not an alert above them): nothing moves when the counts arrive. */}
          {ordersList && (
            <Stat
              label={t('dashboard.stats.attention')}
              value={number(counts.ordersNeedingAttention)}
              description={<Link href={`${ordersList}?status=attention`}>{t('dashboard.stats.attentionLink')}</Link>}
              icon={<TriangleAlert size={18} />}
              isLoading={isLoading}
            />
          )}
        </div>
      </section>

      <AfterFirstPaint busy={page}>
        <div className={styles.columns}>
          <StoreCard user={user} />
          <CartCard user={user} counts={counts.cart} loaded={loaded} />
        </div>
        <NextSteps user={user} />
      </AfterFirstPaint>
    </div>
  );
}
