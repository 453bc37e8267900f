/** Countries with names in the caller's language, and the currencies offered. */
import { asc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { DbOrTx } from '../../db/client';
import { country, currency } from '../../db/schema';
import type { Country, Currency } from '../../../src/api/contract/common';
import type { Lang } from '../../http/i18n';

type CountryData = Static<typeof Country>;

export async function listCountries(db: DbOrTx, lang: Lang, only: { shipsFrom?: boolean } = {}): Promise<CountryData[]> {
  const rows = await db.select().from(country).where(only.shipsFrom ? eq(country.shipsFrom, true) : undefined).orderBy(asc(country.id));
  const name = (row: typeof rows[number]) => (lang === 'zh' ? row.nameZh : lang === 'tr' ? row.nameTr : row.nameEn);
  const collator = new Intl.Collator(lang);
  return rows
    .map((row) => ({ id: row.id, code: row.code, flag: row.flag, name: name(row), enName: row.nameEn }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function listCurrencies(db: DbOrTx): Promise<Static<typeof Currency>[]> {
  return db.select({ id: currency.id, code: currency.code, name: currency.name, nameEn: currency.nameEn, symbol: currency.symbol })
    .from(currency).where(eq(currency.offered, true)).orderBy(asc(currency.id));
}
