/**
 * The one database schema (Drizzle `pgTable`s), one file per domain. Names follow the spec: customer,
 * shoppingCart (cart_line), sku-list, partner, permission code. Migrations are generated from this folder by
 * drizzle-kit into server/db/migrations and applied at start. Only PostgreSQL 15 features are used (PGlite is
 * PG 18). A name exported by two domains is a TypeScript error here (TS2308), so one cannot silently win.
 */
export * from './common';
export * from './customer';
export * from './auth';
export * from './mail';
export * from './stores';
export * from './cart';
export * from './help';
export * from './apps';
export * from './catalogue';
export * from './products';
export * from './jobs';
export * from './views';
export * from './afterSale';
export * from './orders';
export * from './ledger';
export * from './orderSettings';
export * from './logistics';
export * from './staff';
