/** Paths of the file-order and export pages (no imports of screens). */
import type { OrderFileLogType } from '@/api/contract/orderFiles';

export const orderFilePaths = {
  upload: '/orders/ftp',
  logPattern: '/orders/ftp/log/list/:type',
  log: (type: OrderFileLogType, jobId?: number) => `/orders/ftp/log/list/${type}${jobId ? `?jobId=${jobId}` : ''}`,
  exportExcel: '/orders/downloadExcel',
  downloads: '/orders/download',
} as const;
