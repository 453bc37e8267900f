/** Partner brands (white-label themes): the list the portal themes itself from. */
import { asc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { DbOrTx } from '../../db/client';
import { partner } from '../../db/schema';
import type { Partner, PartnerThemeSeeds } from '../../../src/api/contract/common';
import { PLATFORM_BRAND } from '../mail/templates';

export type PartnerData = Static<typeof Partner>;

export async function listPartners(db: DbOrTx): Promise<PartnerData[]> {
  const rows = await db.select().from(partner).orderBy(asc(partner.code));
  return rows.map((row) => ({ ...row, theme: row.theme as Static<typeof PartnerThemeSeeds> }));
}

/** The brand name e-mails are signed with: the customer's partner, else the platform. */
export async function brandOf(db: DbOrTx, parterSource: string | null | undefined): Promise<string> {
  if (!parterSource) return PLATFORM_BRAND;
  const [row] = await db.select({ source: partner.source }).from(partner).where(eq(partner.code, parterSource));
  return row?.source ?? PLATFORM_BRAND;
}
