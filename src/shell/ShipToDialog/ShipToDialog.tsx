/**
 * The ship-to dialog (spec sections 2 and 9): 400px wide, not closed by a backdrop click, a searchable
 * country select and a currency select offering USD only; saving reloads the page (the ship-to machine).
 * Rendered inside ShipToContext.Provider.
 */
import { Button } from '@/design-system/components/Button';
import { CountrySelect } from '@/design-system/components/CountrySelect';
import { Dialog } from '@/design-system/components/Dialog';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Select, SelectItem } from '@/design-system/components/Select';
import { Spinner } from '@/design-system/components/Spinner';
import { Stack } from '@/design-system/components/Stack';
import { useTranslation } from '@/i18n/i18n';
import { filterCountries, OFFERED_CURRENCIES, ShipToContext } from '@/machines/shipTo';
import * as styles from './ShipToDialog.css';

export function ShipToDialog() {
  const { t } = useTranslation();
  const actor = ShipToContext.useActorRef();
  const state = ShipToContext.useSelector((s) => s);
  const { countries, search, countryId, currencyCode } = state.context;
  const isOpen = state.matches('open');
  const loading = state.matches({ open: 'loading' });
  const failed = state.matches({ open: 'failed' });
  const saving = state.matches({ open: 'saving' }) || state.matches('saved');
  const choices = filterCountries(countries, search);

  return (
    <Dialog
      title={t('shell.shipTo.title')}
      size="shipTo"
      isOpen={isOpen || state.matches('saved')}
      // Spec: a click on the backdrop does not close it (Escape and the buttons still do).
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'shipTo.close' });
      }}
      footer={
        <>
          <Button variant="secondary" onPress={() => actor.send({ type: 'shipTo.close' })} isDisabled={saving}>
            {t('shell.shipTo.cancel')}
          </Button>
          <Button variant="primary" isPending={saving} isDisabled={loading || failed} onPress={() => actor.send({ type: 'shipTo.save' })}>
            {t('shell.shipTo.save')}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <p className={styles.intro}>{t('shell.shipTo.description')}</p>
        {loading && (
          <div className={styles.loading}>
            <Spinner aria-label={t('shell.shipTo.loading')} />
          </div>
        )}
        {failed && (
          <InlineAlert
            tone="danger"
            role="alert"
            title={t('shell.shipTo.loadFailed')}
            actions={
              <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'shipTo.retry' })}>
                {t('shell.shipTo.retry')}
              </Button>
            }
          />
        )}
        {!loading && !failed && (
          <>
            <CountrySelect
              label={t('shell.shipTo.country')}
              countries={choices}
              selectedKey={countryId}
              // The machine filters by localised name, English name and code; the field shows its result as is.
              defaultFilter={() => true}
              onInputChange={(text) => actor.send({ type: 'shipTo.search', text: text === countries.find((c) => c.id === countryId)?.name ? '' : text })}
              onSelectionChange={(key) => {
                if (key !== null) actor.send({ type: 'shipTo.selectCountry', countryId: Number(key) });
              }}
              isDisabled={saving}
              isRequired
            />
            <Select
              label={t('shell.shipTo.currency')}
              description={t('shell.shipTo.currencyHint')}
              selectedKey={currencyCode}
              onSelectionChange={(key) => {
                if (key !== null) actor.send({ type: 'shipTo.selectCurrency', currencyCode: String(key) });
              }}
              isDisabled={saving}
            >
              {OFFERED_CURRENCIES.map((code) => (
                <SelectItem key={code} id={code} textValue={t(`shell.shipTo.currencies.${code}`)}>
                  {t(`shell.shipTo.currencies.${code}`)}
                </SelectItem>
              ))}
            </Select>
          </>
        )}
      </Stack>
    </Dialog>
  );
}
