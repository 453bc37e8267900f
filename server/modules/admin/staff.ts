/**
 * The staff role check every admin call makes on the server. isShowUserSettings only shows the menu; the
 * staff table decides (DOMAIN.md section 9). A sub-account is never staff: its main account's role does not
 * pass to it.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staff, type StaffRole } from '../../db/schema';
import type { Caller } from '../../http/context';
import { fail } from '../../http/envelope';

export async function staffRoleOf(db: DbOrTx, caller: Caller): Promise<StaffRole | null> {
  if (caller.refId !== null) return null;
  const [row] = await db.select({ role: staff.role }).from(staff).where(eq(staff.customerId, caller.id));
  return row?.role ?? null;
}

/** 40301 unless the caller has one of the roles. */
export async function requireStaff(db: DbOrTx, caller: Caller, roles: readonly StaffRole[] = ['admin', 'shipper']): Promise<StaffRole> {
  const role = await staffRoleOf(db, caller);
  if (!role || !roles.includes(role)) throw fail.noPermission();
  return role;
}

/** Gives an account a staff role (the seed, and an admin's own tooling). */
export async function grantStaff(db: DbOrTx, customerId: number, role: StaffRole) {
  await db.insert(staff).values({ customerId, role }).onConflictDoUpdate({ target: staff.customerId, set: { role } });
}
