/** The merchant's order preferences: codes and options in the contract; a value never set is the first option. */
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { customerPreference } from '../../db/schema';
import { preferenceCodes, preferenceOptions, type PreferenceCode } from '../../../src/api/contract/orderSettings';
import { ApiFailure } from '../../http/envelope';
import { apiStatus } from '../../../src/api/contract/shared';
import { translate, type Lang } from '../../http/i18n';

export async function preferencesOf(db: DbOrTx, customerId: number) {
  const rows = await db.select().from(customerPreference).where(eq(customerPreference.customerId, customerId));
  const saved = new Map(rows.map((r) => [r.code, r.value]));
  return preferenceCodes.map((code) => {
    const options = [...preferenceOptions[code]] as string[];
    const value = saved.get(code);
    return { code, value: value && options.includes(value) ? value : options[0], options };
  });
}

/** One preference's value (its default when unset). */
export async function preferenceOf(db: DbOrTx, customerId: number, code: PreferenceCode): Promise<string> {
  const [row] = await db.select({ value: customerPreference.value }).from(customerPreference)
    .where(and(eq(customerPreference.customerId, customerId), eq(customerPreference.code, code)));
  const options = preferenceOptions[code] as readonly string[];
  return row && options.includes(row.value) ? row.value : options[0];
}

/** Checks every item first (9001 naming items.N.code / items.N.value), then saves them all in one transaction. */
export async function updatePreferences(db: Db, customerId: number, items: Array<{ code: string; value: string }>, lang: Lang) {
  items.forEach((item, i) => {
    const bad = (field: string, key: string) => new ApiFailure(apiStatus.invalidInput, { params: { field: `items.${i}.${field}`, reason: translate(lang, key) } });
    if (!(preferenceCodes as string[]).includes(item.code)) throw bad('code', 'server.orderSettings.unknownPreference');
    if (!(preferenceOptions[item.code as PreferenceCode] as readonly string[]).includes(item.value)) throw bad('value', 'server.orderSettings.badPreferenceValue');
  });
  await db.transaction(async (tx) => {
    for (const item of items) {
      await tx.insert(customerPreference).values({ customerId, code: item.code, value: item.value })
        .onConflictDoUpdate({ target: [customerPreference.customerId, customerPreference.code], set: { value: item.value, updatedAt: new Date() } });
    }
  });
  return preferencesOf(db, customerId);
}
