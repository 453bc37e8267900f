/** Handlers of the apps calls: every app with its connection state, the customer's apps, connect and disconnect. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { AppEntry } from '../../../src/api/contract/apps';
import type { DbOrTx } from '../../db/client';
import { app, customerApp } from '../../db/schema';
import { requireSelf } from '../../http/auth';
import type { Handlers } from '../../http/context';
import { fail } from '../../http/envelope';
import type { Lang } from '../../http/i18n';

type AppData = Static<typeof AppEntry>;

async function appPage(db: DbOrTx, ownerId: number, lang: Lang, page: { pageNo?: number; pageSize?: number }, onlyMatched: boolean) {
  const pageNo = page.pageNo ?? 1;
  const pageSize = page.pageSize ?? 20;
  const matched = and(eq(customerApp.appId, app.id), eq(customerApp.customerId, ownerId));
  const where = onlyMatched ? sql`${customerApp.appId} is not null` : undefined;
  const [rows, [total]] = await Promise.all([
    db.select({ app, matchedAt: customerApp.createdAt }).from(app).leftJoin(customerApp, matched).where(where)
      .orderBy(asc(app.sort), asc(app.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(app).leftJoin(customerApp, matched).where(where),
  ]);
  const records: AppData[] = rows.map(({ app: a, matchedAt }) => ({
    id: a.id, code: a.code, name: a.name[lang] ?? a.name.en, description: a.description[lang] ?? a.description.en,
    icon: a.icon, url: a.url, matched: matchedAt !== null,
  }));
  return { records, total: total.n, pageNo, pageSize };
}

async function requireApp(db: DbOrTx, appId: number) {
  const [row] = await db.select({ id: app.id }).from(app).where(eq(app.id, appId));
  if (!row) throw fail.notFound();
}

export const appsHandlers: Handlers = {
  appPage: ({ services, caller, query, lang }) => appPage(services.db, caller.ownerId, lang, query, false),
  myAppPage: ({ services, caller, query, lang }) => {
    requireSelf(caller, query.customerId);
    return appPage(services.db, caller.ownerId, lang, query, true);
  },
  appMatchUser: async ({ services, caller, params }) => {
    requireSelf(caller, params.customerId);
    await requireApp(services.db, params.appId);
    await services.db.insert(customerApp).values({ customerId: caller.ownerId, appId: params.appId }).onConflictDoNothing();
    return null;
  },
  appUnMatchUser: async ({ services, caller, params }) => {
    requireSelf(caller, params.customerId);
    await requireApp(services.db, params.appId);
    await services.db.delete(customerApp).where(and(eq(customerApp.customerId, caller.ownerId), eq(customerApp.appId, params.appId)));
    return null;
  },
};
