/**
 * Handlers of My products: each unpacks its call and calls one service function with named
 * arguments (the pattern: see the comment at the top of service.ts).
 */
import { and, count, eq } from 'drizzle-orm';
import { returnOrder, skuList } from '../../db/schema';
import type { Handlers } from '../../http/context';
import { ApiFailure } from '../../http/envelope';
import { apiStatus } from '../../../src/api/contract/shared';
import { translate } from '../../http/i18n';
import { createJob, ownJob, retryJob } from '../jobs/service';
import { toJob } from '../jobs/handlers';
import {
  getEntry, getImages, getVariants, importOne, listEntries, removeEntries, updateDescription, updateImages, updateTitle, updateVariants,
} from './service';
import { ImportFileError, importTemplate, readImportFile } from './importFile';

export const productsHandlers: Handlers = {
  productNum: async ({ services, caller }) => {
    const [row] = await services.db.select({ n: count() }).from(skuList).where(eq(skuList.customerId, caller.ownerId));
    return row.n;
  },

  pendingReturnStatus: async ({ services, caller }) => {
    const [row] = await services.db.select({ id: returnOrder.id }).from(returnOrder)
      .where(and(eq(returnOrder.customerId, caller.ownerId), eq(returnOrder.status, 'pending'))).limit(1);
    return Boolean(row);
  },

  skuListAll: ({ services, caller, query, lang }) => listEntries(services.db, caller.ownerId, query, lang),
  skuListEntry: ({ services, caller, params }) => getEntry(services.db, caller.ownerId, params.id),
  skuListVariants: ({ services, caller, params, query }) => getVariants(services.db, caller.ownerId, params.id, query.weight),
  skuListImages: ({ services, caller, params }) => getImages(services.db, caller.ownerId, params.id),

  skuListProductUpdate: async ({ services, caller, body, lang }) => {
    await updateTitle(services.db, caller.ownerId, body.id, body.title, lang);
    return null;
  },
  skuListDescriptionUpdate: async ({ services, caller, body }) => {
    await updateDescription(services.db, caller.ownerId, body.id, body.description);
    return null;
  },
  skuListVariantsUpdate: async ({ services, caller, body, lang }) => {
    await updateVariants(services.db, caller.ownerId, body.id, body.variants, lang);
    return null;
  },
  skuListImagesUpdate: async ({ services, caller, body, lang }) => {
    await updateImages(services.db, caller.ownerId, body.id, body.images, lang);
    return null;
  },

  skuListRemove: async ({ services, caller, params }) => {
    const { removed } = await removeEntries(services.db, services.jobs, caller, [params.id]);
    if (removed === 0) throw new ApiFailure(apiStatus.notFound);
    return null;
  },
  skuListRemoveSelected: ({ services, caller, body }) => removeEntries(services.db, services.jobs, caller, body.ids),
  skuListRemoveAll: ({ services, caller }) => removeEntries(services.db, services.jobs, caller, 'all'),
  skuListRemoveBackground: async ({ services, caller, params }) => {
    const result = await removeEntries(services.db, services.jobs, caller, [params.id], { forceJob: true });
    if (result.jobId === null) throw new ApiFailure(apiStatus.notFound);
    return result;
  },

  skuListImport: ({ services, caller, body }) => importOne(services.db, caller.ownerId, body.goodsId),

  batchImportSkuList: async ({ services, caller, body, lang }) => {
    const row = await services.db.transaction((tx) => createJob(tx, services.jobs, {
      customerId: caller.ownerId, createdBy: caller.id, kind: 'skuListImportCatalogue', label: body.goodsIds.slice(0, 3).join(', ') + (body.goodsIds.length > 3 ? ', …' : ''),
      items: body.goodsIds.map((spu, i) => ({ seq: i + 1, input: { spu } })),
    }));
    return toJob(row, lang);
  },

  skuListImportTemplate: ({ query }) => importTemplate(query.format),

  skuListImportFile: async ({ services, caller, body, lang }) => {
    let rows;
    try {
      rows = await readImportFile(body.fileName, Buffer.from(body.contentBase64, 'base64'));
    } catch (error) {
      if (error instanceof ImportFileError) {
        throw new ApiFailure(apiStatus.invalidInput, { params: { field: error.field, reason: translate(lang, error.key) } });
      }
      throw error;
    }
    const row = await services.db.transaction(async (tx) => {
      if (body.retryJobId) {
        // The corrected file replaces the failed rows of the earlier job (by row number); the rest stay done.
        const earlier = await ownJob(tx, caller.ownerId, body.retryJobId);
        if (earlier.kind !== 'skuListImportFile') throw new ApiFailure(apiStatus.notFound);
        return retryJob(tx, services.jobs, earlier, rows);
      }
      return createJob(tx, services.jobs, { customerId: caller.ownerId, createdBy: caller.id, kind: 'skuListImportFile', label: body.fileName, items: rows });
    });
    return toJob(row, lang);
  },
};
