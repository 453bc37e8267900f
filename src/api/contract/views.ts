/**
 * Saved views (designed): per user and per list, named filters and the chosen columns, kept on the
 * server so they follow the user across browsers. `listKey` is the contract name of the list's call
 * (e.g. `skuListAll`); the server checks `filter` against that call's query schema, so a saved view
 * can only hold a filter the list itself would accept.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { DateTime, Empty, IdParams, Nullable, Id } from './shared';

export const ListKey = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-zA-Z][a-zA-Z0-9]*$' });
/** A list filter as the URL holds it: field → text, number, boolean or a list of them. */
export const ViewFilter = Type.Record(
  Type.String(),
  Type.Union([
    Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean(),
    Type.Array(Type.Union([Type.String({ maxLength: 200 }), Type.Number()]), { maxItems: 20 }),
  ]),
  { maxProperties: 30 },
);
export const ViewColumns = Type.Array(Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-zA-Z][a-zA-Z0-9_.]*$' }), { maxItems: 50, uniqueItems: true });
/** Views a user may keep per list. */
export const VIEWS_PER_LIST_MAX = 20;

export const SavedView = Type.Object({
  id: Type.Integer(),
  listKey: Type.String(),
  /** Null for the row that only remembers the chosen columns (no named filter). */
  name: Nullable(Type.String()),
  filter: ViewFilter,
  columns: ViewColumns,
  updatedAt: DateTime,
});

export const viewsCalls = {
  viewList: defineCall({
    method: 'GET', path: '/api/customer/views', auth: 'customer', permission: null, designed: true,
    summary: 'The caller\'s saved views of list :listKey (the columns-only row first, then by name).',
    query: Type.Object({ listKey: ListKey }),
    data: Type.Array(SavedView),
  }),
  viewSave: defineCall({
    method: 'POST', path: '/api/customer/views', auth: 'customer', permission: null, designed: true,
    summary: 'Create (no id) or replace (id) a saved view. Without a name: the list\'s chosen columns (one row per list; saving it again replaces it). A filter the list\'s query would refuse is a 9001 naming filter.<field>; a name used twice or more than VIEWS_PER_LIST_MAX views is a 700.',
    body: Type.Object({
      id: Type.Optional(Id),
      listKey: ListKey,
      // Optional, not nullable: with the server's type coercion a nullable string would turn "" into null.
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
      filter: ViewFilter,
      columns: ViewColumns,
    }),
    data: SavedView,
  }),
  viewDelete: defineCall({
    method: 'DELETE', path: '/api/customer/views/:id', auth: 'customer', permission: null, designed: true,
    summary: 'Delete saved view :id of the caller.',
    params: IdParams,
    data: Empty,
  }),
} as const;
