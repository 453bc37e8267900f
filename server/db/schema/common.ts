import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Server-wide secrets generated on first start (the token signing key), so every process and restart agrees. */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const country = pgTable('country', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  flag: text('flag').notNull(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  nameTr: text('name_tr').notNull(),
  /** Goods ship from here (a warehouse country). */
  shipsFrom: boolean('ships_from').notNull().default(false),
});

export const currency = pgTable('currency', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  symbol: text('symbol').notNull(),
  offered: boolean('offered').notNull().default(true),
});

export const partner = pgTable('partner', {
  code: text('code').primaryKey(),
  source: text('source').notNull(),
  spm: text('spm').notNull().unique(),
  path: text('path').notNull(),
  menuLogo: text('menu_logo').notNull(),
  support: text('support').notNull(),
  theme: jsonb('theme').$type<Record<string, string>>().notNull(),
});
