/** Files in and out of the import: the browser side of base64 transport (the contract carries files as base64 JSON). */
import { IMPORT_FILE_MAX_BASE64 } from '@/api/contract/products';

export const importFileTypes = ['.csv', '.xlsx', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

export const isImportFile = (name: string) => /\.(csv|xlsx)$/iu.test(name);

/** The file's bytes as base64 (without the data-URL prefix). */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/u, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Roughly the largest file the call accepts (base64 is 4/3 of the bytes). */
export const IMPORT_FILE_MAX_BYTES = Math.floor((IMPORT_FILE_MAX_BASE64 * 3) / 4);

/** Saves a base64 answer as a download. */
export function downloadBase64(fileName: string, mimeType: string, contentBase64: string): void {
  const bytes = Uint8Array.from(atob(contentBase64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
