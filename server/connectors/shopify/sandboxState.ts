/**
 * The state of the Shopify and WooCommerce sandboxes, kept in a JSON file when one is given (npm start:
 * DATA_DIR/sandbox/<platform>.json), so the demo stores, their tokens and published products survive a
 * restart of the portal like a real platform would. Without a file (tests) it lives in memory.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface PersistentState<T> {
  readonly data: T;
  /** Writes the state soon (changes within a tick are written once). */
  save(): void;
  nextId(): number;
}

export function persistentState<T extends { nextId: number }>(file: string | undefined, initial: () => T): PersistentState<T> {
  let data = initial();
  if (file && existsSync(file)) {
    try { data = { ...data, ...(JSON.parse(readFileSync(file, 'utf8')) as T) }; } catch { /* unreadable: start empty */ }
  }
  let pending = false;
  const write = () => {
    pending = false;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(data));
    renameSync(`${file}.tmp`, file);
  };
  return {
    get data() { return data; },
    save() {
      if (!file || pending) return;
      pending = true;
      queueMicrotask(write);
    },
    nextId() {
      data.nextId += 1;
      return data.nextId;
    },
  };
}
