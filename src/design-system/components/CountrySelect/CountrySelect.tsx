/**
 * The country picker (ship-to dialog, address forms): a searchable ComboBox whose options show
 * the flag and the country's name in the active language; the chosen country's flag stays in the
 * field. Items come from the countries call (`{ id, flag, name }`); `flag` is an image URL or an
 * emoji.
 */
import { useContext } from 'react';
import { ComboBoxStateContext, type Key } from 'react-aria-components';
import { useTranslation } from '@/i18n/i18n';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from '../ComboBox';
import * as styles from './CountrySelect.css';

export interface Country {
  id: number | string;
  flag: string;
  /** Localised name. */
  name: string;
}

export interface CountrySelectProps extends Omit<ComboBoxProps<Country>, 'children' | 'items' | 'defaultItems' | 'startAdornment'> {
  countries: readonly Country[];
}

const isImage = (flag: string) => /^(https?:|\/|data:|\.\/)/.test(flag);

/** A flag as an image (decorative: the name beside it says the country) or as an emoji. */
export function Flag({ flag, className }: { flag: string; className?: string }) {
  const classes = [styles.flag, className].filter(Boolean).join(' ');
  if (!flag) return <span className={classes} aria-hidden="true" />;
  return isImage(flag) ? (
    <img className={classes} src={flag} alt="" width={20} height={15} loading="lazy" />
  ) : (
    <span className={classes} aria-hidden="true">{flag}</span>
  );
}

/** Reads the current selection from the ComboBox so the field shows its flag. */
function SelectedFlag() {
  const state = useContext(ComboBoxStateContext);
  const country = state?.selectedItem?.value as Country | undefined;
  return country ? <Flag flag={country.flag} className={styles.selectedFlag} /> : null;
}

export function CountrySelect({ countries, label, ...props }: CountrySelectProps) {
  const { t } = useTranslation();
  return (
    <ComboBox<Country>
      label={label ?? t('ds.country.label')}
      placeholder={t('ds.country.placeholder')}
      {...props}
      defaultItems={countries}
      startAdornment={<SelectedFlag />}
    >
      {(country) => (
        <ComboBoxItem id={country.id as Key} textValue={country.name}>
          <Flag flag={country.flag} />
          {country.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
