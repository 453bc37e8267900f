/** The browser side of file transport for file orders (the contract carries files as base64 JSON). */
import { IMPORT_FILE_MAX_BASE64 } from '@/api/contract/products';

export const orderFileTypes = ['.csv', '.xlsx', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
export const isOrderFile = (name: string) => /\.(csv|xlsx)$/iu.test(name);
/** Roughly the largest file the call accepts (base64 is 4/3 of the bytes). */
export const ORDER_FILE_MAX_BYTES = Math.floor((IMPORT_FILE_MAX_BASE64 * 3) / 4);
export { downloadBase64, readBase64 } from '@/screens/products/files';
