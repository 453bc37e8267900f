/**
 * File orders and exports (DOMAIN.md section 4; the spec names /orders/ftp, /orders/ftp/log/list/{type},
 * /orders/downloadExcel and /orders/download, not these calls: every one is designed).
 * - File orders: a CSV/XLSX upload becomes a job (kind orderFile), one item per file row; each row becomes
 *   one order through the orders service, or fails with an error naming the row and the column.
 * - Exports: the order list's filter (OrderListFilter, exactly) as XLSX or CSV. Up to EXPORT_INLINE_MAX rows
 *   it streams straight from a cursor when its download link is opened; beyond, a job (kind orderExport)
 *   writes it first and the link serves the file. The link carries an unguessable ticket (a browser
 *   download cannot send the Authorization header) and expires.
 */
import { Type } from 'typebox';
import { defineCall } from './define';
import { Count, DateTime, Id, Nullable } from './shared';
import { Job } from './jobs';
import { IMPORT_FILE_MAX_BASE64 } from './products';
import { OrderListFilter } from './orders';

/** The file's columns (headers in row 1, any order, case-insensitive). One row = one order with one line. */
export const orderFileColumns = [
  'orderRef', 'sku', 'quantity', 'kind', 'name', 'line1', 'line2', 'city', 'province', 'postalCode', 'countryCode', 'phone', 'email', 'channel', 'remark',
] as const;
export type OrderFileColumn = (typeof orderFileColumns)[number];
export const orderFileRequired: readonly OrderFileColumn[] = ['orderRef', 'sku', 'quantity', 'name', 'line1', 'city', 'countryCode'];
export const ORDER_FILE_MAX_ROWS = 5_000;

/** The log's types: every row, the rows that became orders, the rows that failed. */
export const orderFileLogTypes = ['all', 'succeeded', 'failed'] as const;
export type OrderFileLogType = (typeof orderFileLogTypes)[number];

/** Up to this many rows an export streams on demand; beyond, it is a job. */
export const EXPORT_INLINE_MAX = 10_000;
export const exportFormats = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];
/** The export's columns, in order (headers translated in the file). */
export const exportColumns = [
  'number', 'kind', 'status', 'paymentStatus', 'fulfilmentStatus', 'problem', 'storeName', 'storeOrderName', 'buyerName',
  'countryCode', 'channelCode', 'itemCount', 'sku', 'customerSku', 'product', 'shipping', 'total', 'currencyCode', 'carrier', 'trackingNumber', 'createdAt', 'paidAt', 'shippedAt',
] as const;

export const FileContent = Type.Object({ fileName: Type.String(), mimeType: Type.String(), contentBase64: Type.String() });

export const OrderFileLogRow = Type.Object({
  itemId: Type.Integer(),
  jobId: Type.Integer(),
  fileName: Type.String(),
  /** The row number in the file (headers are row 1). */
  row: Type.Integer(),
  state: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('succeeded'), Type.Literal('failed'), Type.Literal('blocked')]),
  orderRef: Type.String(),
  orderId: Nullable(Type.Integer()),
  orderNumber: Nullable(Type.String()),
  /** The column the error is about. */
  errorField: Nullable(Type.String()),
  /** The error in the caller's language. */
  message: Nullable(Type.String()),
  uploadedAt: DateTime,
});

export const OrderExport = Type.Object({
  id: Type.Integer(),
  format: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]),
  rowCount: Count,
  /** ready: the link works; preparing: its job is still writing; failed: the job failed; expired. */
  state: Type.Union([Type.Literal('ready'), Type.Literal('preparing'), Type.Literal('failed'), Type.Literal('expired')]),
  jobId: Nullable(Type.Integer()),
  /** The download link (null until ready). */
  downloadUrl: Nullable(Type.String()),
  filter: OrderListFilter,
  createdAt: DateTime,
  expiresAt: DateTime,
});

export const orderFilesCalls = {
  orderFileTemplate: defineCall({
    method: 'GET', path: '/api/customer/orders/ftp/template', auth: 'customer', permission: 'menu:order:ftp', designed: true,
    summary: 'The file-order template (headers: orderFileColumns, plus example rows with real catalogue SKUs), as CSV or XLSX in base64.',
    query: Type.Object({ format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]) }),
    data: FileContent,
  }),
  orderFileUpload: defineCall({
    method: 'POST', path: '/api/customer/orders/ftp/upload', auth: 'customer', permission: 'menu:order:ftp', designed: true,
    summary: 'Upload a CSV/XLSX file of orders as a job, one item per row (errors name the row and column). With retryJobId, the file replaces the failed rows of that job (by row number) and only those run again.',
    body: Type.Object({
      fileName: Type.String({ minLength: 5, maxLength: 200, pattern: '\\.(csv|xlsx|CSV|XLSX)$' }),
      contentBase64: Type.String({ minLength: 4, maxLength: IMPORT_FILE_MAX_BASE64, pattern: '^[A-Za-z0-9+/=\\r\\n]+$' }),
      retryJobId: Type.Optional(Id),
    }),
    data: Job,
  }),
  orderFileLog: defineCall({
    method: 'GET', path: '/api/customer/orders/ftp/log/list/:type', auth: 'customer', permission: 'menu:order:ftp:log', designed: true,
    summary: 'The rows of the file-order uploads, newest upload first then by row: all, the ones that became orders, or the failed ones; optionally of one upload (jobId). Keyset page (beforeId = the last itemId).',
    params: Type.Object({ type: Type.Union([Type.Literal('all'), Type.Literal('succeeded'), Type.Literal('failed')]) }),
    query: Type.Object({
      jobId: Type.Optional(Id),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
      cursor: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9]+-[0-9]+$' })),
    }),
    data: Type.Object({ records: Type.Array(OrderFileLogRow), nextCursor: Nullable(Type.String()) }),
  }),
  orderExport: defineCall({
    method: 'POST', path: '/api/customer/orders/export', auth: 'customer', permission: 'menu:order:list', designed: true,
    summary: 'Export the order list under this filter as XLSX or CSV: up to 10,000 rows the answer\'s downloadUrl streams it; beyond, a job prepares it (jobId) and the export becomes ready with its link.',
    body: Type.Object({ format: Type.Union([Type.Literal('xlsx'), Type.Literal('csv')]), filter: OrderListFilter }),
    data: OrderExport,
  }),
  orderExportList: defineCall({
    method: 'GET', path: '/api/customer/orders/export/list', auth: 'customer', permission: 'menu:order:list', designed: true,
    summary: 'The caller\'s exports of the last 7 days, newest first, with their state and link.',
    data: Type.Array(OrderExport),
  }),
} as const;
