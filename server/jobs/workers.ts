/** Every job kind's item worker (a new kind adds its line here and its permission in modules/jobs/handlers.ts). */
import type { JobKind } from '../../src/api/contract/jobs';
import type { ItemWorker } from '../modules/jobs/service';
import { catalogueImportWorker, removeWorker } from '../modules/products/service';
import { fileImportWorker } from '../modules/products/importFile';
import { orderFileWorker } from '../modules/orderFiles/fileOrders';
import { exportChunkWorker } from '../modules/orderFiles/exports';
import { publishWorker } from '../modules/stores/publish';
import { reapplyWorker } from '../modules/priceRules/service';

export const jobWorkers: Record<JobKind, ItemWorker> = {
  skuListImportFile: fileImportWorker,
  skuListImportCatalogue: catalogueImportWorker,
  skuListRemove: removeWorker,
  orderFile: orderFileWorker,
  orderExport: exportChunkWorker,
  storePublish: publishWorker,
  priceRuleReapply: reapplyWorker,
};
