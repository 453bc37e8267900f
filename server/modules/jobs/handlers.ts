/**
 * The jobs calls. A job is the customer's (ownerId); a sub-account sees and retries only the kinds its
 * permission codes allow (a job of another kind answers 9002, like a missing one).
 */
import type { JobKind } from '../../../src/api/contract/jobs';
import { jobKinds } from '../../../src/api/contract/jobs';
import { hasPermission, type PermissionCode } from '../../../src/api/contract/permissions';
import type { Caller, Handlers } from '../../http/context';
import { fail } from '../../http/envelope';
import { translate, type Lang } from '../../http/i18n';
import { listItems, listJobs, ownJob, retryJob, type JobItemRow, type JobRow } from './service';

/** The code a sub-account needs to see a job of each kind. */
export const jobKindPermission: Record<JobKind, PermissionCode> = {
  skuListImportFile: 'menu:products:import:batch',
  skuListImportCatalogue: 'menu:products:import:batch',
  skuListRemove: 'menu:products:myProducts',
  storePublish: 'menu:products:myProducts',
  orderFile: 'menu:order:ftp',
  orderExport: 'menu:order:list',
  priceRuleReapply: 'settings:priceRules',
};

const allowedKinds = (caller: Caller) => jobKinds.filter((kind) => hasPermission(caller, jobKindPermission[kind]));

export const toJob = (row: JobRow, _lang?: Lang) => ({
  id: row.id, kind: row.kind, state: row.state, label: row.label, total: row.total, queued: row.queued, running: row.running,
  succeeded: row.succeeded, failed: row.failed, blocked: row.blocked, createdAt: row.createdAt, updatedAt: row.updatedAt, finishedAt: row.finishedAt,
});

const toItem = (row: JobItemRow, lang: Lang) => ({
  id: row.id, seq: row.seq, state: row.state, errorCode: row.errorCode, errorField: row.errorField,
  message: row.errorCode ? translate(lang, row.errorCode, { field: row.errorField ?? '', row: row.seq }) : null,
  attempts: row.attempts, input: row.input, result: row.result,
});

async function visibleJob(db: Parameters<typeof ownJob>[0], caller: Caller, id: number) {
  const row = await ownJob(db, caller.ownerId, id);
  if (!allowedKinds(caller).includes(row.kind)) throw fail.notFound();
  return row;
}

export const jobsHandlers: Handlers = {
  jobList: async ({ services, caller, query }) => {
    const kinds = allowedKinds(caller).filter((kind) => !query.kind || kind === query.kind);
    if (kinds.length === 0) return { records: [], nextBeforeId: null };
    const page = await listJobs(services.db, caller.ownerId, { kinds, active: query.active, pageSize: query.pageSize ?? 20, beforeId: query.beforeId });
    return { records: page.records.map((row) => toJob(row)), nextBeforeId: page.nextBeforeId };
  },
  jobStatus: async ({ services, caller, params }) => toJob(await visibleJob(services.db, caller, params.id)),
  jobItems: async ({ services, caller, params, query, lang }) => {
    await visibleJob(services.db, caller, params.id);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 50;
    const { rows, total } = await listItems(services.db, params.id, { states: query.states, pageNo, pageSize });
    return { records: rows.map((row) => toItem(row, lang)), total, pageNo, pageSize };
  },
  jobRetry: async ({ services, caller, params, body }) => {
    const row = await services.db.transaction(async (tx) => retryJob(tx, services.jobs, await visibleJob(tx, caller, params.id), body.fixes ?? []));
    return toJob(row);
  },
};
