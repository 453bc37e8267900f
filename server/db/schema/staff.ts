/**
 * Platform staff (DOMAIN.md section 9): the server-side role the admin pages require. The spec's
 * isShowUserSettings only shows the admin menu; a merchant flag alone never opens other customers' data.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { customer } from './customer';

export const staffRoles = ['admin', 'shipper'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staff = pgTable('staff', {
  customerId: integer('customer_id').primaryKey().references(() => customer.id, { onDelete: 'cascade' }),
  /** admin: every admin page; shipper: the admin order list (ship, mark delivered). */
  role: text('role').$type<StaffRole>().notNull(),
  createdAt: createdAt(),
}, (t) => [check('staff_role_check', sql`${t.role} in ('admin', 'shipper')`)]);
