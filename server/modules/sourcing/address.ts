/** The address samples of sourced products go to (/sourcing/address): one per merchant, saved whole. */
import { eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { DbOrTx } from '../../db/client';
import { country, sourcingAddress } from '../../db/schema';
import type { SourcingAddress } from '../../../src/api/contract/sourcing';
import { apiStatus } from '../../../src/api/contract/shared';
import { ApiFailure } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';

type Address = Static<typeof SourcingAddress>;

export async function getAddress(db: DbOrTx, ownerId: number, lang: Lang) {
  const [row] = await db.select({ address: sourcingAddress, nameEn: country.nameEn, nameZh: country.nameZh, nameTr: country.nameTr })
    .from(sourcingAddress).innerJoin(country, eq(country.id, sourcingAddress.countryId)).where(eq(sourcingAddress.customerId, ownerId));
  if (!row) return null;
  const { customerId: _owner, ...address } = row.address;
  return { ...address, countryName: lang === 'zh' ? row.nameZh : lang === 'tr' ? row.nameTr : row.nameEn };
}

/** Required text fields must hold more than spaces; the country must exist (9001 naming the field otherwise). */
export async function saveAddress(db: DbOrTx, ownerId: number, input: Address, lang: Lang) {
  const trimmed = {
    contactName: input.contactName.trim(), phone: input.phone.trim(), countryId: input.countryId, province: input.province.trim(), city: input.city.trim(),
    address1: input.address1.trim(), address2: input.address2.trim(), postalCode: input.postalCode.trim(),
  };
  for (const field of ['contactName', 'phone', 'city', 'address1', 'postalCode'] as const) {
    if (!trimmed[field]) throw new ApiFailure(apiStatus.invalidInput, { params: { field, reason: translate(lang, 'server.sourcing.fieldRequired') } });
  }
  const [known] = await db.select({ id: country.id }).from(country).where(eq(country.id, input.countryId));
  if (!known) throw new ApiFailure(apiStatus.invalidInput, { params: { field: 'countryId', reason: translate(lang, 'server.validation.other') } });
  await db.insert(sourcingAddress).values({ customerId: ownerId, ...trimmed })
    .onConflictDoUpdate({ target: sourcingAddress.customerId, set: { ...trimmed, updatedAt: new Date() } });
  return null;
}
