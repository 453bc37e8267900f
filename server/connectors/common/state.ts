/**
 * A sandbox's memory, optionally kept in a JSON file (npm start gives each sandbox
 * DATA_DIR/<platform>.json), so sandbox stores, their tokens and products survive a restart of the
 * portal as a real platform's would. Without a file (tests) it lives in memory only.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SandboxState<T> {
  readonly data: T;
  /** Writes the file soon (changes within one tick are written once). */
  save(): void;
  /** The next numeric id, as a string (platform ids are numbers or numeric strings). */
  nextId(): string;
}

export function sandboxState<T extends object>(file: string | undefined, initial: () => T): SandboxState<T & { nextId: number }> {
  let data: T & { nextId: number } = { nextId: 7_000_000, ...initial() };
  if (file && existsSync(file)) {
    try { data = { ...data, ...(JSON.parse(readFileSync(file, 'utf8')) as T) }; } catch { /* unreadable: start afresh */ }
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
      this.save();
      return String(data.nextId);
    },
  };
}
