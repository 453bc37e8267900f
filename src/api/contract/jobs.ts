/**
 * Background jobs the UI follows (designed; the spec only says batch shelf jobs can be retried): a job
 * of some kind (an import, a large removal, a publishing run) with counts, and one item per unit of
 * work (a file row, a product) with its own state, error and result. A progress bar polls jobStatus;
 * it survives leaving the page and a reload because the job lives on the server (jobList finds it).
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Id, IdParams, Nullable } from './shared';

export const jobKinds = ['skuListImportFile', 'skuListImportCatalogue', 'skuListRemove', 'storePublish', 'orderFile', 'orderExport', 'priceRuleReapply'] as const;
export type JobKind = (typeof jobKinds)[number];
export const jobStates = ['queued', 'running', 'done', 'partially_failed', 'failed'] as const;
export type JobState = (typeof jobStates)[number];
/** blocked: refused before any work (a rule said no); failed: the work was tried and failed. */
export const jobItemStates = ['queued', 'running', 'succeeded', 'failed', 'blocked'] as const;
export type JobItemState = (typeof jobItemStates)[number];

export const JobKindSchema = Type.Union([Type.Literal('skuListImportFile'), Type.Literal('skuListImportCatalogue'), Type.Literal('skuListRemove'), Type.Literal('storePublish'), Type.Literal('orderFile'), Type.Literal('orderExport'), Type.Literal('priceRuleReapply')]);
export const JobStateSchema = Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('partially_failed'), Type.Literal('failed')]);
export const JobItemStateSchema = Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('succeeded'), Type.Literal('failed'), Type.Literal('blocked')]);

export const Job = Type.Object({
  id: Type.Integer(),
  kind: JobKindSchema,
  state: JobStateSchema,
  /** What the job works on, for its record line (e.g. the file name). */
  label: Type.String(),
  total: Count,
  queued: Count,
  running: Count,
  succeeded: Count,
  failed: Count,
  blocked: Count,
  createdAt: DateTime,
  updatedAt: DateTime,
  finishedAt: Nullable(DateTime),
});

export const JobItem = Type.Object({
  id: Type.Integer(),
  /** Position in the job: the file's row number (1 = the header row, so data starts at 2), or 1.. */
  seq: Type.Integer(),
  state: JobItemStateSchema,
  /** Error message key (translated in `message`), e.g. server.import.unknownSpu. */
  errorCode: Nullable(Type.String()),
  /** The column (file) or field the error is about. */
  errorField: Nullable(Type.String()),
  /** The error in the caller's language. */
  message: Nullable(Type.String()),
  attempts: Count,
  /** The item's input as given (a file row: column → text). */
  input: Type.Record(Type.String(), Type.String()),
  /** What the item produced, e.g. { skuListId: 12 }. */
  result: Nullable(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]))),
});

export const jobsCalls = {
  jobList: defineCall({
    method: 'GET', path: '/api/customer/jobs', auth: 'customer', permission: null, designed: true,
    summary: 'The customer\'s jobs, newest first (import records: kind=skuListImportFile; active=true: the unfinished ones). A sub-account sees the kinds its codes allow.',
    query: Type.Object({
      kind: Type.Optional(JobKindSchema),
      active: Type.Optional(Type.Boolean()),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
      /** The last id of the previous page (keyset: job ids only grow). */
      beforeId: Type.Optional(Id),
    }),
    data: Type.Object({ records: Type.Array(Job), nextBeforeId: Nullable(Type.Integer()) }),
  }),
  jobStatus: defineCall({
    method: 'GET', path: '/api/customer/jobs/:id', auth: 'customer', permission: null, designed: true,
    summary: 'Job :id with its counts (poll it for a progress bar).',
    params: IdParams,
    data: Job,
  }),
  jobItems: defineCall({
    method: 'GET', path: '/api/customer/jobs/:id/items', auth: 'customer', permission: null, designed: true,
    summary: 'The items of job :id in order, optionally only those in some states (e.g. ?states=failed&states=blocked).',
    params: IdParams,
    query: Type.Object({
      states: Type.Optional(Type.Array(JobItemStateSchema, { maxItems: 5 })),
      pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    }),
    data: Type.Object({ records: Type.Array(JobItem), total: Count, pageNo: Type.Integer(), pageSize: Type.Integer() }),
  }),
  jobRetry: defineCall({
    method: 'PUT', path: '/api/customer/jobs/:id/retry', auth: 'customer', permission: null, designed: true,
    summary: 'Queue the failed and blocked items of job :id again; `fixes` first replaces the input of some of them (a corrected file row: column → text).',
    params: IdParams,
    body: Type.Object({
      fixes: Type.Optional(Type.Array(Type.Object({
        itemId: Id,
        input: Type.Record(Type.String(), Type.String({ maxLength: 2000 }), { maxProperties: 20 }),
      }), { maxItems: 500 })),
    }),
    data: Job,
  }),
} as const;
