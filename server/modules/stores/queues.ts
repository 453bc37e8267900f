/** The stores module's pg-boss queues: fulfilment pushes (retried with backoff) and the scheduled order sync. */
import type { ExtraQueue } from '../../jobs/queue';
import type { Services } from '../../services';
import { FULFILMENT_QUEUE, pushStoreFulfilment } from './fulfilment';
import { syncAllStores } from './orderIn';

export const ORDER_SYNC_QUEUE = 'store-order-sync';

export const storeQueues = (services: Services): ExtraQueue[] => [
  {
    name: FULFILMENT_QUEUE, retryLimit: 8, retryDelay: 30,
    work: async (data) => { await pushStoreFulfilment(services, Number(data.orderId)); },
  },
  // Every 15 minutes: what webhooks missed (a portal that was down, a delivery the platform gave up on).
  { name: ORDER_SYNC_QUEUE, retryLimit: 1, schedule: '*/15 * * * *', work: () => syncAllStores(services) },
];
