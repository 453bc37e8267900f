/**
 * Connect a store (presentational dialog): choose among the platforms, type the shop address where the
 * platform needs one (checked against the platform's pattern from the contract; the server checks it
 * again), then go on to the platform's authorisation page. A platform without a connector here is shown
 * disabled. The server's 9001 naming `shop` lands on the field.
 */
import { useState } from 'react';
import { Button } from '@/design-system/components/Button';
import { Dialog } from '@/design-system/components/Dialog';
import { Form } from '@/design-system/components/Form';
import { InlineAlert } from '@/design-system/components/InlineAlert';
import { Radio, RadioGroup } from '@/design-system/components/RadioGroup';
import { TextField } from '@/design-system/components/TextField';
import { useTranslation } from '@/i18n/i18n';
import { textRules } from '@/kit/form';
import type { PlatformInfo } from '../format';
import * as styles from '../stores.css';

export interface ConnectStoreDialogProps {
  platforms: readonly PlatformInfo[] | undefined;
  /** Starts connecting; resolves once the browser is on its way (or rejects with the server's error). */
  onConnect(platform: PlatformInfo['platform'], shop: string | undefined): Promise<unknown>;
  /** The server's message for the shop field (9001), if any. */
  shopError?: string | null;
  isPending?: boolean;
}

export function ConnectStoreDialog({ platforms, onConnect, shopError, isPending }: ConnectStoreDialogProps) {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<string | null>(null);
  const [shop, setShop] = useState('');
  const chosen = platforms?.find((info) => info.platform === platform);
  const rules = textRules('storeConnect', 'shop');
  const pattern = chosen?.shopPattern ? new RegExp(chosen.shopPattern, 'u') : null;
  const validateShop = (value: string) => {
    const text = value.trim();
    if (!text) return t('stores.connect.shopRequired');
    if (pattern && !pattern.test(text)) return t('stores.connect.shopPattern', { example: chosen?.shopExample ?? '' });
    return rules.validate(text);
  };
  return (
    <Dialog title={t('stores.connect.title')} size="md">
      {(close) => (
        <Form
          aria-label={t('stores.connect.title')}
          className={styles.form}
          validationErrors={shopError ? { shop: shopError } : undefined}
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            void onConnect(chosen.platform, chosen.needsShop ? shop.trim() : undefined).then(() => close(), () => undefined);
          }}
        >
          <p>{t('stores.connect.intro')}</p>
          <RadioGroup
            label={t('stores.connect.platform')}
            value={platform}
            onChange={(value) => { setPlatform(value); setShop(''); }}
            isRequired
            className={styles.platforms}
          >
            {(platforms ?? []).map((info) => (
              <Radio key={info.platform} value={info.platform} isDisabled={!info.available}>
                {t(`stores.platform.${info.platform}`)}
              </Radio>
            ))}
          </RadioGroup>
          {chosen?.needsShop && (
            <TextField
              name="shop"
              label={t('stores.connect.shop', { platform: t(`stores.platform.${chosen.platform}`) })}
              description={chosen.shopExample ? t('stores.connect.shopHint', { example: chosen.shopExample }) : undefined}
              placeholder={chosen.shopExample ?? undefined}
              value={shop}
              onChange={setShop}
              isRequired
              maxLength={rules.maxLength}
              validate={validateShop}
            />
          )}
          {chosen?.sandbox && <InlineAlert tone="info">{t('stores.connect.sandbox')}</InlineAlert>}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close}>{t('stores.action.cancel')}</Button>
            <Button variant="primary" type="submit" isDisabled={!chosen} isPending={isPending}>
              {t('stores.connect.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
