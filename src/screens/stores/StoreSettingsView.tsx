/**
 * Store settings (/storeSettings/vat, presentational): the VAT / tax numbers of the stores per country,
 * and the accounts connected to the stores (PayPal for tracking numbers, the reply-to e-mail address).
 * Both sit under the one `storeSettings` permission code, hence one page with two tabs.
 */
import { Tab, TabList, TabPanel, Tabs } from '@/design-system/components/Tabs';
import { useTranslation } from '@/i18n/i18n';
import { Page } from '@/kit/page';
import { ConnectedAccountsPanel, type ConnectedAccountsPanelProps } from './components/ConnectedAccountsPanel';
import { TaxNumbersPanel, type TaxNumbersPanelProps } from './components/TaxNumbersPanel';
import * as styles from './stores.css';

export type StoreSettingsTab = 'vat' | 'accounts';

export interface StoreSettingsViewProps {
  tab: StoreSettingsTab;
  onTab(tab: StoreSettingsTab): void;
  tax: TaxNumbersPanelProps;
  accounts: ConnectedAccountsPanelProps;
}

export function StoreSettingsView({ tab, onTab, tax, accounts }: StoreSettingsViewProps) {
  const { t } = useTranslation();
  return (
    <Page title={t('route.storeVat')} description={t('stores.settings.description')}>
      <Tabs selectedKey={tab} onSelectionChange={(key) => onTab(key === 'accounts' ? 'accounts' : 'vat')}>
        <TabList aria-label={t('stores.settings.tabs')}>
          <Tab id="vat">{t('stores.settings.tabVat')}</Tab>
          <Tab id="accounts">{t('stores.settings.tabAccounts')}</Tab>
        </TabList>
        <TabPanel id="vat" className={styles.panel}>
          <TaxNumbersPanel {...tax} />
        </TabPanel>
        <TabPanel id="accounts" className={styles.panel}>
          <ConnectedAccountsPanel {...accounts} />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
