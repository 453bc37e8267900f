/** File orders (menu:order:ftp, its log menu:order:ftp:log) and exports (menu:order:list); codes checked by the route. */
import type { Handlers } from '../../http/context';
import { ApiFailure } from '../../http/envelope';
import { apiStatus } from '../../../src/api/contract/shared';
import { translate } from '../../http/i18n';
import { createJob, ownJob, retryJob } from '../jobs/service';
import { toJob } from '../jobs/handlers';
import { ImportFileError } from '../products/importFile';
import { listExports, requestExport } from './exports';
import { orderFileLog, orderFileTemplate, readOrderFile } from './fileOrders';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const orderFilesHandlers: Handlers = {
  orderFileTemplate: ({ services, query }) => orderFileTemplate(services.db, query.format),

  orderFileUpload: async ({ services, caller, body, lang }) => {
    let rows;
    try {
      rows = await readOrderFile(body.fileName, Buffer.from(body.contentBase64, 'base64'));
    } catch (error) {
      if (error instanceof ImportFileError) {
        const reason = translate(lang, error.key, { field: error.field });
        throw new ApiFailure(apiStatus.invalidInput, { params: { field: error.field === 'contentBase64' ? 'contentBase64' : `contentBase64.${error.field}`, reason } });
      }
      throw error;
    }
    const row = await services.db.transaction(async (tx) => {
      if (body.retryJobId) {
        // The corrected file replaces the failed rows of the earlier upload (by row number); the rest stay done.
        const earlier = await ownJob(tx, caller.ownerId, body.retryJobId);
        if (earlier.kind !== 'orderFile') throw new ApiFailure(apiStatus.notFound);
        return retryJob(tx, services.jobs, earlier, rows);
      }
      return createJob(tx, services.jobs, { customerId: caller.ownerId, createdBy: caller.id, kind: 'orderFile', label: body.fileName, items: rows });
    });
    return toJob(row, lang);
  },

  orderFileLog: ({ services, caller, params, query, lang }) =>
    orderFileLog(services.db, caller.ownerId, params.type, { jobId: query.jobId, pageSize: query.pageSize ?? 20, cursor: query.cursor }, lang),

  orderExport: ({ services, caller, body, lang }) => {
    // The filter is kept (jsonb) to be streamed later: PostgreSQL's JSON refuses a lone UTF-16 surrogate.
    const bad = Object.entries(body.filter).find(([, value]) => typeof value === 'string' && LONE_SURROGATE.test(value));
    if (bad) throw new ApiFailure(apiStatus.invalidInput, { params: { field: `filter.${bad[0]}`, reason: translate(lang, 'server.validation.other') } });
    return requestExport(services.db, services.jobs, { customerId: caller.ownerId, createdBy: caller.id, format: body.format, filter: body.filter });
  },

  orderExportList: ({ services, caller }) => listExports(services.db, caller.ownerId, caller),
};
