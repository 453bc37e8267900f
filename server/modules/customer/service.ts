/**
 * Customers: creating accounts (real sign-ups, social sign-ups and the demo seed all go through
 * createCustomer), the session user (customer info), profile and password changes.
 */
import { eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { DbOrTx } from '../../db/client';
import { country, customer, customerPermission, partner } from '../../db/schema';
import type { CustomerInfo } from '../../../src/api/contract/customer';
import { permissionCodes, type PermissionCode } from '../../../src/api/contract/permissions';
import { apiStatus } from '../../../src/api/contract/shared';
import { ApiFailure, fail } from '../../http/envelope';
import { hashPassword } from '../auth/passwords';
import type { Lang } from '../../http/i18n';
import type { SessionRead } from '../../http/context';

export const DEFAULT_COUNTRY_ID = 232;
export const DEFAULT_CURRENCY = 'USD';

/** Usernames are e-mail addresses: trimmed (spec section 5) and compared without case. */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function requireEmail(username: string): string {
  const address = normaliseUsername(username);
  if (!EMAIL.test(address)) {
    throw new ApiFailure(apiStatus.invalidInput, { key: 'server.status.invalidEmail' });
  }
  return address;
}

/** Registration and reset send the password twice (cfgPwd, or rePassword in the other reading). */
export function requireMatchingPasswords(password: string, confirmation: string | undefined): void {
  if (confirmation !== undefined && confirmation !== password) throw new ApiFailure(apiStatus.passwordMismatch);
}

export interface NewCustomer {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  language?: Lang;
  parterSource?: string | null;
  countryId?: number;
  channelSource?: string;
  channelUrl?: string;
  regPreLink?: string;
  engagedTime?: string;
  chatAccount?: string;
  chatAccountType?: string;
  chatAccountAreaCode?: string;
  storeHash?: string;
  orgDomainVersion?: string;
  /** Sub-accounts: the main account, the role and its permission codes. */
  refId?: number;
  roleName?: string;
  permissions?: readonly PermissionCode[];
  isShowUserSettings?: 0 | 1;
  hasInvoicePower?: boolean;
}

/** Creates a customer (throws 6003 when the e-mail is taken). Call inside the caller's transaction. */
export async function createCustomer(tx: DbOrTx, input: NewCustomer): Promise<number> {
  const username = requireEmail(input.username);
  const [taken] = await tx.select({ id: customer.id }).from(customer).where(eq(customer.username, username));
  if (taken) throw new ApiFailure(apiStatus.emailRegistered);
  const parterSource = input.parterSource ? await knownPartner(tx, input.parterSource) : null;
  const [row] = await tx.insert(customer).values({
    username,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName?.trim() ?? '',
    lastName: input.lastName?.trim() ?? '',
    language: input.language ?? 'en',
    parterSource,
    countryId: input.countryId ?? DEFAULT_COUNTRY_ID,
    currencyCode: DEFAULT_CURRENCY,
    channelSource: input.channelSource ?? null,
    channelUrl: input.channelUrl ?? null,
    regPreLink: input.regPreLink ?? null,
    engagedTime: input.engagedTime ?? null,
    chatAccount: input.chatAccount ?? null,
    chatAccountType: input.chatAccountType ?? null,
    chatAccountAreaCode: input.chatAccountAreaCode ?? null,
    storeHash: input.storeHash ?? null,
    orgDomainVersion: input.orgDomainVersion ?? null,
    refId: input.refId ?? null,
    roleName: input.roleName ?? null,
    isShowUserSettings: input.isShowUserSettings ?? 0,
    hasInvoicePower: input.hasInvoicePower ?? false,
  }).returning({ id: customer.id });
  const codes = (input.permissions ?? []).filter((code) => (permissionCodes as readonly string[]).includes(code));
  if (input.refId && codes.length) {
    await tx.insert(customerPermission).values(codes.map((code) => ({ customerId: row.id, code })));
  }
  return row.id;
}

/** The partner code if it exists (a stale spm cookie must not break registration). */
async function knownPartner(db: DbOrTx, code: string): Promise<string | null> {
  const [row] = await db.select({ code: partner.code }).from(partner).where(eq(partner.code, code));
  return row?.code ?? null;
}

export type CustomerInfoData = Static<typeof CustomerInfo>;

/**
 * Customer info (spec section 3), the one spelling of it: built by PostgreSQL as one JSON value from a customer
 * row, its country's flag, whether its (main) account has an authorised store, and a sub-account's role and
 * permission codes. Read in the session statement (server/http/auth.ts, `SessionRead`), so the call is one
 * round trip (issue 13, `npm run bench:server`), and by `customerInfo` after a change. Qualified by hand (the
 * session statement joins session).
 */
export const customerInfoInSession: SessionRead = {
  name: 'customer_info',
  column: sql`json_build_object(
    'id', "customer"."id", 'username', "customer"."username", 'firstName', "customer"."first_name", 'lastName', "customer"."last_name",
    'countryId', "customer"."country_id", 'countryImg', (select co.flag from "country" co where co.id = "customer"."country_id"),
    'currencyCode', "customer"."currency_code", 'timeZoneId', "customer"."time_zone_id", 'paymentType', "customer"."payment_type",
    'logisticsId', "customer"."logistics_id", 'trackingWay', "customer"."tracking_way",
    'hasAuthStore', exists (select 1 from "store" s where s.customer_id = coalesce("customer"."ref_id", "customer"."id") and s.authorised),
    'parterSource', "customer"."parter_source", 'refId', "customer"."ref_id",
    'roleInfos', case when "customer"."ref_id" is not null and "customer"."role_name" <> '' then json_build_array(json_build_object('name', "customer"."role_name")) else '[]'::json end,
    'permissions', case when "customer"."ref_id" is not null then coalesce((select json_agg(json_build_object('code', cp.code) order by cp.code) from "customer_permission" cp where cp.customer_id = "customer"."id"), '[]'::json) else '[]'::json end,
    'isShowUserSettings', "customer"."is_show_user_settings", 'hasInvoicePower', "customer"."has_invoice_power", 'language', "customer"."language")`,
};

/** Customer info as a prepared statement per database handle (built once by Drizzle, planned once by PostgreSQL). */
const prepareInfoQuery = (db: DbOrTx) =>
  db.select({ info: customerInfoInSession.column }).from(customer).where(eq(customer.id, sql.placeholder('customerId'))).prepare('customer_info');
const infoQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareInfoQuery>>();

/** The session user (spec section 3) in one statement; a sub-account reports its main account's stores. */
export async function customerInfo(db: DbOrTx, customerId: number): Promise<CustomerInfoData> {
  let query = infoQueries.get(db);
  if (!query) infoQueries.set(db, (query = prepareInfoQuery(db)));
  const [row] = await query.execute({ customerId });
  if (!row) throw fail.tokenInvalid();
  return row.info as CustomerInfoData;
}

export async function findCustomerByUsername(db: DbOrTx, username: string) {
  const [row] = await db.select().from(customer).where(eq(customer.username, normaliseUsername(username)));
  return row ?? null;
}

export async function setPassword(db: DbOrTx, customerId: number, password: string): Promise<void> {
  await db.update(customer).set({ passwordHash: await hashPassword(password), updatedAt: new Date() }).where(eq(customer.id, customerId));
}

/** Ship-to: the country must exist and the currency must be offered (only USD). */
export async function editCountryAndCode(db: DbOrTx, customerId: number, countryId: number, currencyCode: string): Promise<void> {
  const code = currencyCode.toUpperCase();
  if (code !== DEFAULT_CURRENCY) throw fail.rule('server.status.currencyNotOffered', { code });
  const [known] = await db.select({ id: country.id }).from(country).where(eq(country.id, countryId));
  if (!known) throw fail.rule('server.status.countryUnknown');
  await db.update(customer).set({ countryId, currencyCode: code, updatedAt: new Date() }).where(eq(customer.id, customerId));
}
